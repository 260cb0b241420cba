// exchangeLoginToken: the single-use login token of an e-mailed link for an identified session, which replaces
// any session the browser had. Run as a query keyed by the token, so it runs once per visit however often the
// page renders. TOKEN_INVALID (unknown, used, expired), TOKEN_PURPOSE_MISMATCH, ACCOUNT_LOCKED,
// USER_DECOMMISSIONED, TOO_MANY_REQUESTS.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import type { LoginTokenPurpose } from '../../../graphql/generated/graphql';
import { adoptSession, sessionTokensOf } from '../../../shared/auth/adopt-session';
import { logout } from '../../../shared/auth/session';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import { useAuthStore } from '../../../shared/stores/auth';

const ExchangeLoginTokenMutation = graphql(`
  mutation ExchangeLoginToken($input: ExchangeLoginTokenInput!) {
    exchangeLoginToken(input: $input) {
      token {
        accessToken
        refreshToken
        authLevel
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

export function useExchangeLoginToken(loginToken: string, purpose: LoginTokenPurpose) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['exchangeLoginToken', loginToken, purpose],
    queryFn: async () => {
      const { token } = unwrap(
        (await execute(ExchangeLoginTokenMutation, { input: { loginToken, purpose } })).exchangeLoginToken,
      );
      if (!token) throw new Error('exchangeLoginToken answered neither tokens nor an error');
      // The link is for the person it was sent to: whoever was signed in here is signed out first.
      if (useAuthStore.getState().refreshToken) await logout();
      adoptSession(queryClient, sessionTokensOf(token));
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

// Linking a bank, and signing in to a linked one again, from the person's side: a link token, Link (the
// sandbox's look-alike or the provider's own, BankLinkLauncher), then the public token exchanged (a new bank)
// or the login confirmed (update mode). What Link needs is `session`; what the page says afterwards (linked,
// signed in again, or how Link ended without it) is `notice` or `problem`.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { useExchangePublicToken } from '../api/exchange-public-token';
import { useLinkToken } from '../api/generate-link-token';
import type { PlaidItem } from '../api/get-plaid-items';
import { useConfirmPlaidUpdate } from '../api/update-plaid-item';
import { exitMessage } from '../lib/link-outcome';
import type { LinkRefusal, LinkSuccessMetadata } from '../lib/sandbox-link-api';

type Session = { token: string; repairing: PlaidItem | null };

export function useBankLink() {
  const { t } = useTranslation();
  const linkToken = useLinkToken();
  const exchange = useExchangePublicToken();
  const confirm = useConfirmPlaidUpdate();
  const [session, setSession] = useState<Session | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const failed = (error: unknown) => {
    const failure = failureOf(error);
    setProblem(
      failure.code || failure.message ? errorText(failure, t, { preferServer: true }) : t('errors.default'),
    );
  };

  /** Opens Link for a new bank, or (with an Item) to sign in to it again. */
  const open = async (repairing: PlaidItem | null = null) => {
    setNotice(null);
    setProblem(null);
    try {
      setSession({ token: await linkToken.mutateAsync(repairing?.id), repairing });
    } catch (error) {
      failed(error);
    }
  };

  const onSuccess = async (publicToken: string, metadata: LinkSuccessMetadata) => {
    const repairing = session?.repairing ?? null;
    setSession(null);
    try {
      if (repairing) {
        await confirm.mutateAsync(repairing.id);
        setNotice(t('bankLink.repaired', { bank: repairing.plaidInstitution.name }));
        return;
      }
      const account = metadata.accounts[0];
      if (!account) return;
      const linked = await exchange.mutateAsync({ publicToken, bankAccountId: account.id });
      setNotice(
        t('bankLink.linked', {
          bank: metadata.institution?.name ?? '',
          account: t('bankLink.account', { name: linked.name, mask: linked.mask }),
        }),
      );
    } catch (error) {
      failed(error);
    }
  };

  return {
    session,
    open: (repairing?: PlaidItem) => void open(repairing ?? null),
    opening: linkToken.isPending,
    working: exchange.isPending || confirm.isPending,
    onSuccess: (publicToken: string, metadata: LinkSuccessMetadata) => void onSuccess(publicToken, metadata),
    onExit: (error: LinkRefusal | null) => {
      const said = exitMessage(error, t, { bank: session?.repairing?.plaidInstitution.name });
      setSession(null);
      if (said.kind === 'problem') setProblem(said.text);
      else setNotice(said.text);
    },
    notice,
    problem,
    setNotice,
    setProblem,
  };
}

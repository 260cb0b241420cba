// A tiny typed GraphQL client: POST the document codegen generated (a string) to `${apiBase}/graphql`.
// Used through TanStack Query; response types come from codegen, never by hand. A signed-in session's requests
// carry `authorization: Bearer <access token>`, refreshed first when it is about to expire.
import type { TypedDocumentString } from '../../graphql/generated/graphql';
import { getAccessToken } from '../auth/session';
import { useAuthStore } from '../stores/auth';
import { useServiceStore } from '../stores/service';
import { isVerificationRequired, useSessionVerificationStore } from '../stores/session-verification';
import { apiUrl } from './api-base';
import {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  normaliseGraphQLError,
  type AppError,
  type GraphQLErrorPayload,
} from './app-error';

/** Codes that mean underwriting is offline: the app switches to the unscheduled maintenance screen. */
const UNDERWRITING_OFFLINE_CODES = new Set(['AURA_COMMON_ERROR', 'UNDERWRITING_DISABLED']);
/** Codes that end the session (spec: 401 or graph_api_unauthorized resets the session). */
const UNAUTHORIZED_CODES = new Set(['GRAPH_API_UNAUTHORIZED']);

interface GraphQLResponse<TResult> {
  data?: TResult | null;
  errors?: GraphQLErrorPayload[];
}

const unknownFailure: AppError = { code: null, message: DEFAULT_ERROR_MESSAGE, fullMessage: null };

function react(errors: readonly AppError[], status: number): void {
  const codes = errors.map((error) => error.code?.toUpperCase() ?? '');
  if (codes.some((code) => UNDERWRITING_OFFLINE_CODES.has(code))) {
    useServiceStore.getState().setUnderwritingOffline(true);
  }
  if (status === 401 || codes.some((code) => UNAUTHORIZED_CODES.has(code))) {
    const { refreshToken, reset } = useAuthStore.getState();
    reset({ expired: refreshToken !== null });
  } else if (codes.some(isVerificationRequired)) {
    // A verified-level call from a session not verified yet: the app sends the person through the phone code.
    useSessionVerificationStore.getState().require();
  }
}

async function readJson<TResult>(response: Response): Promise<GraphQLResponse<TResult> | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as GraphQLResponse<TResult>) : null;
  } catch {
    return null;
  }
}

export async function execute<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const accessToken = await getAccessToken();
  let response: Response;
  try {
    response = await fetch(apiUrl('/graphql'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
    });
  } catch {
    throw new ApiError([unknownFailure]);
  }

  const body = await readJson<TResult>(response);
  const errors =
    Array.isArray(body?.errors) && body.errors.length > 0 ? body.errors.map(normaliseGraphQLError) : [];
  if (errors.length > 0 || !response.ok || !body?.data) {
    const failures = errors.length > 0 ? errors : [unknownFailure];
    react(failures, response.status);
    throw new ApiError(failures, response.status);
  }
  return body.data;
}

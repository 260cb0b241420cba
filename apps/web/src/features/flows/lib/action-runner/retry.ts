// Retrying the form calls while the server answers a polling code (spec 001 §9): delay n = retryDelay x
// (1 + backoff)^n seconds, giving up with RETRY_TIMEOUT_EXCEEDED once retryTimeout would pass.
import { RETRY_CONDITIONS, type RetryArguments } from '@wysh/forms/constants';
import type { FetchFormInput } from '../../../../graphql/generated/graphql';
import type { FetchedForm } from '../../api/fetch-form';
import { codeOf, toFailure, type ActionFailure } from './outcomes';
import type { ActionDeps } from './types';

export const RETRY_TIMEOUT_EXCEEDED = 'RETRY_TIMEOUT_EXCEEDED';

/** delay n = retryDelay x (1 + backoff)^n seconds: 0.5, 0.625, 0.78... by default. In milliseconds. */
export function retryDelayMs(retry: RetryArguments, attempt: number): number {
  return retry.retryDelay * (1 + retry.retryBackoffFactor) ** attempt * 1000;
}

export const isRetryCode = (code: string | null): boolean =>
  code !== null && (RETRY_CONDITIONS as readonly string[]).includes(code);

/**
 * fetchForm, again while it answers a retry code. `firstAttempt` > 0 when an earlier answer (createResponse's
 * next form) already was one.
 */
export async function fetchWithRetry(
  deps: ActionDeps,
  input: FetchFormInput,
  retry: RetryArguments,
  firstAttempt = 0,
): Promise<{ ok: true; fetched: FetchedForm } | { ok: false; failure: ActionFailure }> {
  const started = deps.clock.now();
  for (let attempt = firstAttempt; ; attempt += 1) {
    if (attempt > 0) {
      const delay = retryDelayMs(retry, attempt - 1);
      if (deps.clock.now() - started + delay > retry.retryTimeout * 1000)
        return {
          ok: false,
          failure: {
            code: RETRY_TIMEOUT_EXCEEDED,
            message: RETRY_TIMEOUT_EXCEEDED,
            fullMessage: null,
            fields: [],
          },
        };
      await deps.clock.sleep(delay);
    }
    try {
      return { ok: true, fetched: await deps.api.fetchForm(input) };
    } catch (error) {
      if (!isRetryCode(codeOf(error))) return { ok: false, failure: toFailure(error) };
    }
  }
}

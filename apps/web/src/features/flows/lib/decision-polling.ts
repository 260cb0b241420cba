// Polling for the underwriting decision (spec 000 §4 "Polling ... default 15 tries, 2000 ms", spec 001 §8):
// DYNAMIC_FORMS_POLLING (and the other retry codes) and a lost connection mean "not yet", asked again after
// the interval; AURA_COMMON_ERROR and UNDERWRITING_DISABLED mean underwriting is offline; any other refusal, or
// the tries running out, is a failure (the failed screen).
import { RETRY_CONDITIONS } from '@wysh/forms/constants';
import { ApiError } from '../../../shared/lib/app-error';
import { UserErrorFailure } from '../../../shared/lib/user-error';

export const DECISION_POLL_TRIES = 15;
export const DECISION_POLL_INTERVAL_MS = 2000;
export const UNDERWRITING_OFFLINE_CODES: readonly string[] = ['AURA_COMMON_ERROR', 'UNDERWRITING_DISABLED'];

export type DecisionPoll =
  { kind: 'decided'; outcome: string } | { kind: 'offline' } | { kind: 'failed' } | { kind: 'timed-out' };

function codeOf(error: unknown): string | null {
  if (error instanceof UserErrorFailure) return error.code;
  if (error instanceof ApiError) return error.errors[0]?.code?.toUpperCase() ?? null;
  return null;
}

const isRetry = (error: unknown, code: string | null): boolean =>
  (code !== null && (RETRY_CONDITIONS as readonly string[]).includes(code)) ||
  (error instanceof ApiError && code === null);

export async function pollDecision(deps: {
  submit: () => Promise<string>;
  sleep: (ms: number) => Promise<void>;
  /** False once the screen has gone: stop asking. */
  active: () => boolean;
  tries?: number;
  intervalMs?: number;
}): Promise<DecisionPoll> {
  const tries = deps.tries ?? DECISION_POLL_TRIES;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (attempt > 0) await deps.sleep(deps.intervalMs ?? DECISION_POLL_INTERVAL_MS);
    if (!deps.active()) return { kind: 'failed' };
    try {
      return { kind: 'decided', outcome: await deps.submit() };
    } catch (error) {
      const code = codeOf(error);
      if (code !== null && UNDERWRITING_OFFLINE_CODES.includes(code)) return { kind: 'offline' };
      if (!isRetry(error, code)) return { kind: 'failed' };
    }
  }
  return { kind: 'timed-out' };
}

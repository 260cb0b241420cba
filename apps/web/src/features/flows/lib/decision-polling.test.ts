// Polling for the decision: retry codes and a lost connection are "not yet", 15 tries 2000 ms apart; the
// offline codes stop at once; another refusal fails.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/lib/app-error';
import { UserErrorFailure } from '../../../shared/lib/user-error';
import { DECISION_POLL_INTERVAL_MS, DECISION_POLL_TRIES, pollDecision } from './decision-polling';

const refusal = (code: string) => new UserErrorFailure({ code, message: code, fields: [] });

function setup(answers: Array<string | Error>) {
  const submit = vi.fn(async () => {
    const next = answers.shift() ?? refusal('DYNAMIC_FORMS_POLLING');
    if (next instanceof Error) throw next;
    return next;
  });
  const sleep = vi.fn(async () => {});
  return { submit, sleep, poll: () => pollDecision({ submit, sleep, active: () => true }) };
}

describe('pollDecision', () => {
  it('answers the outcome as soon as it is decided', async () => {
    const { poll, sleep } = setup(['ad_only']);
    expect(await poll()).toEqual({ kind: 'decided', outcome: 'ad_only' });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('asks again every 2000 ms while the server answers DYNAMIC_FORMS_POLLING or the connection drops', async () => {
    const { poll, sleep, submit } = setup([
      refusal('DYNAMIC_FORMS_POLLING'),
      new ApiError([{ code: null, message: 'offline', fullMessage: null }]),
      'accepted',
    ]);
    expect(await poll()).toEqual({ kind: 'decided', outcome: 'accepted' });
    expect(submit).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(DECISION_POLL_INTERVAL_MS);
  });

  it('times out after 15 tries', async () => {
    const { poll, submit } = setup([]);
    expect(await poll()).toEqual({ kind: 'timed-out' });
    expect(submit).toHaveBeenCalledTimes(DECISION_POLL_TRIES);
  });

  it.each(['UNDERWRITING_DISABLED', 'AURA_COMMON_ERROR'])('stops at once on %s: offline', async (code) => {
    const { poll, submit } = setup([refusal(code)]);
    expect(await poll()).toEqual({ kind: 'offline' });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('fails on another refusal', async () => {
    const { poll } = setup([refusal('INTERVIEW_INCOMPLETE')]);
    expect(await poll()).toEqual({ kind: 'failed' });
  });
});

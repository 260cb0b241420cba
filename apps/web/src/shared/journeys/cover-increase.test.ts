import { describe, expect, it } from 'vitest';
import { fakeAccessToken, signInAs } from '../../testing/auth';
import { answer } from '../../testing/graphql';
import { activeJourney, useJourneyStore } from '../stores/journey';
import { useModalStore } from '../stores/modal';
import { coverIncreaseJourney, coverIncreaseJourneyKey, increasedPolicyOf } from './cover-increase';
import { finishCoverIncrease } from './finish';
import { UNDERWRITING_INTERVIEW_FORMS } from './fulfillment';
import { enterCoverIncrease, resumeSaved, startOver } from './launch';
import { journeyByKey } from './registry';
import { startJourney, type JourneyFacts } from './runtime';
import { readSavedJourney } from './saved-progress';

const facts: JourneyFacts = { flags: new Set(), hasActivePhone: true, holdsPolicy: true };
const status = () => useJourneyStore.getState().status;
const CONFIRM = '/products/insurance/confirm-update';

const standing = (status: string | null, id = 'policy-1') =>
  answer('CoverIncreaseStanding', () => ({
    userPolicy: { id, coverIncrease: status ? { id: 'ci-1', status } : null },
  }));

describe('the cover-increase journey (spec 001 §4.1: under coverage_adjustment the interview leads to confirm-update)', () => {
  it('is one journey per policy, found again by its key for a restore', () => {
    expect(coverIncreaseJourneyKey('policy-1')).toBe('cover-increase:policy-1');
    expect(increasedPolicyOf('cover-increase:policy-1')).toBe('policy-1');
    expect(increasedPolicyOf('reinstatement:policy-1')).toBeNull();
    expect(increasedPolicyOf('cover-increase:../x')).toBeNull();
    expect(journeyByKey('cover-increase:policy-1')?.steps.map((step) => step.path)).toEqual([
      '/flow/underwriting-interview',
      CONFIRM,
    ]);
  });

  it('runs the interview in the coverage_adjustment scope, then confirm-update: no loader, no trivia', () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-1') });
    expect(startJourney(coverIncreaseJourney('policy-1'), facts)).toBe('/flow/underwriting-interview');
    expect(status()).toMatchObject({
      journey: 'cover-increase:policy-1',
      flowScope: 'coverage_adjustment',
      backLeaves: true,
    });
    useJourneyStore.getState().setFormSlug('tobacco');
    expect(status()?.progress).toBe(
      Math.round(
        ((UNDERWRITING_INTERVIEW_FORMS.indexOf('tobacco') + 1) * 100) / UNDERWRITING_INTERVIEW_FORMS.length,
      ),
    );
    useJourneyStore.getState().setFormSlug(null);
    expect(activeJourney()!.next()).toBe(CONFIRM);
    expect(status()).toMatchObject({ step: 'confirm-update', flowScope: null });
    // Back from confirm-update: the interview again (its answers are the server's).
    expect(activeJourney()!.back()).toBe('/flow/underwriting-interview');
    expect(activeJourney()!.next()).toBe(CONFIRM);
  });

  it('completes quietly once confirm-update has a decision: nothing is offered back afterwards', () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-2') });
    startJourney(coverIncreaseJourney('policy-2'), facts);
    activeJourney()!.next();
    finishCoverIncrease('policy-2');
    expect(activeJourney()).toBeNull();
    expect(useModalStore.getState().name).toBeNull();
    expect(readSavedJourney('user-2')).toMatchObject({
      journey: 'cover-increase:policy-2',
      completed: true,
      path: '/products/insurance',
    });
  });

  it('records progress left earlier as completed when confirm-update is reached outside the journey', () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-3') });
    startJourney(coverIncreaseJourney('policy-3'), facts);
    activeJourney()!.exit();
    finishCoverIncrease('policy-9');
    expect(readSavedJourney('user-3')?.completed).toBe(false);
    finishCoverIncrease('policy-3');
    expect(readSavedJourney('user-3')?.completed).toBe(true);
  });

  it('enters afresh at the interview once more cover is asked for, with the scope in the navigation state', async () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-4') });
    startJourney(coverIncreaseJourney('policy-4'), facts);
    activeJourney()!.next();
    activeJourney()!.exit();
    expect(await enterCoverIncrease('policy-4')).toEqual({
      to: '/flow/underwriting-interview',
      state: { flowScope: 'coverage_adjustment' },
    });
    expect(status()?.journey).toBe('cover-increase:policy-4');
    activeJourney()!.exit();
  });

  it('resumes the interview while the request waits for it; otherwise confirm-update tells where it stands', async () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-5') });
    startJourney(coverIncreaseJourney('policy-1'), facts);
    activeJourney()!.exit();
    standing('UNDERWRITING');
    expect(await resumeSaved()).toMatchObject({ to: '/flow/underwriting-interview' });
    activeJourney()!.exit();

    standing('OFFERED');
    expect(await resumeSaved()).toEqual({ to: CONFIRM });
    expect(readSavedJourney('user-5')).toBeNull();
  });

  it('starts an unfinished increase over at the coverage editor, its progress forgotten', async () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-6') });
    startJourney(coverIncreaseJourney('policy-6'), facts);
    activeJourney()!.exit();
    expect(await startOver()).toEqual({ to: '/edit-coverage/policy' });
    expect(readSavedJourney('user-6')).toBeNull();
  });
});

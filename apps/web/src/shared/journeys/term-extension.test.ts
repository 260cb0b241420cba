import { describe, expect, it } from 'vitest';
import { fakeAccessToken, signInAs } from '../../testing/auth';
import { answer } from '../../testing/graphql';
import { activeJourney, useJourneyStore } from '../stores/journey';
import { finishTermExtension } from './finish';
import { enterTermExtension, resumeSaved, startOver } from './launch';
import { journeyByKey } from './registry';
import { startJourney, type JourneyFacts } from './runtime';
import { readSavedJourney } from './saved-progress';
import { extendedPolicyOf, termExtensionJourney, termExtensionJourneyKey } from './term-extension';

const facts: JourneyFacts = { flags: new Set(), hasActivePhone: true, holdsPolicy: true };
const status = () => useJourneyStore.getState().status;
const CONFIRM = '/products/insurance/confirm-update';

const standing = (status: string | null, id = 'policy-1') =>
  answer('TermExtensionStanding', () => ({
    userPolicy: { id, termExtension: { request: status ? { id: 'te-1', status } : null } },
  }));

describe('the term-extension journey (issue 27 item 4: the check-up under coverage_adjustment, then confirm-update)', () => {
  it('is one journey per policy, found again by its key for a restore', () => {
    expect(termExtensionJourneyKey('policy-1')).toBe('term-extension:policy-1');
    expect(extendedPolicyOf('term-extension:policy-1')).toBe('policy-1');
    expect(extendedPolicyOf('cover-increase:policy-1')).toBeNull();
    expect(extendedPolicyOf('term-extension:../x')).toBeNull();
    expect(journeyByKey('term-extension:policy-1')?.steps.map((step) => step.path)).toEqual([
      '/flow/underwriting-interview',
      CONFIRM,
    ]);
  });

  it('enters afresh at the check-up in the coverage_adjustment scope, then confirm-update', async () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-1') });
    expect(await enterTermExtension('policy-1')).toEqual({
      to: '/flow/underwriting-interview',
      state: { flowScope: 'coverage_adjustment' },
    });
    expect(status()).toMatchObject({ journey: 'term-extension:policy-1', flowScope: 'coverage_adjustment' });
    expect(activeJourney()!.next()).toBe(CONFIRM);
    finishTermExtension('policy-1');
    expect(activeJourney()).toBeNull();
    expect(readSavedJourney('user-1')).toMatchObject({ journey: 'term-extension:policy-1', completed: true });
  });

  it('resumes the check-up while the request waits for it; otherwise confirm-update tells where it stands', async () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-2') });
    startJourney(termExtensionJourney('policy-1'), facts);
    activeJourney()!.exit();
    standing('UNDERWRITING');
    expect(await resumeSaved()).toMatchObject({ to: '/flow/underwriting-interview' });
    activeJourney()!.exit();

    standing('OFFERED');
    expect(await resumeSaved()).toEqual({ to: CONFIRM });
    expect(readSavedJourney('user-2')).toBeNull();
  });

  it('starts an unfinished extension over at the policyholder home, its progress forgotten', async () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-3') });
    startJourney(termExtensionJourney('policy-3'), facts);
    activeJourney()!.exit();
    expect(await startOver()).toEqual({ to: '/products/insurance' });
    expect(readSavedJourney('user-3')).toBeNull();
  });
});

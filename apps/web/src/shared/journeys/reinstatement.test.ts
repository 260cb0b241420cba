import { describe, expect, it } from 'vitest';
import { fakeAccessToken, signInAs } from '../../testing/auth';
import { activeJourney, useJourneyStore } from '../stores/journey';
import { useModalStore } from '../stores/modal';
import { startOver } from './launch';
import { journeyByKey } from './registry';
import {
  REINSTATEMENT_PROGRESS_STEPS,
  reinstatedPolicyOf,
  reinstatementJourney,
  reinstatementJourneyKey,
} from './reinstatement';
import { reinstatingPolicyId } from './reinstating';
import { resumeJourney, startJourney, type JourneyFacts } from './runtime';
import { readSavedJourney } from './saved-progress';

const facts: JourneyFacts = { flags: new Set(), hasActivePhone: true, holdsPolicy: false };
const status = () => useJourneyStore.getState().status;
const offer = '/fulfillment/reinstatement/policy-1';

describe('the reinstatement journey (spec 001 §4.4)', () => {
  it('is one journey per policy, found again by its key for a restore', () => {
    expect(reinstatementJourneyKey('policy-1')).toBe('reinstatement:policy-1');
    expect(reinstatedPolicyOf('reinstatement:policy-1')).toBe('policy-1');
    expect(reinstatedPolicyOf('fulfillment')).toBeNull();
    expect(reinstatedPolicyOf('reinstatement:../x')).toBeNull();
    expect(journeyByKey('reinstatement:policy-1')?.steps.map((step) => step.path)).toEqual([
      '/flow/insurance-profile',
      '/flow/underwriting-interview',
      '/flow/post-underwriting',
      offer,
      `${offer}/purchase`,
    ]);
    expect(journeyByKey('fulfillment')?.key).toBe('fulfillment');
    expect(journeyByKey('onboarding')).toBeNull();
  });

  it('counts the profile and interview questions, then quote-review-route and purchase-reinstated-policy', () => {
    expect(REINSTATEMENT_PROGRESS_STEPS.slice(0, 3)).toEqual([
      'insurance-profile',
      'insurance-profile-review-screen',
      'have_a_license',
    ]);
    expect(REINSTATEMENT_PROGRESS_STEPS.slice(-3)).toEqual([
      'interview-review',
      'quote-review-route',
      'purchase-reinstated-policy',
    ]);
  });

  it('runs the profile and the interview in the reinstatement scope, the offer after the decision, and back from the purchase to the offer', () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-1') });
    expect(startJourney(reinstatementJourney('policy-1'), facts)).toBe('/flow/insurance-profile');
    expect(status()).toMatchObject({
      journey: 'reinstatement:policy-1',
      step: 'insurance-profile',
      flowScope: 'reinstatement',
      backLeaves: true,
    });
    expect(reinstatingPolicyId()).toBe('policy-1');
    expect(activeJourney()!.next()).toBe('/flow/underwriting-interview');
    expect(status()?.flowScope).toBe('reinstatement');
    expect(activeJourney()!.next()).toBe('/flow/post-underwriting');
    expect(status()?.backLeaves).toBe(true);
    expect(activeJourney()!.next()).toBe(offer);
    const atOffer = status()!.progress!;
    expect(atOffer).toBe(
      Math.round(
        ((REINSTATEMENT_PROGRESS_STEPS.indexOf('quote-review-route') + 1) * 100) /
          REINSTATEMENT_PROGRESS_STEPS.length,
      ),
    );
    expect(status()?.backLeaves).toBe(true);
    expect(activeJourney()!.next()).toBe(`${offer}/purchase`);
    expect(status()?.progress).toBe(100);
    expect(activeJourney()!.back()).toBe(offer);
    expect(activeJourney()!.next()).toBe(`${offer}/purchase`);
    // Paid: completed, without JourneyCompleted (the confirmation says it).
    expect(activeJourney()!.next()).toBe('/');
    expect(activeJourney()).toBeNull();
    expect(useModalStore.getState().name).toBeNull();
    expect(readSavedJourney('user-1')).toMatchObject({ journey: 'reinstatement:policy-1', completed: true });
  });

  it('resumes saved progress at the step it was at, unless the policy is in force again', () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-2') });
    startJourney(reinstatementJourney('policy-9'), facts);
    activeJourney()!.next();
    const saved = readSavedJourney('user-2')!;
    activeJourney()!.exit();
    expect(saved).toMatchObject({ journey: 'reinstatement:policy-9', path: '/flow/underwriting-interview' });
    expect(resumeJourney(saved, facts)).toBe('/flow/underwriting-interview');
    expect(status()?.journey).toBe('reinstatement:policy-9');
    activeJourney()!.exit();
    expect(resumeJourney(saved, { ...facts, holdsPolicy: true })).toBe('/');
  });

  it("starts an unfinished reinstatement over at its policy's page, its progress forgotten", async () => {
    signInAs('verified', { accessToken: fakeAccessToken(undefined, 'user-3') });
    startJourney(reinstatementJourney('policy-5'), facts);
    activeJourney()!.exit();
    expect(readSavedJourney('user-3')?.journey).toBe('reinstatement:policy-5');
    expect(await startOver()).toEqual({ to: '/fulfillment/reinstatement/policy-5' });
    expect(readSavedJourney('user-3')).toBeNull();
  });
});

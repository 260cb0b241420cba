import { describe, expect, it } from 'vitest';
import { fakeAccessToken, signInAs } from '../../testing/auth';
import { useAuthStore } from '../stores/auth';
import { activeJourney, useJourneyStore } from '../stores/journey';
import { journeyFlowScope, journeyNext } from './navigation';
import { useModalStore } from '../stores/modal';
import {
  fulfillmentJourney,
  type AppJourney,
  FULFILLMENT_PROGRESS_STEPS,
  SKIP_PHONE_FLAG,
} from './fulfillment';
import { finishFulfillment } from './finish';
import { followLocation, recordIfFinished, resumeJourney, startJourney, type JourneyFacts } from './runtime';
import { readSavedJourney, savedJourneyKey, type SavedJourney } from './saved-progress';

const facts: JourneyFacts = { flags: new Set(), hasActivePhone: false, holdsPolicy: false };
const status = () => useJourneyStore.getState().status;

function signIn(level: 'identified' | 'verified', userId = 'user-1') {
  signInAs(level, { accessToken: fakeAccessToken(undefined, userId) });
}

function savedAt(steps: SavedJourney['position']['steps'], path: string): SavedJourney {
  return {
    journey: 'fulfillment',
    kind: 'fulfillment',
    position: { steps },
    path,
    completed: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('a running journey', () => {
  it('registers its controls and status, and saves where the user is under their own key', () => {
    signIn('verified');
    expect(startJourney(fulfillmentJourney, facts)).toBe('/onboarding/honesty-pledge');
    expect(activeJourney()).not.toBeNull();
    expect(status()).toEqual({
      journey: 'fulfillment',
      kind: 'fulfillment',
      step: 'honesty-pledge',
      path: '/onboarding/honesty-pledge',
      flowScope: null,
      progress: Math.round(100 / FULFILLMENT_PROGRESS_STEPS.length),
      backLeaves: true,
    });
    const raw = localStorage.getItem('wysh.journey.user-1');
    expect(JSON.parse(raw!)).toEqual({
      journey: 'fulfillment',
      kind: 'fulfillment',
      position: { steps: [{ step: 'honesty-pledge', section: null }] },
      path: '/onboarding/honesty-pledge',
      completed: false,
      updatedAt: expect.any(String),
    });
  });

  it('moves on and back, saving every move, and gives flow steps their scope', () => {
    signIn('verified');
    startJourney(fulfillmentJourney, facts);
    expect(journeyNext()).toEqual({ to: '/onboarding/eligibility' });
    expect(journeyNext()).toEqual({ to: '/flow/onboarding-intro', state: { flowScope: 'new_policy' } });
    expect(journeyFlowScope('/flow/onboarding-intro')).toBe('new_policy');
    expect(journeyFlowScope('/flow/other')).toBeNull();
    expect(readSavedJourney('user-1')!.path).toBe('/flow/onboarding-intro');
    expect(activeJourney()!.back()).toBe('/onboarding/eligibility');
    expect(readSavedJourney('user-1')!.path).toBe('/onboarding/eligibility');
    expect(status()!.backLeaves).toBe(false);
  });

  it('counts the form a flow step shows towards progress', () => {
    signIn('verified');
    startJourney(fulfillmentJourney, facts);
    for (let i = 0; i < 3; i += 1) activeJourney()!.next();
    expect(status()!.path).toBe('/flow/insurance-profile');
    const before = status()!.progress!;
    useJourneyStore.getState().setFormSlug('insurance-profile-review-screen');
    expect(status()!.progress).toBeGreaterThan(before);
  });

  it('starts a visitor at create account and saves nothing until an account exists', () => {
    expect(startJourney(fulfillmentJourney, facts)).toBe('/create-account');
    expect(localStorage.length).toBe(0);
    signIn('identified', 'new-user');
    expect(activeJourney()!.next()).toBe('/create-phone');
    expect(readSavedJourney('new-user')!.position.steps).toEqual([
      { step: 'registration', section: 'create-phone' },
    ]);
  });

  it('skips the phone steps with the feature flag', () => {
    signIn('identified');
    expect(startJourney(fulfillmentJourney, { ...facts, flags: new Set([SKIP_PHONE_FLAG]) })).toBe(
      '/onboarding/honesty-pledge',
    );
  });

  it('records completion and stops; the exit path is "/"; the purchase ends it without JourneyCompleted', () => {
    signIn('verified');
    startJourney(fulfillmentJourney, facts);
    let path = '';
    for (let i = 0; i < 9 && activeJourney(); i += 1) path = activeJourney()!.next();
    expect(path).toBe('/');
    expect(activeJourney()).toBeNull();
    expect(status()).toBeNull();
    expect(readSavedJourney('user-1')).toMatchObject({ completed: true });
    // The confirmation said it all: no "You've completed your application" on top of it.
    expect(useModalStore.getState().name).toBeNull();
  });

  it('opens JourneyCompleted when a journey ends at a step that does not say it all itself', () => {
    signIn('verified');
    const short: AppJourney = {
      key: 'fulfillment',
      kind: 'fulfillment',
      exitPath: '/',
      steps: [{ key: 'only', path: '/only' }],
    };
    startJourney(short, facts);
    expect(activeJourney()!.next()).toBe('/');
    expect(useModalStore.getState().name).toBe('JourneyCompleted');
  });

  it('exit stops it and keeps its progress; end forgets the progress', () => {
    signIn('verified');
    startJourney(fulfillmentJourney, facts);
    expect(activeJourney()!.exit()).toBe('/');
    expect(status()).toBeNull();
    expect(readSavedJourney('user-1')).not.toBeNull();

    startJourney(fulfillmentJourney, facts);
    expect(activeJourney()!.end()).toBe('/');
    expect(status()).toBeNull();
    expect(localStorage.getItem(savedJourneyKey('user-1'))).toBeNull();
  });

  it('keeps each user to their own progress', () => {
    signIn('verified', 'ann');
    startJourney(fulfillmentJourney, facts);
    activeJourney()!.next();
    useAuthStore.getState().reset();
    signIn('verified', 'bob');
    startJourney(fulfillmentJourney, facts);
    expect(readSavedJourney('ann')!.path).toBe('/onboarding/eligibility');
    expect(readSavedJourney('bob')!.path).toBe('/onboarding/honesty-pledge');
  });

  it('is forgotten when the session ends: the store empties and the old controls do nothing', () => {
    signIn('verified');
    startJourney(fulfillmentJourney, facts);
    const controls = activeJourney()!;
    useAuthStore.getState().reset({ expired: true });
    expect(useJourneyStore.getState()).toMatchObject({ controls: null, status: null, immersive: false });
    signIn('verified');
    expect(controls.next()).toBe('/');
    expect(controls.back()).toBeNull();
    expect(status()).toBeNull();
    // The saved progress of the user stays for their next visit.
    expect(readSavedJourney('user-1')!.path).toBe('/onboarding/honesty-pledge');
  });
});

describe('finishing: the application bought (issue 23 item 11)', () => {
  const toPurchase = () => {
    signIn('verified');
    startJourney(fulfillmentJourney, facts);
    while (status()!.path !== '/flow/purchase-policy') activeJourney()!.next();
  };

  it('records the running journey completed at once, while its confirmation still shows', () => {
    toPurchase();
    finishFulfillment();
    expect(status()!.path).toBe('/flow/purchase-policy');
    expect(readSavedJourney('user-1')).toMatchObject({ completed: true, path: '/' });
    // Left by the header or the address bar rather than the confirmation's button: still completed.
    expect(followLocation('/flow/post-underwriting')).toBe('moved');
    expect(readSavedJourney('user-1')).toMatchObject({ completed: true });
    activeJourney()!.exit();
    expect(readSavedJourney('user-1')).toMatchObject({ completed: true });
    expect(useModalStore.getState().name).toBeNull();
  });

  it('completes quietly when the confirmation moves it on', () => {
    toPurchase();
    finishFulfillment();
    expect(activeJourney()!.next()).toBe('/');
    expect(activeJourney()).toBeNull();
    expect(useModalStore.getState().name).toBeNull();
  });

  it('records progress left earlier as completed when the purchase happens outside the journey', () => {
    signIn('verified');
    startJourney(fulfillmentJourney, facts);
    activeJourney()!.exit();
    expect(readSavedJourney('user-1')).toMatchObject({ completed: false });
    finishFulfillment();
    expect(readSavedJourney('user-1')).toMatchObject({ completed: true, path: '/' });
  });

  it('takes saved progress of someone holding a policy as completed: recorded, never resumed mid-way', () => {
    signIn('verified');
    const saved = savedAt([{ step: 'eligibility-checklist', section: null }], '/onboarding/eligibility');
    expect(recordIfFinished(saved, facts)).toBe(false);
    expect(localStorage.getItem(savedJourneyKey('user-1'))).toBeNull();
    expect(recordIfFinished(saved, { ...facts, holdsPolicy: true })).toBe(true);
    expect(readSavedJourney('user-1')).toMatchObject({ completed: true, path: '/' });

    expect(resumeJourney(saved, { ...facts, holdsPolicy: true })).toBe('/');
    expect(status()).toBeNull();
    expect(useModalStore.getState()).toMatchObject({ name: 'JourneyCompleted' });
  });
});

describe('resuming', () => {
  it('resumes at the saved step', () => {
    signIn('verified');
    const path = resumeJourney(savedAt([{ step: 'eligibility-checklist', section: null }], '/x'), facts);
    expect(path).toBe('/onboarding/eligibility');
    expect(status()!.step).toBe('eligibility-checklist');
  });

  it('moves on when the saved step no longer applies (signed in since create account)', () => {
    signIn('verified');
    const saved = savedAt([{ step: 'registration', section: 'create-account' }], '/create-account');
    expect(resumeJourney(saved, facts)).toBe('/onboarding/honesty-pledge');
  });

  it('forgets progress its journey no longer knows', () => {
    signIn('verified');
    localStorage.setItem(savedJourneyKey('user-1'), '{}');
    expect(resumeJourney(savedAt([{ step: 'gone', section: null }], '/gone'), facts)).toBeNull();
    expect(localStorage.getItem(savedJourneyKey('user-1'))).toBeNull();
    expect(resumeJourney({ ...savedAt([], '/'), journey: 'unknown' }, facts)).toBeNull();
    expect(status()).toBeNull();
  });
});

describe('following the location', () => {
  it('stays on the current step, moves to another step the browser went to, and tells the rest apart', () => {
    signIn('verified');
    startJourney(fulfillmentJourney, facts);
    activeJourney()!.next();
    expect(followLocation('/onboarding/eligibility')).toBe('current');
    expect(followLocation('/onboarding/honesty-pledge')).toBe('moved');
    expect(status()!.path).toBe('/onboarding/honesty-pledge');
    expect(followLocation('/create-account')).toBe('journey');
    expect(followLocation('/account')).toBe('elsewhere');
  });

  it("keeps the journey at the beneficiary step on the step's own pages, and only there", () => {
    signIn('verified');
    startJourney(fulfillmentJourney, facts);
    expect(followLocation('/beneficiary/select-type/wysh-insurance/primary')).toBe('elsewhere');
    while (status()!.path !== '/flow/beneficiary') activeJourney()!.next();
    expect(followLocation('/beneficiary/select-type/wysh-insurance/primary')).toBe('journey');
    expect(followLocation('/beneficiary/allocation/wysh-insurance')).toBe('journey');
    expect(status()!.path).toBe('/flow/beneficiary');
    expect(followLocation('/flow/beneficiary')).toBe('current');
    expect(followLocation('/account')).toBe('elsewhere');
  });
});

describe('saved progress', () => {
  it('reads only well-formed entries', () => {
    localStorage.setItem(savedJourneyKey('u'), 'not json');
    expect(readSavedJourney('u')).toBeNull();
    localStorage.setItem(savedJourneyKey('u'), JSON.stringify({ ...savedAt([], '/'), kind: 'other' }));
    expect(readSavedJourney('u')).toBeNull();
    localStorage.setItem(
      savedJourneyKey('u'),
      JSON.stringify({ ...savedAt([], '/'), position: { steps: [{ step: 1 }] } }),
    );
    expect(readSavedJourney('u')).toBeNull();
    localStorage.setItem(savedJourneyKey('u'), JSON.stringify(savedAt([{ step: 'a', section: null }], '/a')));
    expect(readSavedJourney('u')!.path).toBe('/a');
  });
});

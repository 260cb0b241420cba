import { describe, expect, it } from 'vitest';
import {
  FULFILLMENT_PROGRESS_STEPS,
  SKIP_PHONE_FLAG,
  fulfillmentJourney,
  type JourneyContext,
} from './fulfillment';
import {
  assertValidJourney,
  back,
  backLeaves,
  current,
  fromSaved,
  holdsAt,
  locate,
  next,
  progress,
  start,
  toSaved,
  type JourneyDefinition,
  type JourneyState,
} from './machine';

type Context = { signedIn: boolean };
const signedIn = ({ signedIn }: Context) => signedIn;

const nested: JourneyDefinition<Context> = {
  key: 'inner',
  kind: 'onboarding',
  exitPath: '/inner-exit',
  steps: [
    { key: 'i1', path: '/i1' },
    { key: 'i2', path: '/i2' },
  ],
};

const journey: JourneyDefinition<Context> = {
  key: 'outer',
  kind: 'fulfillment',
  exitPath: '/',
  progressSteps: ['a', 'b', 'c', 'd'],
  steps: [
    { key: 'a', path: '/a', exit: true },
    {
      key: 'sections',
      progressKeys: [],
      sections: [
        { key: 's1', path: '/s1' },
        { key: 's2', path: '/s2', conditions: [signedIn] },
        { key: 's3', path: '/s3' },
      ],
    },
    { key: 'b', path: '/b', conditions: [signedIn] },
    { key: 'inner', journey: nested },
    { key: 'c', path: '/c', usesFormSlug: true, progressKeys: ['c', 'd'] },
    { key: 'e', path: '/e', backStep: 'a' },
  ],
};

function pathsForward(definition: JourneyDefinition<Context>, context: Context): string[] {
  const paths: string[] = [];
  let state = start(definition, context);
  while (!state.completed) {
    paths.push(current(definition, state)!.path);
    state = next(definition, state, context);
  }
  return paths;
}

function at(definition: JourneyDefinition<Context>, path: string, context: Context): JourneyState {
  const state = locate(definition, path, context);
  if (!state) throw new Error(`no position at ${path}`);
  return state;
}

describe('next', () => {
  it('advances sections first, skips what does not hold, runs the nested journey and returns to the parent', () => {
    expect(pathsForward(journey, { signedIn: true })).toEqual([
      '/a',
      '/s1',
      '/s2',
      '/s3',
      '/b',
      '/i1',
      '/i2',
      '/c',
      '/e',
    ]);
    expect(pathsForward(journey, { signedIn: false })).toEqual([
      '/a',
      '/s1',
      '/s3',
      '/i1',
      '/i2',
      '/c',
      '/e',
    ]);
  });

  it('re-reads the conditions at every move', () => {
    let state = at(journey, '/s1', { signedIn: false });
    state = next(journey, state, { signedIn: true });
    expect(current(journey, state)!.path).toBe('/s2');
  });

  it('completes the journey at its last step, and stays completed', () => {
    const last = at(journey, '/e', { signedIn: true });
    const done = next(journey, last, { signedIn: true });
    expect(done.completed).toBe(true);
    expect(current(journey, done)).toBeNull();
    expect(next(journey, done, { signedIn: true })).toBe(done);
    expect(back(journey, done, { signedIn: true })).toBeNull();
  });

  it('completes at a terminal step whatever follows it', () => {
    const withTerminal = {
      ...journey,
      steps: journey.steps.map((step) => (step.key === 'b' ? { ...step, terminal: true } : step)),
    };
    const done = next(withTerminal, at(withTerminal, '/b', { signedIn: true }), { signedIn: true });
    expect(done.completed).toBe(true);
  });

  it('a terminal step of a nested journey returns to the parent journey', () => {
    const terminalInner = {
      ...journey,
      steps: journey.steps.map((step) =>
        step.key === 'inner'
          ? {
              ...step,
              journey: { ...nested, steps: [{ ...nested.steps[0]!, terminal: true }, nested.steps[1]!] },
            }
          : step,
      ),
    };
    const moved = next(terminalInner, at(terminalInner, '/i1', { signedIn: true }), { signedIn: true });
    expect(current(terminalInner, moved)!.path).toBe('/c');
  });

  it('a journey with nothing to show is completed from the start', () => {
    const never: JourneyDefinition<Context> = {
      ...nested,
      steps: [{ key: 'x', path: '/x', conditions: [signedIn] }],
    };
    expect(start(never, { signedIn: false }).completed).toBe(true);
  });
});

describe('back', () => {
  it('goes to the previous section, then the previous step entered at its end', () => {
    const context = { signedIn: true };
    expect(current(journey, back(journey, at(journey, '/s3', context), context)!)!.path).toBe('/s2');
    expect(current(journey, back(journey, at(journey, '/b', context), context)!)!.path).toBe('/s3');
    expect(current(journey, back(journey, at(journey, '/c', context), context)!)!.path).toBe('/i2');
  });

  it("from a nested journey's first step, goes to the parent's previous step", () => {
    const context = { signedIn: false };
    expect(current(journey, back(journey, at(journey, '/i1', context), context)!)!.path).toBe('/s3');
  });

  it('follows a configured back step', () => {
    const context = { signedIn: true };
    expect(current(journey, back(journey, at(journey, '/e', context), context)!)!.path).toBe('/a');
  });

  it('leaves (null) from the first step', () => {
    expect(back(journey, start(journey, { signedIn: true }), { signedIn: true })).toBeNull();
  });
});

describe('progress', () => {
  const context = { signedIn: true };

  it('is the position of the current step among the progress steps, kept by steps that are not one', () => {
    expect(progress(journey, at(journey, '/a', context))).toBe(25);
    expect(progress(journey, at(journey, '/s2', context))).toBe(25);
    expect(progress(journey, at(journey, '/b', context))).toBe(50);
    expect(progress(journey, at(journey, '/i1', context))).toBe(50);
    expect(progress(journey, at(journey, '/c', context))).toBe(75);
    expect(progress(journey, at(journey, '/e', context))).toBe(100);
  });

  it("uses a flow step's form slug when it is one of the step's progress steps", () => {
    const state = at(journey, '/c', context);
    expect(progress(journey, state, 'd')).toBe(100);
    expect(progress(journey, state, 'some-other-form')).toBe(75);
    expect(progress(journey, at(journey, '/b', context), 'd')).toBe(50);
  });

  it('is null for a journey without progress steps', () => {
    expect(progress(nested, start(nested, context))).toBeNull();
  });
});

describe('positions', () => {
  it('tells an exit step from others', () => {
    expect(backLeaves(journey, at(journey, '/a', { signedIn: true }))).toBe(true);
    expect(backLeaves(journey, at(journey, '/b', { signedIn: true }))).toBe(false);
  });

  it('saves positions by key and rejects ones the definition no longer has', () => {
    const state = at(journey, '/i2', { signedIn: true });
    expect(toSaved(journey, state)).toEqual({
      steps: [
        { step: 'inner', section: null },
        { step: 'i2', section: null },
      ],
    });
    expect(fromSaved(journey, toSaved(journey, state)!)).toEqual(state);
    expect(fromSaved(journey, { steps: [{ step: 'gone', section: null }] })).toBeNull();
    expect(fromSaved(journey, { steps: [{ step: 'sections', section: 'gone' }] })).toBeNull();
    expect(fromSaved(journey, { steps: [{ step: 'inner', section: null }] })).toBeNull();
  });

  it('knows whether a position still holds', () => {
    const state = at(journey, '/b', { signedIn: true });
    expect(holdsAt(journey, state, { signedIn: true })).toBe(true);
    expect(holdsAt(journey, state, { signedIn: false })).toBe(false);
  });

  it('refuses definitions with a step that has nowhere (or several places) to show, or repeated keys', () => {
    expect(() => assertValidJourney(journey)).not.toThrow();
    expect(() => assertValidJourney({ ...nested, steps: [{ key: 'x' }] })).toThrow(/x needs exactly one/);
    expect(() =>
      assertValidJourney({ ...nested, steps: [{ key: 'x', path: '/x', journey: nested }] }),
    ).toThrow(/x needs exactly one/);
    expect(() =>
      assertValidJourney({
        ...nested,
        steps: [
          { key: 'x', path: '/x' },
          { key: 'x', path: '/y' },
        ],
      }),
    ).toThrow(/x appears twice/);
  });
});

describe('the fulfillment journey', () => {
  const context = (overrides: Partial<JourneyContext>): JourneyContext => ({
    authLevel: 'unidentified',
    flags: new Set(),
    hasActivePhone: false,
    holdsPolicy: false,
    ...overrides,
  });
  const firstPath = (overrides: Partial<JourneyContext>) =>
    current(fulfillmentJourney, start(fulfillmentJourney, context(overrides)))!.path;

  it('is a valid definition', () => {
    expect(() => assertValidJourney(fulfillmentJourney)).not.toThrow();
  });

  it('starts with registration for whoever is not verified, else the honesty pledge', () => {
    expect(firstPath({ authLevel: 'unidentified' })).toBe('/create-account');
    expect(firstPath({ authLevel: 'identified' })).toBe('/create-phone');
    expect(firstPath({ authLevel: 'identified', hasActivePhone: true })).toBe('/verify-session');
    expect(firstPath({ authLevel: 'identified', flags: new Set([SKIP_PHONE_FLAG]) })).toBe(
      '/onboarding/honesty-pledge',
    );
    expect(firstPath({ authLevel: 'verified' })).toBe('/onboarding/honesty-pledge');
  });

  it('runs registration, the pledge, the checklist, the flows, the ineligibility check, the beneficiaries, the interview, the post-underwriting flow and the purchase, then completes', () => {
    let level: JourneyContext['authLevel'] = 'unidentified';
    let state = start(fulfillmentJourney, context({ authLevel: level }));
    const seen = [current(fulfillmentJourney, state)!.path];
    const levels: Record<string, JourneyContext['authLevel']> = {
      '/create-account': 'identified',
      '/verify-session': 'verified',
    };
    for (;;) {
      level = levels[seen.at(-1)!] ?? level;
      state = next(fulfillmentJourney, state, context({ authLevel: level }));
      if (state.completed) break;
      seen.push(current(fulfillmentJourney, state)!.path);
    }
    expect(seen).toEqual([
      '/create-account',
      '/create-phone',
      '/verify-session',
      '/onboarding/honesty-pledge',
      '/onboarding/eligibility',
      '/flow/onboarding-intro',
      '/flow/insurance-profile',
      '/fulfillment/check-eligibility',
      '/flow/beneficiary',
      '/flow/underwriting-interview',
      '/flow/post-underwriting',
      '/flow/purchase-policy',
    ]);
  });

  it('never goes back into registration once signed in, and leaves from the honesty pledge', () => {
    const verified = context({ authLevel: 'verified' });
    const pledge = locate(fulfillmentJourney, '/onboarding/honesty-pledge', verified)!;
    expect(back(fulfillmentJourney, pledge, verified)).toBeNull();
    expect(backLeaves(fulfillmentJourney, pledge)).toBe(true);
    const phone = locate(fulfillmentJourney, '/verify-session', context({ authLevel: 'identified' }))!;
    expect(back(fulfillmentJourney, phone, context({ authLevel: 'identified' }))).not.toBeNull();
    expect(
      current(fulfillmentJourney, back(fulfillmentJourney, phone, context({ authLevel: 'identified' }))!)!
        .path,
    ).toBe('/create-phone');
  });

  it('runs its flows in the new_policy scope and counts the profile form slugs as progress', () => {
    const verified = context({ authLevel: 'verified' });
    const profile = locate(fulfillmentJourney, '/flow/insurance-profile', verified)!;
    expect(current(fulfillmentJourney, profile)!.step.flowScope).toBe('new_policy');
    const count = FULFILLMENT_PROGRESS_STEPS.length;
    expect(progress(fulfillmentJourney, profile, 'insurance-profile-name')).toBe(
      Math.round((2 / count) * 100),
    );
    expect(progress(fulfillmentJourney, profile, 'insurance-profile-review-screen')).toBe(
      Math.round((3 / count) * 100),
    );
    const pledge = locate(fulfillmentJourney, '/onboarding/honesty-pledge', verified)!;
    expect(progress(fulfillmentJourney, pledge)).toBe(Math.round((1 / count) * 100));
    const registration = start(fulfillmentJourney, context({}));
    expect(progress(fulfillmentJourney, registration)).toBe(0);
  });

  it('counts the interview questions as progress, and ends at 100% on a denied, failed or manual result', () => {
    const verified = context({ authLevel: 'verified' });
    const count = FULFILLMENT_PROGRESS_STEPS.length;
    const interview = locate(fulfillmentJourney, '/flow/underwriting-interview', verified)!;
    expect(current(fulfillmentJourney, interview)!.step.flowScope).toBe('new_policy');
    expect(progress(fulfillmentJourney, interview, 'have_a_license')).toBe(Math.round((5 / count) * 100));
    expect(progress(fulfillmentJourney, interview, 'interview-review')).toBe(
      Math.round(((FULFILLMENT_PROGRESS_STEPS.indexOf('interview-review') + 1) / count) * 100),
    );
    const results = locate(fulfillmentJourney, '/flow/post-underwriting', verified)!;
    expect(current(fulfillmentJourney, results)!.step.flowScope).toBe('new_policy');
    const reviewed = progress(fulfillmentJourney, results, 'interview-review');
    expect(progress(fulfillmentJourney, results, 'underwriting-results')).toBe(reviewed);
    expect(progress(fulfillmentJourney, results, 'underwriting-result-accepted')).toBe(reviewed);
    for (const slug of [
      'underwriting-result-manual',
      'underwriting-result-denied',
      'underwriting-result-failed',
    ])
      expect(progress(fulfillmentJourney, results, slug)).toBe(100);
    expect(reviewed).toBeLessThan(100);
  });
});

// Property tests of the step machine over random journeys: random steps (pages, sections, nested journeys),
// random conditions over a random context, random progress steps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  back,
  current,
  fromSaved,
  next,
  progress,
  start,
  toSaved,
  type Frame,
  type JourneyDefinition,
  type JourneyState,
  type StepDefinition,
} from './machine';

type Flag = 'a' | 'b' | 'c';
type Context = Record<Flag, boolean>;
type ConditionShape = { flag: Flag; value: boolean } | null;
type Body =
  | { kind: 'page' }
  | { kind: 'sections'; sections: ConditionShape[] }
  | { kind: 'journey'; steps: StepShape[] };
interface StepShape {
  condition: ConditionShape;
  terminal: boolean;
  body: Body;
}

const conditionShape: fc.Arbitrary<ConditionShape> = fc.option(
  fc.record({ flag: fc.constantFrom<Flag>('a', 'b', 'c'), value: fc.boolean() }),
  { nil: null },
);

const { steps: stepsShape } = fc.letrec<{ steps: StepShape[]; step: StepShape; body: Body }>((tie) => ({
  steps: fc.array(tie('step'), { minLength: 1, maxLength: 5 }),
  step: fc.record({ condition: conditionShape, terminal: fc.boolean(), body: tie('body') }),
  body: fc.oneof(
    { maxDepth: 2, depthIdentifier: 'journey' },
    fc.constant({ kind: 'page' as const }),
    fc.record({
      kind: fc.constant('sections' as const),
      sections: fc.array(conditionShape, { minLength: 1, maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('journey' as const), steps: tie('steps') }),
  ),
}));

const contextArb: fc.Arbitrary<Context> = fc.record({ a: fc.boolean(), b: fc.boolean(), c: fc.boolean() });

function conditionsOf(shape: ConditionShape) {
  return shape === null ? undefined : [(context: Context) => context[shape.flag] === shape.value];
}

interface BuildOptions {
  terminals: boolean;
}

function build(shapes: StepShape[], prefix: string, options: BuildOptions): StepDefinition<Context>[] {
  return shapes.map((shape, index) => {
    const key = `${prefix}${index}`;
    const common = {
      key,
      conditions: conditionsOf(shape.condition),
      terminal: options.terminals && shape.terminal,
    };
    if (shape.body.kind === 'page') return { ...common, path: `/${key}` };
    if (shape.body.kind === 'sections') {
      return {
        ...common,
        sections: shape.body.sections.map((condition, section) => ({
          key: `${key}s${section}`,
          path: `/${key}s${section}`,
          conditions: conditionsOf(condition),
        })),
      };
    }
    return {
      ...common,
      journey: {
        key: `${key}j`,
        kind: 'fulfillment',
        exitPath: '/',
        steps: build(shape.body.steps, `${key}.`, options),
      },
    };
  });
}

function journeyOf(shapes: StepShape[], options: BuildOptions, progressSteps?: string[]) {
  const journey: JourneyDefinition<Context> = {
    key: 'root',
    kind: 'fulfillment',
    exitPath: '/',
    steps: build(shapes, 's', options),
    progressSteps,
  };
  return journey;
}

/** Every position a person could be at, in journey order, by brute force over the definition. */
function eligiblePositions(journey: JourneyDefinition<Context>, context: Context): Frame[][] {
  const holds = (conditions: StepDefinition<Context>['conditions']) =>
    (conditions ?? []).every((condition) => condition(context));
  const walk = (steps: readonly StepDefinition<Context>[]): Frame[][] =>
    steps.flatMap((step, index) => {
      if (!holds(step.conditions)) return [];
      if (step.journey)
        return walk(step.journey.steps).map((inner) => [{ step: index, section: null }, ...inner]);
      if (step.sections) {
        return step.sections.flatMap((section, position) =>
          holds(section.conditions) ? [[{ step: index, section: position }]] : [],
        );
      }
      return [[{ step: index, section: null }]];
    });
  return walk(journey.steps);
}

/** Every condition on the way to the position holds. */
function allConditionsHold(journey: JourneyDefinition<Context>, state: JourneyState, context: Context) {
  let owner: JourneyDefinition<Context> | undefined = journey;
  for (const frame of state.frames) {
    const step: StepDefinition<Context> | undefined = owner?.steps[frame.step];
    if (!step) return false;
    if (!(step.conditions ?? []).every((condition) => condition(context))) return false;
    if (frame.section !== null) {
      const section = step.sections?.[frame.section];
      if (!section || !(section.conditions ?? []).every((condition) => condition(context))) return false;
    }
    owner = step.journey;
  }
  return true;
}

function walkForward(journey: JourneyDefinition<Context>, context: Context): JourneyState[] {
  const visited: JourneyState[] = [];
  let state = start(journey, context);
  for (let guard = 0; guard < 200 && !state.completed; guard += 1) {
    visited.push(state);
    state = next(journey, state, context);
  }
  expect(state.completed).toBe(true);
  return visited;
}

const noTerminals = { terminals: false };

describe('journey machine properties', () => {
  it('next visits every position whose conditions hold, in order, skipping none', () => {
    fc.assert(
      fc.property(stepsShape, contextArb, (shapes, context) => {
        const journey = journeyOf(shapes, noTerminals);
        const visited = walkForward(journey, context).map((state) => state.frames);
        expect(visited).toEqual(eligiblePositions(journey, context));
      }),
    );
  });

  it('never lands on a step or section whose conditions fail, terminal steps included', () => {
    fc.assert(
      fc.property(stepsShape, contextArb, (shapes, context) => {
        const journey = journeyOf(shapes, { terminals: true });
        for (const state of walkForward(journey, context)) {
          expect(allConditionsHold(journey, state, context)).toBe(true);
          expect(current(journey, state)).not.toBeNull();
        }
      }),
    );
  });

  it('a terminal step completes its journey: the parent moves on, or the whole journey completes', () => {
    fc.assert(
      fc.property(stepsShape, contextArb, (shapes, context) => {
        const journey = journeyOf(shapes, { terminals: true });
        for (const state of walkForward(journey, context)) {
          const here = current(journey, state)!;
          const frame = state.frames.at(-1)!;
          const laterSection = (here.step.sections ?? []).some(
            (section, index) =>
              index > (frame.section ?? -1) && (section.conditions ?? []).every((holds) => holds(context)),
          );
          if (!here.step.terminal || laterSection) continue;
          const moved = next(journey, state, context);
          const depth = state.frames.length - 1;
          if (!moved.completed) {
            // Still running: the level above moved (a root-level terminal step would have completed it all).
            expect(depth).toBeGreaterThan(0);
            expect(moved.frames.slice(0, depth)).not.toEqual(state.frames.slice(0, depth));
          }
        }
      }),
    );
  });

  it('back after next returns where you were, and back from the start leaves', () => {
    fc.assert(
      fc.property(stepsShape, contextArb, (shapes, context) => {
        const journey = journeyOf(shapes, noTerminals);
        const visited = walkForward(journey, context);
        visited.forEach((state, index) => {
          const moved = next(journey, state, context);
          if (!moved.completed) expect(back(journey, moved, context)).toEqual(state);
          if (index === 0) expect(back(journey, state, context)).toBeNull();
        });
      }),
    );
  });

  it('back walks the same positions as next, in reverse', () => {
    fc.assert(
      fc.property(stepsShape, contextArb, (shapes, context) => {
        const journey = journeyOf(shapes, noTerminals);
        const forward = walkForward(journey, context);
        const backward: JourneyState[] = [];
        let state: JourneyState | null = forward.at(-1) ?? null;
        while (state) {
          backward.push(state);
          state = back(journey, state, context);
        }
        expect(backward.reverse()).toEqual(forward);
      }),
    );
  });

  it('progress stays within 0-100 and never falls along next', () => {
    const withProgress = stepsShape.chain((shapes) => {
      const keys = journeyOf(shapes, noTerminals).steps.flatMap((step) => [
        step.key,
        ...(step.sections ?? []).map((section) => section.key),
      ]);
      return fc.tuple(fc.constant(shapes), fc.subarray(keys, { minLength: 1 }), contextArb);
    });
    fc.assert(
      fc.property(withProgress, ([shapes, progressSteps, context]) => {
        const journey = journeyOf(shapes, { terminals: true }, progressSteps);
        let previous = -1;
        for (const state of walkForward(journey, context)) {
          const value = progress(journey, state);
          expect(value).not.toBeNull();
          expect(value!).toBeGreaterThanOrEqual(0);
          expect(value!).toBeLessThanOrEqual(100);
          expect(value!).toBeGreaterThanOrEqual(previous);
          previous = value!;
        }
      }),
    );
  });

  it('a saved position restores to the same state', () => {
    fc.assert(
      fc.property(stepsShape, contextArb, (shapes, context) => {
        const journey = journeyOf(shapes, { terminals: true });
        for (const state of walkForward(journey, context)) {
          const saved = toSaved(journey, state);
          expect(saved).not.toBeNull();
          expect(fromSaved(journey, JSON.parse(JSON.stringify(saved)))).toEqual(state);
        }
      }),
    );
  });
});

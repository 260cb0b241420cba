// The journey step machine (spec 001 §4.4): pure functions over a journey's definition, a position in it and
// a context (who the person is, which feature flags are on). No React, no storage, no navigation: the runtime
// (./runtime) keeps a journey running and moves the app; this file only answers "where is next / back?".
//
// A journey is ordered steps. A step shows at a path, or holds sections (sub-steps, each at its path, that
// advance before the step does), or holds a nested journey (entering the step starts that journey; when it
// completes, the parent moves on). Steps and sections have optional conditions; a step whose conditions fail
// (or none of whose sections or nested steps could show) is skipped, both forward and back.

export type JourneyKind = 'fulfillment' | 'onboarding';

export type Condition<C> = (context: C) => boolean;

export interface SectionDefinition<C> {
  key: string;
  path: string;
  conditions?: readonly Condition<C>[];
}

export interface StepDefinition<C> {
  key: string;
  /** Where the step shows; a step with sections or a nested journey shows at theirs instead. */
  path?: string;
  conditions?: readonly Condition<C>[];
  sections?: readonly SectionDefinition<C>[];
  /** A nested journey: entering the step starts it; its completion moves this journey on. */
  journey?: JourneyDefinition<C>;
  /** The journey completes after this step, whatever follows it. */
  terminal?: boolean;
  /**
   * Completing the journey from this step is its happy end, said by the step's own last screen (the purchase's
   * confirmation): no JourneyCompleted warning follows.
   */
  completesQuietly?: boolean;
  /** An exit step: the back control leaves the journey instead of going back (spec 000 §4). */
  exit?: boolean;
  /** The exit control replaces the back control on this step: back leaves the journey too. */
  exitReplacesBack?: boolean;
  /** Back goes to this step (by key) rather than the previous one, when its conditions hold. */
  backStep?: string;
  /** The progress steps this step stands for (default: its own key and its sections' keys). */
  progressKeys?: readonly string[];
  /** A server-driven flow: its current form's slug is the current step for progress (spec 001 §4.4). */
  usesFormSlug?: boolean;
  /**
   * For a flow step: form slugs that end the application here (spec 001 §2.4: the denied, failed and manual
   * underwriting results), which set progress to 100%.
   */
  completesAt?: readonly string[];
  /** For a flow step: the scope the flow runs in (new_policy, ...). */
  flowScope?: string;
  /**
   * Path prefixes of the step's own pages (the beneficiary flow's /beneficiary/... pages): visiting one keeps
   * the journey at this step instead of leaving it.
   */
  detours?: readonly string[];
}

export interface JourneyDefinition<C> {
  key: string;
  kind: JourneyKind;
  /** Where leaving or completing the journey goes. */
  exitPath: string;
  steps: readonly StepDefinition<C>[];
  /** The steps the progress bar counts, in order (spec 001 §4.4 "Progress steps"). */
  progressSteps?: readonly string[];
  /**
   * The journey's goal is reached whatever step it was left at (fulfillment: a policy is held). Saved progress
   * of a finished journey is a completed journey: never offered back, never resumed mid-way.
   */
  finishedWhen?: Condition<C>;
}

/** The journey's goal is reached (its finishedWhen holds): nothing is left to do in it. */
export function isFinished<C>(journey: JourneyDefinition<C>, context: C): boolean {
  return journey.finishedWhen?.(context) ?? false;
}

/** A position in one journey: the step's index and, for a step with sections, the section's index. */
export interface Frame {
  step: number;
  section: number | null;
}

/** Where a running journey is: one frame per journey level, the outermost first. */
export interface JourneyState {
  frames: readonly Frame[];
  /** The journey completed; `frames` keeps the last position. */
  completed: boolean;
}

function holds<C>(conditions: readonly Condition<C>[] | undefined, context: C): boolean {
  return (conditions ?? []).every((condition) => condition(context));
}

function sectionHolds<C>(step: StepDefinition<C>, index: number, context: C): boolean {
  const section = step.sections?.[index];
  return section !== undefined && holds(section.conditions, context);
}

/** A step can show: its conditions hold, and it has somewhere to show (a section or a nested step). */
export function isEligible<C>(step: StepDefinition<C>, context: C): boolean {
  if (!holds(step.conditions, context)) return false;
  if (step.sections && !step.sections.some((_, index) => sectionHolds(step, index, context))) return false;
  if (step.journey && !step.journey.steps.some((inner) => isEligible(inner, context))) return false;
  return true;
}

function firstEligibleFrom<C>(steps: readonly StepDefinition<C>[], from: number, context: C): number {
  for (let index = Math.max(from, 0); index < steps.length; index += 1) {
    if (isEligible(steps[index]!, context)) return index;
  }
  return -1;
}

function lastEligibleBefore<C>(steps: readonly StepDefinition<C>[], before: number, context: C): number {
  for (let index = Math.min(before, steps.length) - 1; index >= 0; index -= 1) {
    if (isEligible(steps[index]!, context)) return index;
  }
  return -1;
}

function sectionAfter<C>(step: StepDefinition<C>, from: number, context: C): number {
  const count = step.sections?.length ?? 0;
  for (let index = from + 1; index < count; index += 1) if (sectionHolds(step, index, context)) return index;
  return -1;
}

function sectionBefore<C>(step: StepDefinition<C>, from: number, context: C): number {
  for (let index = from - 1; index >= 0; index -= 1) if (sectionHolds(step, index, context)) return index;
  return -1;
}

/** The frames of entering step `index` (eligible) at its beginning, or its end when `backwards`. */
function enter<C>(journey: JourneyDefinition<C>, index: number, context: C, backwards: boolean): Frame[] {
  const step = journey.steps[index]!;
  if (step.journey) {
    const steps = step.journey.steps;
    const inner = backwards
      ? lastEligibleBefore(steps, steps.length, context)
      : firstEligibleFrom(steps, 0, context);
    return [{ step: index, section: null }, ...enter(step.journey, inner, context, backwards)];
  }
  if (step.sections) {
    const section = backwards
      ? sectionBefore(step, step.sections.length, context)
      : sectionAfter(step, -1, context);
    return [{ step: index, section }];
  }
  return [{ step: index, section: null }];
}

/** The journey's first position, or a completed state when no step can show. */
export function start<C>(journey: JourneyDefinition<C>, context: C): JourneyState {
  const first = firstEligibleFrom(journey.steps, 0, context);
  if (first === -1) return { frames: [], completed: true };
  return { frames: enter(journey, first, context, false), completed: false };
}

function stepForward<C>(journey: JourneyDefinition<C>, index: number, context: C): Frame[] | null {
  if (journey.steps[index]!.terminal) return null;
  const following = firstEligibleFrom(journey.steps, index + 1, context);
  return following === -1 ? null : enter(journey, following, context, false);
}

/** The frames after moving on inside `journey`, or null when it completes. */
function advance<C>(journey: JourneyDefinition<C>, frames: readonly Frame[], context: C): Frame[] | null {
  const [head, ...rest] = frames;
  if (!head) return null;
  const step = journey.steps[head.step]!;
  if (step.journey && rest.length > 0) {
    const inner = advance(step.journey, rest, context);
    if (inner) return [head, ...inner];
    return stepForward(journey, head.step, context);
  }
  if (step.sections && head.section !== null) {
    const section = sectionAfter(step, head.section, context);
    if (section !== -1) return [{ step: head.step, section }];
  }
  return stepForward(journey, head.step, context);
}

/**
 * Next (spec 001 §4.4): the next section of the step, else the next step whose conditions hold; at the last or a
 * terminal step the journey completes and its parent moves on to its next step, or the whole journey completes.
 */
export function next<C>(journey: JourneyDefinition<C>, state: JourneyState, context: C): JourneyState {
  if (state.completed) return state;
  const frames = advance(journey, state.frames, context);
  return frames ? { frames, completed: false } : { frames: state.frames, completed: true };
}

function stepBackward<C>(journey: JourneyDefinition<C>, index: number, context: C): Frame[] | null {
  const { backStep } = journey.steps[index]!;
  if (backStep !== undefined) {
    const target = journey.steps.findIndex((step) => step.key === backStep);
    if (target !== -1 && target !== index && isEligible(journey.steps[target]!, context)) {
      return enter(journey, target, context, true);
    }
  }
  const previous = lastEligibleBefore(journey.steps, index, context);
  return previous === -1 ? null : enter(journey, previous, context, true);
}

function retreat<C>(journey: JourneyDefinition<C>, frames: readonly Frame[], context: C): Frame[] | null {
  const [head, ...rest] = frames;
  if (!head) return null;
  const step = journey.steps[head.step]!;
  if (step.journey && rest.length > 0) {
    const inner = retreat(step.journey, rest, context);
    if (inner) return [head, ...inner];
    return stepBackward(journey, head.step, context);
  }
  if (step.sections && head.section !== null) {
    const section = sectionBefore(step, head.section, context);
    if (section !== -1) return [{ step: head.step, section }];
  }
  return stepBackward(journey, head.step, context);
}

/**
 * Back (spec 001 §4.4): the previous section, else the configured back step or the previous step whose
 * conditions hold (entered at its end); from a nested journey's first step, the parent's previous step.
 * Null from the very first position (or a completed journey): the back control leaves the journey.
 */
export function back<C>(journey: JourneyDefinition<C>, state: JourneyState, context: C): JourneyState | null {
  if (state.completed) return null;
  const frames = retreat(journey, state.frames, context);
  return frames ? { frames, completed: false } : null;
}

export interface CurrentStep<C> {
  /** The innermost journey (the one the step belongs to). */
  journey: JourneyDefinition<C>;
  step: StepDefinition<C>;
  section: SectionDefinition<C> | null;
  /** The section's key, else the step's. */
  key: string;
  path: string;
}

/** The step (and section) a state is at; null for a completed journey or a state that does not fit. */
export function current<C>(journey: JourneyDefinition<C>, state: JourneyState): CurrentStep<C> | null {
  if (state.completed) return null;
  let owner = journey;
  for (let depth = 0; depth < state.frames.length; depth += 1) {
    const frame = state.frames[depth]!;
    const step = owner.steps[frame.step];
    if (!step) return null;
    const innermost = depth === state.frames.length - 1;
    if (step.journey && !innermost) {
      owner = step.journey;
      continue;
    }
    if (!innermost || step.journey) return null;
    const section = frame.section === null ? null : (step.sections?.[frame.section] ?? null);
    if (step.sections && !section) return null;
    const path = section?.path ?? step.path;
    if (path === undefined) return null;
    return { journey: owner, step, section, key: section?.key ?? step.key, path };
  }
  return null;
}

/** Every condition on the way to the position holds now (a saved position may have stopped holding). */
export function holdsAt<C>(journey: JourneyDefinition<C>, state: JourneyState, context: C): boolean {
  if (current(journey, state) === null) return false;
  let owner: JourneyDefinition<C> | undefined = journey;
  for (const frame of state.frames) {
    const step: StepDefinition<C> | undefined = owner?.steps[frame.step];
    if (!step || !holds(step.conditions, context)) return false;
    if (frame.section !== null && !sectionHolds(step, frame.section, context)) return false;
    owner = step.journey;
  }
  return true;
}

function keysOf<C>(step: StepDefinition<C>): readonly string[] {
  return step.progressKeys ?? [step.key, ...(step.sections ?? []).map((section) => section.key)];
}

/**
 * Progress in percent (spec 001 §4.4): the position of the current step among the active journey's progress
 * steps, divided by their count. The active journey is the innermost one with progress steps; a step that is
 * not a progress step keeps the position already reached, so progress never falls while moving on. A flow
 * step's current form slug is its current step when it is one of the step's progress keys. Null when no
 * journey level counts progress.
 */
export function progress<C>(
  journey: JourneyDefinition<C>,
  state: JourneyState,
  formSlug: string | null = null,
): number | null {
  if (state.completed) return journey.progressSteps?.length ? 100 : null;
  const levels: Array<{ journey: JourneyDefinition<C>; frame: Frame }> = [];
  let owner: JourneyDefinition<C> | undefined = journey;
  for (const frame of state.frames) {
    if (!owner) return null;
    levels.push({ journey: owner, frame });
    owner = owner.steps[frame.step]?.journey;
  }
  for (let depth = levels.length - 1; depth >= 0; depth -= 1) {
    const { journey: level, frame } = levels[depth]!;
    const list = level.progressSteps ?? [];
    if (list.length === 0) continue;
    const indexOf = (key: string) => list.indexOf(key);
    let reached = -1;
    for (let index = 0; index < frame.step; index += 1) {
      for (const key of keysOf(level.steps[index]!)) reached = Math.max(reached, indexOf(key));
    }
    const step = level.steps[frame.step];
    if (!step) return null;
    const innermost = depth === levels.length - 1;
    if (innermost && step.usesFormSlug && formSlug !== null && step.completesAt?.includes(formSlug))
      return 100;
    const candidates: string[] = [];
    if (innermost && step.usesFormSlug && formSlug !== null && keysOf(step).includes(formSlug)) {
      candidates.push(formSlug);
    }
    if (innermost && frame.section !== null && step.sections) {
      for (let index = 0; index < frame.section; index += 1) {
        reached = Math.max(reached, indexOf(step.sections[index]!.key));
      }
      const section = step.sections[frame.section];
      if (section) candidates.push(section.key);
    }
    candidates.push(keysOf(step)[0] ?? step.key);
    const here = candidates.map(indexOf).find((index) => index !== -1) ?? -1;
    const position = Math.max(reached, here);
    return position < 0 ? 0 : Math.round(((position + 1) / list.length) * 100);
  }
  return null;
}

/** The back control leaves the journey at this position (an exit step, or exit replaces back). */
export function backLeaves<C>(journey: JourneyDefinition<C>, state: JourneyState): boolean {
  const here = current(journey, state);
  return here === null || here.step.exit === true || here.step.exitReplacesBack === true;
}

/** A position written with keys instead of indexes, so saved progress survives reordered definitions. */
export interface SavedPosition {
  steps: ReadonlyArray<{ step: string; section: string | null }>;
}

export function toSaved<C>(journey: JourneyDefinition<C>, state: JourneyState): SavedPosition | null {
  const steps: Array<{ step: string; section: string | null }> = [];
  let owner: JourneyDefinition<C> | undefined = journey;
  for (const frame of state.frames) {
    const step: StepDefinition<C> | undefined = owner?.steps[frame.step];
    if (!step) return null;
    const section = frame.section === null ? null : (step.sections?.[frame.section]?.key ?? null);
    steps.push({ step: step.key, section });
    owner = step.journey;
  }
  return { steps };
}

/** The state a saved position stands for, or null when the definition no longer has it. */
export function fromSaved<C>(journey: JourneyDefinition<C>, saved: SavedPosition): JourneyState | null {
  const frames: Frame[] = [];
  let owner: JourneyDefinition<C> | undefined = journey;
  for (const entry of saved.steps) {
    if (!owner) return null;
    const index = owner.steps.findIndex((step) => step.key === entry.step);
    if (index === -1) return null;
    const step: StepDefinition<C> = owner.steps[index]!;
    let section: number | null = null;
    if (entry.section !== null) {
      section = step.sections?.findIndex((candidate) => candidate.key === entry.section) ?? -1;
      if (section === -1) return null;
    }
    frames.push({ step: index, section });
    owner = step.journey;
  }
  const state = { frames, completed: false };
  return current(journey, state) ? state : null;
}

/** Every position the journey could show now, in order (for finding a path the browser went to). */
function positions<C>(journey: JourneyDefinition<C>, context: C): Frame[][] {
  const found: Frame[][] = [];
  journey.steps.forEach((step, index) => {
    if (!isEligible(step, context)) return;
    if (step.journey) {
      for (const inner of positions(step.journey, context))
        found.push([{ step: index, section: null }, ...inner]);
    } else if (step.sections) {
      step.sections.forEach((_, section) => {
        if (sectionHolds(step, section, context)) found.push([{ step: index, section }]);
      });
    } else {
      found.push([{ step: index, section: null }]);
    }
  });
  return found;
}

/** The first position that shows at `path` and could show now, or null. */
export function locate<C>(journey: JourneyDefinition<C>, path: string, context: C): JourneyState | null {
  for (const frames of positions(journey, context)) {
    const state = { frames, completed: false };
    if (current(journey, state)?.path === path) return state;
  }
  return null;
}

/** Every path the journey may show (for telling journey pages from the rest of the app). */
export function pathsOf<C>(journey: JourneyDefinition<C>): string[] {
  return journey.steps.flatMap((step) => [
    ...(step.path === undefined ? [] : [step.path]),
    ...(step.sections ?? []).map((section) => section.path),
    ...(step.journey ? pathsOf(step.journey) : []),
  ]);
}

/** Throws when a step has nowhere to show (no path, sections or nested journey) or keys repeat. */
export function assertValidJourney<C>(journey: JourneyDefinition<C>): void {
  const keys = new Set<string>();
  for (const step of journey.steps) {
    if (keys.has(step.key)) throw new Error(`Journey ${journey.key}: step ${step.key} appears twice`);
    keys.add(step.key);
    const places = [step.path !== undefined, Boolean(step.sections?.length), Boolean(step.journey)];
    if (places.filter(Boolean).length !== 1) {
      throw new Error(
        `Journey ${journey.key}: step ${step.key} needs exactly one of path, sections, journey`,
      );
    }
    if (step.journey) assertValidJourney(step.journey);
  }
}

// Picks the form after the current one: pure, so it is tested on its own (branching.test.ts). The session's
// history, the answers saved so far, the action the client passed on and the session's scope are all it reads.
// Conditions are the domain's condition language (@wysh/domain/conditions), shared with underwriting.
import { evaluate } from '@wysh/domain/conditions';
import type { FlowScope } from '@wysh/forms/protocol';
import { EDIT_ACTION_PREFIX, FINISH, type Condition, type FlowLeaf, type Rule } from './flow-definition.ts';

export type BranchingForm = { slug: string; next?: readonly Rule[]; otherwise?: string };

export type BranchingContext = {
  /** Field id -> saved value (answers of the session, and the profile's values of bound fields). */
  answers: Readonly<Record<string, unknown>>;
  /** criteria.action of the next-form call, e.g. "edit:insurance-profile-name". */
  action?: string | null;
  scope: FlowScope;
  /** "yyyy-MM-dd" on the server's clock. */
  today: string;
};

export type SessionPosition = {
  current: string;
  /** Where an edit jump came from: the session returns there once the edited form is answered. */
  returnTo: string | null;
  /** Forms this session has shown (an edit may only jump back to one of them). */
  visited: readonly string[];
};

export type Navigation =
  | { kind: 'form'; slug: string; returnTo: string | null }
  | { kind: 'finish' }
  | { kind: 'invalid-edit'; target: string };

/** Whether a condition holds: the domain's evaluator, with the flow's own leaves (action, scope) answered here. */
export function holds(condition: Condition, context: BranchingContext): boolean {
  const flowLeaf = (leaf: FlowLeaf) =>
    'action' in leaf ? context.action === leaf.action : context.scope === leaf.scope;
  return evaluate(condition, { values: context.answers, today: context.today }, flowLeaf);
}

/** The target of the first rule whose conditions all hold, or null. */
export function firstMatchingRule(rules: readonly Rule[], context: BranchingContext): string | null {
  for (const rule of rules) {
    const conditions: readonly Condition[] = Array.isArray(rule.when)
      ? (rule.when as readonly Condition[])
      : [rule.when as Condition];
    if (conditions.every((condition) => holds(condition, context))) return rule.form;
  }
  return null;
}

/** Where `otherwise` (or the order of the forms) leads from a form. */
function defaultNext(forms: readonly BranchingForm[], index: number): string {
  return forms[index]!.otherwise ?? forms[index + 1]?.slug ?? FINISH;
}

const to = (slug: string, returnTo: string | null): Navigation =>
  slug === FINISH ? { kind: 'finish' } : { kind: 'form', slug, returnTo };

/**
 * The next step from the current form:
 * 1. an edit action (`edit:<slug>`) jumps back to a form the session has shown, remembering where it came from;
 * 2. else the first rule of the current form that holds (a rule wins over a pending return: an edited
 *    birthdate that makes the applicant too young still ends on the terminal form);
 * 3. else back to where an edit jump came from;
 * 4. else `otherwise`, the following form, or FINISH.
 */
export function navigateNext(
  forms: readonly BranchingForm[],
  position: SessionPosition,
  context: BranchingContext,
): Navigation {
  const index = forms.findIndex((form) => form.slug === position.current);
  if (index < 0) throw new Error(`Form "${position.current}" is not in this flow.`);
  const action = context.action ?? '';
  if (action.startsWith(EDIT_ACTION_PREFIX)) {
    const target = action.slice(EDIT_ACTION_PREFIX.length);
    const known = forms.some((form) => form.slug === target) && position.visited.includes(target);
    return known ? to(target, position.current) : { kind: 'invalid-edit', target };
  }
  const ruled = firstMatchingRule(forms[index]!.next ?? [], context);
  if (ruled) return to(ruled, null);
  if (position.returnTo && position.returnTo !== position.current) return to(position.returnTo, null);
  return to(defaultNext(forms, index), null);
}

/**
 * Every form a flow can reach from its first one through rules, `otherwise` and order (edit jumps only go back
 * to forms already shown, so they reach nothing new): for the start-up checks.
 */
export function reachableForms(forms: readonly BranchingForm[]): Set<string> {
  const seen = new Set<string>();
  const queue = forms[0] ? [forms[0].slug] : [];
  while (queue.length > 0) {
    const slug = queue.pop()!;
    if (seen.has(slug) || slug === FINISH) continue;
    seen.add(slug);
    const index = forms.findIndex((form) => form.slug === slug);
    if (index < 0) continue;
    queue.push(...(forms[index]!.next ?? []).map((rule) => rule.form));
    queue.push(defaultNext(forms, index));
  }
  return seen;
}

/**
 * The forms a run through the flow shows when it is answered with `context.answers`, in order, from the first
 * form to the finish: a follow-up the answers branch past is not on it. Edits are not replayed (an edit returns
 * to where it came from, so the answers alone decide the path); a loop ends the path where it would repeat.
 */
export function answeredPath(
  forms: readonly BranchingForm[],
  context: Omit<BranchingContext, 'action'>,
): string[] {
  const path: string[] = [];
  let next: Navigation = forms[0]
    ? { kind: 'form', slug: forms[0].slug, returnTo: null }
    : { kind: 'finish' };
  while (next.kind === 'form' && !path.includes(next.slug)) {
    path.push(next.slug);
    next = navigateNext(
      forms,
      { current: next.slug, returnTo: null, visited: path },
      { ...context, action: null },
    );
  }
  return path;
}

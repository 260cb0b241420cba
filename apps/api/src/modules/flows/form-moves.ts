// Moving a flow session (next, previous, reload) and rendering the form it lands on, on a database handle the
// caller gives: fetchForm runs it on its own, createResponse (asked for the next form) inside its saving
// transaction, createFlowSession (to answer with the current form) inside its starting one.
import type { Form, FlowScope } from '@wysh/forms/protocol';
import { ok, type Result } from '@wysh/domain/result';
import type { DbOrTx } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import { missingRequired } from './answers.ts';
import { navigateNext } from './branching.ts';
import {
  currentForm,
  flowErrors,
  ownedSessionAndProfile,
  sessionView,
  type FlowError,
  type FlowSessionView,
} from './flow-access.ts';
import { EDIT_ACTION_PREFIX } from './flow-definition.ts';
import type { FlowRegistry } from './flow-registry.ts';
import { changeSession, type FlowSessionRow } from './flows.repository.ts';
import { answersOf, renderForm, renderInput, type RenderContext } from './form-render.ts';

/** Spec 001 §4.2: the form-flow back history is clamped to 1000 entries. */
const HISTORY_LIMIT = 1000;

export type FormDirection = 'next' | 'previous' | 'reload';
export type FormCriteria = {
  action?: string | null;
  formScope?: string | null;
  flowScope?: FlowScope | null;
};
export type FetchFormInput = {
  flowSessionId: string;
  direction: FormDirection;
  currentFormIdentifier?: string | null;
  criteria?: FormCriteria | null;
  target?: string | null;
};
export type FetchFormResult = { form: Form | null; flowSession: FlowSessionView };

export type FormMoveDeps = {
  clock: Clock;
  registry: FlowRegistry;
  uploads: Pick<UploadsService, 'signedBlobId'>;
  /** Opens the sealed answers (the licence number) the forms are rendered and branched with. */
  sensitive: Pick<SensitiveData, 'sealText' | 'openText'>;
};

/** The position after a reload: the current form, or a form the session has shown (the session moves there). */
function reloadPosition(session: FlowSessionRow, target: string | null | undefined): string[] | null {
  const { history } = session;
  if (!target) return history;
  const index = target === 'previous' ? history.length - 2 : history.lastIndexOf(target);
  return index < 0 ? null : history.slice(0, index + 1);
}

/**
 * Moves the session and answers the form it lands on. Optimistic: the move is computed from the session and
 * answers read in one statement and written only if the session has not changed since (else
 * FORM_OUT_OF_DATE: another tab moved it, or answers were saved meanwhile).
 */
export async function moveSession(
  db: DbOrTx,
  deps: FormMoveDeps,
  viewer: Viewer,
  input: FetchFormInput,
): Promise<Result<FetchFormResult, FlowError>> {
  const { clock, uploads } = deps;
  const owned = await ownedSessionAndProfile(db, deps, viewer, input.flowSessionId);
  if (!owned.ok) return owned;
  const { flow, responses, profile } = owned.value;
  let session = owned.value.session;
  const current = currentForm(session);
  if (!current) return ok({ form: null, flowSession: sessionView(session) });
  const context: RenderContext = {
    profile,
    responses,
    signedBlobId: uploads.signedBlobId,
  };
  const now = clock.now();
  const move = async (changes: Parameters<typeof changeSession>[2]) => {
    const changed = await changeSession(db, session, changes);
    if (changed) session = changed;
    return changed !== undefined;
  };

  if (input.direction === 'reload') {
    const history = reloadPosition(session, input.target);
    if (!history) return flowErrors.formOutOfDate();
    if (
      history.length !== session.history.length &&
      !(await move({ history, returnTo: null, updatedAt: now }))
    )
      return flowErrors.formOutOfDate();
  } else if (input.currentFormIdentifier !== current) {
    return flowErrors.formOutOfDate();
  } else if (input.direction === 'previous') {
    const history = session.history.slice(0, -1);
    if (history.length > 0 && !(await move({ history, returnTo: null, updatedAt: now })))
      return flowErrors.formOutOfDate();
  } else {
    const compiled = flow.form(current)!;
    const shown = compiled.inputs.map((entry) => renderInput(entry.item, entry.binding, context));
    // An edit from a review jumps back to an earlier form and returns: the review's own inputs (a consent box
    // not ticked yet) are not what it moves on with.
    const editing = input.criteria?.action?.startsWith(EDIT_ACTION_PREFIX) === true;
    const missing = editing ? [] : missingRequired(shown, responses);
    if (missing.length > 0) return flowErrors.requiredInputMissing(missing.map((item) => item.content.id));
    const navigation = navigateNext(
      flow.branching,
      { current, returnTo: session.returnTo, visited: session.history },
      {
        answers: answersOf(context),
        action: input.criteria?.action,
        scope: session.scope,
        today: businessToday(clock),
      },
    );
    if (navigation.kind === 'invalid-edit') return flowErrors.formOutOfDate();
    const moved =
      navigation.kind === 'finish'
        ? await move({ finishedAt: now, returnTo: null, updatedAt: now })
        : await move({
            history: [...session.history, navigation.slug].slice(-HISTORY_LIMIT),
            returnTo: navigation.returnTo,
            updatedAt: now,
          });
    if (!moved) return flowErrors.formOutOfDate();
    if (navigation.kind === 'finish') return ok({ form: null, flowSession: sessionView(session) });
  }
  const form = renderForm(flow.form(currentForm(session)!)!, context);
  return ok({ form, flowSession: sessionView(session) });
}

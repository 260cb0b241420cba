// The action runner (spec 001 §4.2): runs a button's actions in order, each command against the flow on screen.
// Side effects come in as `ActionDeps` (GraphQL calls, navigation, modals, the journey, the clock), the screen's
// state as `FlowRuntime`, so every rule here is testable without a browser. The formAction one action answers
// passes to the next; a break signal (BREAK_ACTIONS) or an expected-action error (EXPECTED_ACTION_ERROR) stops
// the chain quietly; any other failure ends it with field errors or the general error modal.
import { divideEvenly } from '@wysh/domain/allocations';
import type { Action, ActionArgument, Form, Group, InputItem, ItemOf } from '@wysh/forms/protocol';
import type {
  DEFAULT_RETRY_ARGUMENTS as PROTOCOL_RETRY_ARGUMENTS,
  FlowErrorCode,
  RetryArguments,
} from '@wysh/forms/protocol';
import { toOutgoingValue } from '@wysh/forms/outgoing';
import type {
  CreateResponseInput,
  ExecuteGroupMutationInput,
  FetchFormInput,
} from '../../../graphql/generated/graphql';
import { ApiError, type AppError } from '../../../shared/lib/app-error';
import { UserErrorFailure } from '../../../shared/lib/user-error';
import type { JourneyControls } from '../../../shared/stores/journey';
import type { ModalName, ModalPropsByName } from '../../../shared/stores/modal';
import type { CreateResponseResult } from '../api/create-response';
import type { FetchedForm, FlowSessionRecord } from '../api/fetch-form';
import type { FlowRecord } from '../api/get-flow';
import {
  afterSave,
  applyFieldErrors,
  buildFieldResponses,
  findInput,
  inputItems,
  isFieldChanged,
  validateAllFields,
  type EncryptTaxId,
  type FieldProblem,
  type FormState,
} from './form-state';
import { toWireScope } from './scopes';

export const BREAK_ACTIONS = 'BREAK_ACTIONS';
export const EXPECTED_ACTION_ERROR = 'EXPECTED_ACTION_ERROR';
export const RETRY_TIMEOUT_EXCEEDED = 'RETRY_TIMEOUT_EXCEEDED';
export const APPLICATION_DOCUMENT_NOT_READY = 'APPLICATION_DOCUMENT_NOT_READY';
export const APPLICATION_DOCUMENT_NOT_READY_MESSAGE =
  'The application document is not ready, please try again';
// The protocol's constants, repeated so zod (which @wysh/forms/protocol imports) stays out of the browser
// bundle; the type pins them to the protocol's own values, and a test compares them.
export const DEFAULT_RETRY_ARGUMENTS: typeof PROTOCOL_RETRY_ARGUMENTS = {
  retryDelay: 0.5,
  retryBackoffFactor: 0.25,
  retryTimeout: 300,
};
export const RETRY_CONDITIONS: readonly string[] = [
  'DYNAMIC_FORMS_POLLING',
  'APPLICATION_DOCUMENT_NOT_READY',
] satisfies FlowErrorCode[];

export const ALLOCATION_INPUT_PREFIX = 'bene-allocation-';
export const UPDATE_ALLOCATIONS_MUTATION_KEY = 'updateBeneficiaryAllocations';

/** Stops the chain without a word: a break (the rest runs from a modal, or not at all) or an expected error. */
export class ActionChainStop extends Error {
  readonly signal: typeof BREAK_ACTIONS | typeof EXPECTED_ACTION_ERROR;
  constructor(signal: typeof BREAK_ACTIONS | typeof EXPECTED_ACTION_ERROR) {
    super(signal);
    this.signal = signal;
    this.name = 'ActionChainStop';
  }
}

/** A failure of a command: the server's code and words, and the fields it concerns (by field id). */
export class ActionFailure extends Error implements AppError {
  readonly code: string | null;
  readonly fullMessage: string | null;
  readonly fields: readonly FieldProblem[];

  constructor(error: {
    code: string | null;
    message: string;
    fullMessage?: string | null;
    fields?: FieldProblem[];
  }) {
    super(error.message);
    this.name = 'ActionFailure';
    this.code = error.code;
    this.fullMessage = error.fullMessage ?? null;
    this.fields = error.fields ?? [];
  }
}

/** The state of the flow on screen, as the runner reads and changes it. */
export interface FlowRuntime {
  flow: () => FlowRecord;
  session: () => FlowSessionRecord;
  form: () => Form | null;
  formState: () => FormState;
  setFormState: (state: FormState) => void;
  /** A new form (or none: the flow ended) and the session the server answered with it. */
  showForm: (form: Form | null, session: FlowSessionRecord) => void;
  setSession: (session: FlowSessionRecord) => void;
  /** The form-level message under a primary button; null clears it. */
  setFormError: (message: string | null) => void;
  groupResponses: () => Readonly<Record<string, unknown>>;
  setGroupResponse: (groupKey: string, response: unknown) => void;
  /** Where the person came from (navigation state), for popToRoot. */
  from: () => string | null;
  /** Closes the overlay of a modal-layout form. */
  dismissOverlay: () => void;
  /** Where finishing goes when no link is given, before the journey (a page that embeds a flow). */
  finishTarget?: () => { to: string; state?: unknown } | null;
}

export interface ActionDeps {
  api: {
    fetchForm: (input: FetchFormInput) => Promise<FetchedForm>;
    createResponse: (input: CreateResponseInput) => Promise<CreateResponseResult>;
    executeGroupMutation: (input: ExecuteGroupMutationInput) => Promise<unknown>;
    /** The URL of the application document; throws APPLICATION_DOCUMENT_NOT_READY while it is made. */
    applicationDocumentUrl: () => Promise<string>;
  };
  encryptTaxId: EncryptTaxId;
  /** Uploads files of the accepted content types; answers their signed blob ids (shared/lib/direct-upload). */
  uploadFiles: (files: File[], accept: readonly string[]) => Promise<string[]>;
  /** Tells the person an upload failed (DocumentUploadErrorModal). */
  showUploadFailed: (error: unknown) => void;
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  historyBack: () => void;
  /** Opens a tab (blank when no URL: filled in once the URL is known). */
  openWindow: (url?: string) => Window | null;
  openModal: <N extends ModalName>(name: N, props?: ModalPropsByName[N]) => void;
  closeModal: () => void;
  activeJourney: () => JourneyControls | null;
  clock: { now: () => number; sleep: (ms: number) => Promise<void> };
  today: () => string;
  focusField: (fieldId: string) => void;
}

export interface RunOptions {
  /** The button is the form's primary one: a failure also shows the form-level message. */
  primary?: boolean;
  /** These actions are the form's expiration actions (or already replaced by them). */
  expirationHandler?: boolean;
}

export type RunOutcome = 'done' | 'stopped' | 'failed';

type FormAction = string | null;
type Command = (
  action: Action,
  formAction: FormAction,
  rest: readonly Action[],
) => Promise<FormAction | void>;

// ---------------------------------------------------------------------------------------------------------
// Arguments

function convert(value: string, valueType: ActionArgument['valueType']): unknown {
  switch (valueType) {
    case 'boolean':
      return value === 'true';
    case 'int':
      return Number.parseInt(value, 10);
    case 'float':
      return Number.parseFloat(value);
    default:
      return value;
  }
}

function argumentOf(action: Action, name: string): ActionArgument | undefined {
  return action.command.arguments.find((argument) => argument.name === name);
}

// ---------------------------------------------------------------------------------------------------------

export function createActionRunner(runtime: FlowRuntime, deps: ActionDeps) {
  function currentForm(): Form {
    const form = runtime.form();
    if (!form) throw new ActionFailure({ code: 'STANDARD_ERROR', message: 'No form is shown.' });
    return form;
  }

  function resolve(argument: ActionArgument | undefined, formAction: FormAction): unknown {
    if (!argument) return undefined;
    switch (argument.sourceType) {
      case 'formAction':
        return formAction;
      case 'input': {
        const form = runtime.form();
        const item = form && argument.source ? findInput(form, argument.source) : undefined;
        return item ? runtime.formState().values[item.content.id] : undefined;
      }
      default:
        return argument.source === undefined ? undefined : convert(argument.source, argument.valueType);
    }
  }

  function text(action: Action, name: string, formAction: FormAction): string | undefined {
    const value = resolve(argumentOf(action, name), formAction);
    return value === undefined || value === null || value === '' ? undefined : String(value);
  }

  function number(action: Action, name: string, fallback: number): number {
    const value = Number(resolve(argumentOf(action, name), null));
    return Number.isFinite(value) && argumentOf(action, name) ? value : fallback;
  }

  function stop(): never {
    throw new ActionChainStop(EXPECTED_ACTION_ERROR);
  }

  // -- server calls ---------------------------------------------------------------------------------------

  async function fetchWithRetry(input: FetchFormInput, retry: RetryArguments): Promise<FetchedForm> {
    const started = deps.clock.now();
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await deps.api.fetchForm(input);
      } catch (error) {
        const code = codeOf(error);
        if (!code || !RETRY_CONDITIONS.includes(code)) throw error;
        const delay = retryDelayMs(retry, attempt);
        if (deps.clock.now() - started + delay > retry.retryTimeout * 1000)
          throw new ActionFailure({ code: RETRY_TIMEOUT_EXCEEDED, message: RETRY_TIMEOUT_EXCEEDED });
        await deps.clock.sleep(delay);
      }
    }
  }

  async function showFetched(result: FetchedForm): Promise<void> {
    const session = result.flowSession ?? runtime.session();
    if (result.form === null && session.finished) {
      runtime.setSession(session);
      await finish(undefined);
      return;
    }
    runtime.showForm(result.form, session);
  }

  function groupPayload(group: Group, form: Form, state: FormState): Record<string, unknown> {
    const payload: Record<string, unknown> = { ...(group.mutationBody ?? {}) };
    for (const name of group.mutationVariables ?? []) {
      const item = findInput(form, name);
      if (item && item.type !== 'inputTaxId')
        payload[name] = toOutgoingValue(item, state.values[item.content.id]);
    }
    return payload;
  }

  async function runGroup(group: Group): Promise<void> {
    const form = currentForm();
    if (!group.mutationKey)
      throw new ActionFailure({ code: 'STANDARD_ERROR', message: `Group "${group.key}" names no mutation.` });
    try {
      const response = await deps.api.executeGroupMutation({
        flowSessionId: runtime.session().id,
        mutationKey: group.mutationKey,
        inputPayload: groupPayload(group, form, runtime.formState()),
      });
      runtime.setGroupResponse(group.key, response);
    } catch (error) {
      // The mutation's fields are the body's keys: put them on the inputs they came from.
      if (error instanceof UserErrorFailure && error.fields.length > 0) {
        throw new ActionFailure({
          code: error.code,
          message: error.message,
          fullMessage: error.message,
          fields: error.fields.map((field) => ({
            fieldId: findInput(form, field.field)?.content.id ?? field.field,
            message: field.message,
          })),
        });
      }
      throw error;
    }
  }

  function apiGroup(key: string): Group {
    const group = currentForm().groups.find((candidate) => candidate.key === key && candidate.type === 'api');
    if (!group) throw new ActionFailure({ code: 'STANDARD_ERROR', message: `No api group "${key}".` });
    return group;
  }

  function setValues(changes: Record<string, unknown>): void {
    let state = runtime.formState();
    state = { ...state, values: { ...state.values, ...changes } };
    runtime.setFormState(state);
  }

  // -- finishing ----------------------------------------------------------------------------------------------

  async function finish(link: string | undefined): Promise<void> {
    const journey = deps.activeJourney();
    if (link) {
      deps.navigate(link, { replace: journey !== null });
      return;
    }
    const target = runtime.finishTarget?.() ?? null;
    if (target) {
      deps.navigate(target.to, { replace: true, state: target.state });
      return;
    }
    if (journey) {
      deps.navigate(journey.next(), { replace: true });
      return;
    }
    if (runtime.flow().terminalBehavior === 'EXIT') {
      deps.navigate(runtime.from() ?? '/');
      return;
    }
    deps.navigate('/');
  }

  // -- the commands (spec 001 §4.2) ---------------------------------------------------------------------------

  const commands: Record<string, Command> = {
    // Wyshes (and their allocations) come with a later issue: nothing to delete yet.
    checkWyshAllocations: async () => undefined,

    createAcknowledgements: async () => {
      const form = currentForm();
      const state = runtime.formState();
      for (const item of inputItems(form)) {
        if (item.type !== 'inputCheckbox' || state.values[item.content.id] !== true) continue;
        for (const key of item.content.acknowledgementGroupKeys) await runGroup(apiGroup(key));
      }
    },

    createResponse: async () => {
      const form = currentForm();
      const state = runtime.formState();
      runtime.setFormError(null);
      const fieldResponses = await buildFieldResponses(form, state, deps.encryptTaxId);
      const result = await deps.api.createResponse({
        flowSessionId: runtime.session().id,
        formIdentifier: form.slug,
        fieldResponses,
      });
      if (result.validationErrors.length > 0 || result.error) {
        const fields: FieldProblem[] =
          result.validationErrors.length > 0
            ? result.validationErrors.map((error) => ({ fieldId: error.fieldId, message: error.message }))
            : (result.error?.fields ?? []).map((field) => ({ fieldId: field.field, message: field.message }));
        throw new ActionFailure({
          code: result.error?.code ?? 'VALIDATION_FAILED',
          message: result.error?.message ?? result.validationErrors[0]?.fullMessage ?? 'VALIDATION_FAILED',
          fullMessage: result.validationErrors[0]?.fullMessage ?? result.error?.message ?? null,
          fields,
        });
      }
      // Saved: what was sent is pristine now, and the clear SSN is forgotten.
      runtime.setFormState(afterSave(runtime.formState(), form));
      if (result.flowSession) runtime.setSession(result.flowSession);
    },

    dismiss: async () => {
      deps.closeModal();
      runtime.dismissOverlay();
    },

    divideEvenly: async () => {
      const inputs = inputItems(currentForm()).filter((item) =>
        item.content.id.startsWith(ALLOCATION_INPUT_PREFIX),
      );
      const shares = divideEvenly(inputs.length);
      setValues(
        Object.fromEntries(
          inputs.map((item, index) => [item.content.id, allocationValue(item, shares[index] ?? 0)]),
        ),
      );
    },

    executeGroupApi: async (action, formAction) => {
      const named = action.command.arguments
        .map((argument) => resolve(argument, formAction))
        .filter((value): value is string => typeof value === 'string' && value !== '');
      const groups =
        named.length > 0 ? named.map(apiGroup) : currentForm().groups.filter((group) => group.type === 'api');
      for (const group of groups) await runGroup(group);
    },

    exitFlowWarning: async (action, formAction, rest) => {
      const named = text(action, 'modal', formAction) ?? text(action, 'modalName', formAction);
      const onConfirm = () => void run(rest, { expirationHandler: true }, formAction);
      const name = (named ?? 'ExitFlowWarningModal') as 'ExitFlowWarningModal';
      deps.openModal(name, { onConfirm });
      throw new ActionChainStop(BREAK_ACTIONS);
    },

    finishFlow: async (action, formAction) => {
      await finish(text(action, 'link', formAction));
    },

    formUnchangedSubmitWarning: async (action, formAction) => {
      const form = currentForm();
      const state = runtime.formState();
      const listed = action.command.arguments
        .filter((argument) => argument.sourceType === 'input' && argument.source)
        .map((argument) => findInput(form, argument.source!))
        .filter((item): item is InputItem => item !== undefined);
      const watched = listed.length > 0 ? listed : inputItems(form);
      if (watched.some((item) => isFieldChanged(state, item.content.id))) return formAction;
      deps.openModal('NoPIUChangeErrorModal', {
        onCancelRequest: () => deps.navigate(runtime.from() ?? '/'),
      });
      return stop();
    },

    formUnsavedDiffWarning: async (_action, formAction, rest) => {
      const state = runtime.formState();
      const changed = Object.keys({ ...state.values, ...state.files }).some((id) =>
        isFieldChanged(state, id),
      );
      if (!changed) return formAction;
      deps.openModal('ExitWithoutSavingModal', {
        onConfirm: () => void run(rest, { expirationHandler: true }, formAction),
      });
      throw new ActionChainStop(BREAK_ACTIONS);
    },

    nextForm: async (action, formAction) => {
      const form = currentForm();
      const session = runtime.session();
      const scope = text(action, 'flowScope', formAction);
      const result = await fetchWithRetry(
        {
          flowSessionId: session.id,
          direction: 'NEXT',
          currentFormIdentifier: form.slug,
          criteria: {
            action: text(action, 'action', formAction) ?? formAction ?? null,
            formScope: text(action, 'formScope', formAction) ?? text(action, 'scope', formAction) ?? null,
            flowScope: scope ? toWireScope(scope) : session.flowScope,
          },
        },
        {
          retryDelay: number(action, 'retryDelay', DEFAULT_RETRY_ARGUMENTS.retryDelay),
          retryBackoffFactor: number(
            action,
            'retryBackoffFactor',
            DEFAULT_RETRY_ARGUMENTS.retryBackoffFactor,
          ),
          retryTimeout: number(action, 'retryTimeout', DEFAULT_RETRY_ARGUMENTS.retryTimeout),
        },
      );
      await showFetched(result);
      return null;
    },

    pop: async () => {
      const session = runtime.session();
      // On the flow's first form, back leaves the flow: to the journey's previous step, else history back.
      if (session.formIndex < 1) {
        const journey = deps.activeJourney();
        const back = journey?.back() ?? null;
        if (back) deps.navigate(back, { replace: true });
        else deps.historyBack();
        return;
      }
      const result = await deps.api.fetchForm({
        flowSessionId: session.id,
        direction: 'PREVIOUS',
        currentFormIdentifier: runtime.form()?.slug ?? session.currentFormSlug ?? null,
      });
      await showFetched(result);
    },

    popToRoot: async () => {
      deps.navigate(runtime.from() ?? '/');
    },

    refreshForm: async (action, formAction) => {
      const session = runtime.session();
      const target = text(action, 'target', formAction) ?? text(action, 'slug', formAction);
      const result = await fetchWithRetry(
        {
          flowSessionId: session.id,
          direction: 'RELOAD',
          currentFormIdentifier: runtime.form()?.slug ?? null,
          target: target ?? null,
        },
        DEFAULT_RETRY_ARGUMENTS,
      );
      await showFetched(result);
    },

    setFormAction: async (action, formAction) => {
      const argument = argumentOf(action, 'action') ?? action.command.arguments[0];
      const value = resolve(argument, formAction);
      return value === undefined || value === null ? null : String(value);
    },

    showCloseAccountFailedModal: async () => deps.openModal('CloseAccountFailedModal'),

    showUnderwritingWaitTimeModal: async () => deps.openModal('UnderwritingWaitTimeModal'),

    showVerificationEmailSentModal: async (action, formAction) =>
      deps.openModal('VerificationEmailSendModal', { email: text(action, 'email', formAction) }),

    showInsuranceApplication: async () => {
      // The tab opens now, while the press still counts as the person's; it is pointed at the document later.
      const tab = deps.openWindow();
      try {
        const url = await deps.api.applicationDocumentUrl();
        if (tab) tab.location.href = url;
        else deps.openWindow(url);
      } catch (error) {
        tab?.close();
        if (codeOf(error) === APPLICATION_DOCUMENT_NOT_READY)
          throw new ActionFailure({
            code: APPLICATION_DOCUMENT_NOT_READY,
            message: APPLICATION_DOCUMENT_NOT_READY_MESSAGE,
            fullMessage: APPLICATION_DOCUMENT_NOT_READY_MESSAGE,
          });
        throw error;
      }
    },

    showSuccessOverlay: async (action, formAction) =>
      deps.openModal('Success', {
        title: text(action, 'title', formAction),
        message: text(action, 'message', formAction) ?? text(action, 'text', formAction),
      }),

    updateBeneficiaryAllocations: async () => {
      const state = runtime.formState();
      const beneficiaryAllocations = inputItems(currentForm())
        .filter((item) => item.content.id.startsWith(ALLOCATION_INPUT_PREFIX))
        .map((item) => ({
          beneficiaryId: item.content.id.slice(ALLOCATION_INPUT_PREFIX.length).trim(),
          allocation: allocationNumber(state.values[item.content.id]),
        }))
        .filter((allocation) => allocation.beneficiaryId !== '');
      await deps.api.executeGroupMutation({
        flowSessionId: runtime.session().id,
        mutationKey: UPDATE_ALLOCATIONS_MUTATION_KEY,
        inputPayload: { beneficiaryAllocations },
      });
    },

    uploadDocumentsToCloud: async (action, formAction) => {
      const form = currentForm();
      const named = text(action, 'input', formAction) ?? action.command.arguments[0]?.source;
      const targets = inputItems(form).filter(
        (item): item is ItemOf<'inputDirectUpload'> =>
          item.type === 'inputDirectUpload' && (!named || item.key === named || item.content.id === named),
      );
      for (const item of targets) {
        const id = item.content.id;
        const files = [...(runtime.formState().files[id] ?? [])];
        if (files.length === 0) continue;
        let blobIds: string[];
        try {
          blobIds = await deps.uploadFiles(files, item.content.attachableTypes);
        } catch (error) {
          deps.showUploadFailed(error);
          return stop();
        }
        const state = runtime.formState();
        const uploaded = [...((state.values[id] as string[] | undefined) ?? []), ...blobIds];
        const { [id]: _sent, ...files_ } = state.files;
        runtime.setFormState({ ...state, values: { ...state.values, [id]: uploaded }, files: files_ });
      }
    },

    validateForm: async (_action, formAction) => {
      const { state, firstInvalid } = validateAllFields(runtime.formState(), currentForm(), {
        today: deps.today(),
      });
      runtime.setFormState(state);
      if (firstInvalid) {
        deps.focusField(firstInvalid);
        return stop();
      }
      return formAction;
    },
  };

  async function runOne(
    action: Action,
    formAction: FormAction,
    rest: readonly Action[],
  ): Promise<FormAction> {
    if (action.type === 'link') {
      const destination = action.command.destination;
      if (/^https?:\/\//i.test(destination)) deps.openWindow(destination);
      else deps.navigate(destination);
      return formAction;
    }
    const command = commands[action.command.destination];
    if (!command)
      throw new ActionFailure({
        code: 'STANDARD_ERROR',
        message: `Unknown command ${action.command.destination}`,
      });
    const answered = await command(action, formAction, rest);
    return answered === undefined ? formAction : answered;
  }

  function reportFailure(error: unknown, options: RunOptions): void {
    const failure = toFailure(error);
    const form = runtime.form();
    if (failure.fields.length > 0 && form) {
      const { state, applied } = applyFieldErrors(runtime.formState(), form, failure.fields);
      if (applied.length > 0) {
        runtime.setFormState(state);
        deps.focusField(applied[0]!.fieldId);
        if (options.primary) runtime.setFormError(failure.fullMessage ?? failure.message);
        return;
      }
    }
    deps.openModal('GeneralErrorModal', {
      error: { code: failure.code, message: failure.message, fullMessage: failure.fullMessage },
    });
  }

  /** Runs actions in order; answers how the chain ended. Failures are shown here, never thrown. */
  async function run(
    actions: readonly Action[],
    options: RunOptions = {},
    startingFormAction: FormAction = null,
  ): Promise<RunOutcome> {
    const form = runtime.form();
    const expired =
      !options.expirationHandler &&
      form?.expiration !== undefined &&
      deps.clock.now() > Date.parse(form.expiration.effectiveUntil);
    const chain = expired && form?.expiration ? form.expiration.actions : actions;
    let formAction = startingFormAction;
    try {
      for (const [index, action] of chain.entries()) {
        formAction = await runOne(action, formAction, chain.slice(index + 1));
      }
      return 'done';
    } catch (error) {
      if (error instanceof ActionChainStop) return 'stopped';
      reportFailure(error, options);
      return 'failed';
    }
  }

  return { run };
}

export type ActionRunner = ReturnType<typeof createActionRunner>;

// ---------------------------------------------------------------------------------------------------------

/** delay n = retryDelay x (1 + backoff)^n seconds: 0.5, 0.625, 0.78... by default. In milliseconds. */
export function retryDelayMs(retry: RetryArguments, attempt: number): number {
  return retry.retryDelay * (1 + retry.retryBackoffFactor) ** attempt * 1000;
}

function codeOf(error: unknown): string | null {
  if (error instanceof UserErrorFailure || error instanceof ApiError || error instanceof ActionFailure)
    return error.code;
  return null;
}

function toFailure(error: unknown): {
  code: string | null;
  message: string;
  fullMessage: string | null;
  fields: readonly FieldProblem[];
} {
  if (error instanceof ActionFailure)
    return { code: error.code, message: error.message, fullMessage: error.fullMessage, fields: error.fields };
  if (error instanceof UserErrorFailure)
    return {
      code: error.code,
      message: error.message,
      fullMessage: error.message,
      fields: error.fields.map((field) => ({ fieldId: field.field, message: field.message })),
    };
  if (error instanceof ApiError)
    return { code: error.code, message: error.message, fullMessage: error.fullMessage, fields: [] };
  return { code: null, message: 'Something went wrong.', fullMessage: null, fields: [] };
}

/** Allocation values are numbers; anything else counts as 0 (spec 001 §5). */
function allocationNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').replace(/,/g, ''));
  return Number.isFinite(number) ? number : 0;
}

/** A share as the allocation input holds it (numeric inputs edit text). */
function allocationValue(item: InputItem, share: number): unknown {
  return item.type === 'inputNumeric' ? String(share) : share;
}

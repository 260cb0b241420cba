// What the action runner works with: the screen's state as it reads and changes it (FlowRuntime), the side
// effects it may cause (ActionDeps: GraphQL calls, navigation, modals, the journey, the clock), and the shape
// of a command (Command: an action in, an Outcome out; commands never throw).
import type { Action, Form } from '@wysh/forms/protocol';
import type { AnalyticsEventName, AnalyticsProperties } from '@wysh/domain/analytics';
import type { GroupMutationKey } from '@wysh/forms/group-mutations';
import type { CreateResponseInput, FetchFormInput } from '../../../../graphql/generated/graphql';
import type { JourneyControls } from '../../../../shared/stores/journey';
import type { ModalName, ModalPropsByName } from '../../../../shared/stores/modal';
import type { FlowRecord } from '../../api/create-flow-session';
import type { CreateResponseResult } from '../../api/create-response';
import type { GroupMutationInput } from '../../api/execute-group-mutation';
import type { FetchedForm, FlowSessionRecord } from '../../api/fetch-form';
import type { EncryptTaxId, FormState } from '../form-state';
import type { FormAction, Outcome } from './outcomes';

export type { FormAction } from './outcomes';

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
    /** Saves the answers; with `next: true`, also answers the next form (one request per press). */
    createResponse: (input: CreateResponseInput) => Promise<CreateResponseResult>;
    /** Its response, typed by key where the caller knows the key (api/execute-group-mutation). */
    executeGroupMutation: (input: GroupMutationInput<GroupMutationKey>) => Promise<unknown>;
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
  /** An analytics event (a flow completed). */
  track: (name: AnalyticsEventName, properties: AnalyticsProperties) => void;
}

export interface RunOptions {
  /** The button is the form's primary one: a failure also shows the form-level message. */
  primary?: boolean;
  /** These actions are the form's expiration actions (or already replaced by them). */
  expirationHandler?: boolean;
}

export type RunOutcome = 'done' | 'stopped' | 'failed';

/** What one run of a chain carries from command to command. */
export interface ChainState {
  /**
   * The next form createResponse brought along (asked with next: true) for the nextForm action right after
   * it: that action shows it instead of asking again.
   */
  prefetchedNext: { action: Action; result: NonNullable<CreateResponseResult['next']> } | null;
}

/** What a command may use: the screen, the side effects, the chain's state, and a way to run actions later. */
export interface CommandContext {
  runtime: FlowRuntime;
  deps: ActionDeps;
  chain: ChainState;
  /** Runs actions later, as a chain of their own (a modal's confirm runs the rest of this one). */
  runLater: (actions: readonly Action[], formAction: FormAction) => void;
}

/** One command of the protocol (spec 001 §4.2). `rest` is the chain after it. */
export type Command = (
  context: CommandContext,
  action: Action,
  formAction: FormAction,
  rest: readonly Action[],
) => Promise<Outcome>;

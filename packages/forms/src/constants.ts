// The protocol's constants and plain types, without zod: what the web app needs at run time (command names,
// layouts, retry rules, error codes) imports from here, so its first-load bundle never pulls zod in.
// protocol.ts builds its schemas from these lists and re-exports them.

/** Commands the action runner knows (spec 001 §4.2), run by `type: 'api'` or `type: 'validation'` actions. */
export const ACTION_COMMANDS = [
  'checkWyshAllocations',
  'createAcknowledgements',
  'createResponse',
  'dismiss',
  'divideEvenly',
  'executeGroupApi',
  'exitFlowWarning',
  'finishFlow',
  'formUnchangedSubmitWarning',
  'formUnsavedDiffWarning',
  'nextForm',
  'pop',
  'popToRoot',
  'refreshForm',
  'setFormAction',
  'showCloseAccountFailedModal',
  'showUnderwritingWaitTimeModal',
  'showVerificationEmailSentModal',
  'showInsuranceApplication',
  'showSuccessOverlay',
  'updateBeneficiaryAllocations',
  'uploadDocumentsToCloud',
  'validateForm',
] as const;
export type ActionCommand = (typeof ACTION_COMMANDS)[number];

/**
 * How the web app draws a form. Besides the generic layouts, `profileReview` is the insurance profile's review
 * (answers as editable rows, wide) and `loader` the intentional loader (a plant grows, then its button's
 * actions run): the server's definitions say so, the renderer never looks at a form's slug.
 */
export const FORM_LAYOUTS = [
  'vertical',
  'modal',
  'review',
  'profileReview',
  'loader',
  'quoteReview',
  'purchasePolicy',
  'purchaseSuccess',
  'terminal',
  'trivia',
  'confirmation',
  'myBeneficiaries',
] as const;
export type FormLayout = (typeof FORM_LAYOUTS)[number];

export const FLOW_SCOPES = ['new_policy', 'policy_holder', 'coverage_adjustment', 'reinstatement'] as const;
export type FlowScope = (typeof FLOW_SCOPES)[number];

/** What happens when a flow's last form is done: `finish` runs finishFlow; `exit` leaves to the origin. */
export const TERMINAL_BEHAVIORS = ['finish', 'exit'] as const;
export type TerminalBehavior = (typeof TERMINAL_BEHAVIORS)[number];

/** Error codes of the flow operations, beyond the accounts ones. */
export const FLOW_ERROR_CODES = [
  'FLOW_NOT_FOUND',
  'FLOW_SESSION_NOT_FOUND',
  'FORM_OUT_OF_DATE',
  'REQUIRED_INPUT_MISSING',
  'VALIDATION_FAILED',
  'DYNAMIC_FORMS_POLLING',
  'APPLICATION_DOCUMENT_NOT_READY',
  'MUTATION_NOT_ALLOWED',
  'NO_CHANGE',
  'STANDARD_ERROR',
] as const;
export type FlowErrorCode = (typeof FLOW_ERROR_CODES)[number];

/** Retrying the next-form call while the server answers a polling code (spec 001 §9). */
export type RetryArguments = { retryDelay: number; retryBackoffFactor: number; retryTimeout: number };
export const DEFAULT_RETRY_ARGUMENTS = {
  retryDelay: 0.5,
  retryBackoffFactor: 0.25,
  retryTimeout: 300,
} as const satisfies RetryArguments;
export const RETRY_CONDITIONS: readonly FlowErrorCode[] = [
  'DYNAMIC_FORMS_POLLING',
  'APPLICATION_DOCUMENT_NOT_READY',
];

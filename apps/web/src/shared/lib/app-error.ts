// Every failure the UI shows goes through one shape: { code, message, fullMessage }.
// code comes from the server (extensions.code); fullMessage is the sentence meant for people.

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong.';
/** What the server says when it hides an unexpected failure (GraphQL Yoga error masking). */
export const MASKED_ERROR_MESSAGE = 'Unexpected error.';

export interface AppError {
  code: string | null;
  message: string;
  fullMessage: string | null;
}

export interface GraphQLErrorPayload {
  message?: unknown;
  extensions?: Record<string, unknown> | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function normaliseGraphQLError(error: GraphQLErrorPayload): AppError {
  const message = text(error.message);
  if (message === null || message === MASKED_ERROR_MESSAGE) {
    return { code: null, message: DEFAULT_ERROR_MESSAGE, fullMessage: null };
  }
  const extensions = error.extensions ?? {};
  return {
    code: text(extensions.code),
    message,
    fullMessage: text(extensions.fullMessage) ?? text(extensions.full_message) ?? message,
  };
}

/** Thrown by the GraphQL client; carries every error of the response, the first one on top. */
export class ApiError extends Error implements AppError {
  readonly code: string | null;
  readonly fullMessage: string | null;
  readonly errors: readonly AppError[];
  readonly status: number | null;

  constructor(errors: readonly AppError[], status: number | null = null) {
    const first = errors[0] ?? { code: null, message: DEFAULT_ERROR_MESSAGE, fullMessage: null };
    super(first.message);
    this.name = 'ApiError';
    this.code = first.code;
    this.fullMessage = first.fullMessage;
    this.errors = errors;
    this.status = status;
  }
}

/** Any thrown value as an AppError (network failures and bugs become the default message). */
export function toAppError(error: unknown): AppError {
  if (error instanceof ApiError)
    return { code: error.code, message: error.message, fullMessage: error.fullMessage };
  return { code: null, message: DEFAULT_ERROR_MESSAGE, fullMessage: null };
}

/** The sentence a person should read: full message, else code, else null (the caller shows the default). */
export function describeError(error: AppError | null | undefined): string | null {
  return error?.fullMessage ?? error?.code ?? null;
}

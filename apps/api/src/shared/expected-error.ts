// A failure the caller is meant to see (not a bug): it carries a stable code. GraphQL shows its message and
// code instead of masking it as "Unexpected error.".
export class ExpectedError extends Error {
  override name = 'ExpectedError';
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

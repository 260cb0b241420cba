// The failures a use case returns for the user to act on: a stable code, a sentence for people, and the
// fields it concerns (mapped onto form fields by the web app).
export type FieldError = { field: string; message: string };
export type UserErrorShape = { code: string; message: string; fields: FieldError[] };

/** A use case's answer when it refuses: GraphQL payloads carry it as `error`. */
export type Failure = { success: false; error: UserErrorShape };

export const failure = (code: string, message: string, fields: FieldError[] = []): Failure => ({
  success: false,
  error: { code, message, fields },
});

export const success = { success: true } as const;

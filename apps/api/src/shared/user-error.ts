// The failures a use case returns for the user to act on: a stable code, a sentence for people, and the
// fields it concerns (mapped onto form fields by the web app).
export type FieldError = { field: string; message: string };
export type UserErrorShape = { code: string; message: string; fields: FieldError[] };

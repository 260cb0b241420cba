// Checks the answers of one form as createResponse receives them, against the server's own copy of the form
// (as this user sees it): unknown or repeated field ids are refused, disabled inputs keep what they hold, every
// other input passes validateInput of @wysh/forms (the browser's rules, the server's today) and is stored in
// the shape of @wysh/forms/outgoing. The SSN arrives encrypted with the server's public key; it is opened here,
// checked, and handed on for the profile only: the stored answer says "given", never the number. Upload answers
// (signed blob ids) are handed on as `uploads`: whether the blobs are the caller's and were uploaded is for the
// database to say (confirmUploads), in the transaction that saves them.
import { toOutgoingValue } from '@wysh/forms/outgoing';
import type { FieldResponse as WireFieldResponse, InputItem } from '@wysh/forms/protocol';
import { validateInput } from '@wysh/forms/validate';
import { err, ok, type Result } from '@wysh/domain/result';
import type { ValidationCode } from '@wysh/domain/validation';
import type { ProfileAnswers, ProfileField } from '../profile/applicant.service.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import { TAX_ID_ANSWER } from './form-render.ts';

/** An answer as it arrived: its input type is whatever string was sent (checked against the form here). */
export type FieldResponse = WireFieldResponse<string>;
/** Why the server refuses an answer that the input rules do not cover (words: field-error-words.ts). */
export type AnswerRefusalCode =
  'unknownField' | 'repeatedField' | 'invalidValue' | 'sensitiveData' | 'uploadRefused';

/**
 * A refused answer: the field, its label and the code of the rule it breaks; the words are looked up by code
 * at the GraphQL edge (field-error-words.ts). A refusal of another module (the address check) carries that
 * module's code and words.
 */
export type FormFieldError =
  | { fieldId: string; label: string; code: ValidationCode | AnswerRefusalCode }
  | { fieldId: string; label: string; code: string; message: string };
export type CheckedInput = { item: InputItem; binding: ProfileField | null };

/** An upload answer waiting for its blobs to be confirmed: the signed blob ids the browser sent. */
export type UploadAnswer = { fieldId: string; label: string; signedBlobIds: string[] };

/** Answers refused on their fields: the createResponse payload's VALIDATION_FAILED, with each field's rule. */
export type RefusedAnswers = { code: 'VALIDATION_FAILED'; errors: FormFieldError[] };

export type CheckedAnswers = Result<
  { answers: Array<{ fieldId: string; value: unknown }>; profile: ProfileAnswers; uploads: UploadAnswer[] },
  RefusedAnswers
>;

/** Longest text an input without its own limit accepts. */
const TEXT_LIMIT = 500;

/** Longest signed blob id accepted (a UUID, "--" and a base64url SHA-256 MAC are 81 characters). */
const SIGNED_BLOB_ID_LIMIT = 200;

const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';
const isStringList = (value: unknown) =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** Whether the JSON type of a value fits the input (the rules then judge its content). */
function fitsType(item: InputItem, value: unknown): boolean {
  switch (item.type) {
    case 'inputText':
      return isStringOrNull(value) && (typeof value !== 'string' || value.length <= TEXT_LIMIT);
    case 'inputDate':
    case 'inputSingleSelect':
      return isStringOrNull(value);
    case 'inputNumeric':
    case 'inputSlider':
      return value === null || typeof value === 'number' || typeof value === 'string';
    case 'inputMultiSelect':
      return isStringList(value);
    case 'inputCheckbox':
    case 'inputToggle':
      return value === null || typeof value === 'boolean';
    case 'inputUnitized':
      return (
        value === null ||
        (typeof value === 'object' &&
          !Array.isArray(value) &&
          Object.values(value).every((part) => part === null || typeof part === 'number'))
      );
    case 'inputDirectUpload':
      // Signed blob ids; confirmUploads then checks them against the caller's uploads.
      return (
        value === null ||
        (isStringList(value) &&
          (value as string[]).every((id) => id.length > 0 && id.length <= SIGNED_BLOB_ID_LIMIT))
      );
    case 'inputTaxId':
      return true;
  }
}

export function checkAnswers(
  inputs: readonly CheckedInput[],
  submitted: readonly FieldResponse[],
  deps: { sensitive: SensitiveData; today: string },
): CheckedAnswers {
  const errors: FormFieldError[] = [];
  const refuse = (fieldId: string, label: string, code: ValidationCode | AnswerRefusalCode) =>
    errors.push({ fieldId, label, code });

  const known = new Map(inputs.map((input) => [input.item.content.id, input]));
  const values = new Map<string, unknown>();
  for (const response of submitted) {
    if (!known.has(response.fieldId)) refuse(response.fieldId, response.fieldId, 'unknownField');
    else if (values.has(response.fieldId)) refuse(response.fieldId, response.fieldId, 'repeatedField');
    else values.set(response.fieldId, response.value ?? null);
  }

  const answers: Array<{ fieldId: string; value: unknown }> = [];
  const profile: ProfileAnswers = {};
  const uploads: UploadAnswer[] = [];
  for (const { item, binding } of inputs) {
    const { id } = item.content;
    if (item.content.disabled) continue;
    const label = item.content.label ?? item.content.placeholder ?? id;
    const raw = values.get(id) ?? null;
    if (item.type === 'inputTaxId') {
      const digits = raw === null ? null : deps.sensitive.open(raw);
      if (raw !== null && digits === null) {
        refuse(id, label, 'sensitiveData');
        continue;
      }
      const problem = validateInput(item, digits, deps);
      if (problem) refuse(id, label, problem);
      else if (digits !== null) {
        answers.push({ fieldId: id, value: TAX_ID_ANSWER });
        if (binding) profile[binding] = digits;
      } else answers.push({ fieldId: id, value: item.content.prefilled ? TAX_ID_ANSWER : null });
      continue;
    }
    if (!fitsType(item, raw)) {
      refuse(id, label, 'invalidValue');
      continue;
    }
    const problem = validateInput(item, raw, deps);
    if (problem) {
      refuse(id, label, problem);
      continue;
    }
    const value = toOutgoingValue(item, raw);
    if (item.type === 'inputDirectUpload') {
      uploads.push({ fieldId: id, label, signedBlobIds: value as string[] });
      continue;
    }
    answers.push({ fieldId: id, value });
    if (binding) profile[binding] = value;
  }
  return errors.length > 0 ? err({ code: 'VALIDATION_FAILED', errors }) : ok({ answers, profile, uploads });
}

type OwnedUploads = (
  signedBlobIds: readonly string[],
) => Promise<Result<Array<{ id: string; signedBlobId: string }>, { code: string; refused: string[] }>>;

/**
 * Confirms the upload answers against the caller's uploads (`owned`: the uploads service's ownedUploads, in the
 * saving transaction). Accepted, each answer is the list of its blob ids (never the bytes, nor the signed ids);
 * an answer naming a forged id, another user's blob or one not uploaded is refused on its field.
 */
export async function confirmUploads(
  uploads: readonly UploadAnswer[],
  owned: OwnedUploads,
): Promise<Result<Array<{ fieldId: string; value: string[] }>, RefusedAnswers>> {
  const wanted = uploads.flatMap((upload) => upload.signedBlobIds);
  if (wanted.length === 0) return ok(uploads.map((upload) => ({ fieldId: upload.fieldId, value: [] })));
  const result = await owned(wanted);
  if (!result.ok) {
    const refused = new Set(result.error.refused);
    return err({
      code: 'VALIDATION_FAILED',
      errors: uploads
        .filter((upload) => upload.signedBlobIds.some((id) => refused.has(id)))
        .map((upload) => ({ fieldId: upload.fieldId, label: upload.label, code: 'uploadRefused' as const })),
    });
  }
  const blobIdOf = new Map(result.value.map((blob) => [blob.signedBlobId, blob.id]));
  return ok(
    uploads.map((upload) => ({
      fieldId: upload.fieldId,
      value: upload.signedBlobIds.map((signed) => blobIdOf.get(signed)!),
    })),
  );
}

function isAnswered(item: InputItem, value: unknown): boolean {
  if (value === null || value === undefined || value === '' || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (item.type === 'inputUnitized' && typeof value === 'object')
    return Object.values(value as object).every((part) => part !== null);
  return true;
}

/** The required inputs of a form that have no saved answer (disabled ones hold theirs already). */
export function missingRequired(
  inputs: readonly InputItem[],
  responses: ReadonlyMap<string, unknown>,
): InputItem[] {
  return inputs.filter(
    (item) =>
      item.content.required && !item.content.disabled && !isAnswered(item, responses.get(item.content.id)),
  );
}

// A form as one user sees it: the definition's form with the saved answers in the inputs' values (bound fields
// from the profile, the system of record), the review values in the texts, and the few inputs whose state
// depends on the account (the phone is read-only once the account has an active number; the SSN is never a
// value, only "prefilled" when one is on file; an address group bound to a verified address on file says so).
import type { Form, InputItem, Item } from '@wysh/forms/protocol';
import {
  activePhone,
  displayValues,
  PROFILE_FIELD_PREFIX,
  PROFILE_FIELDS,
  profileValue,
  type ApplicantProfile,
  type ProfileField,
} from '../profile/applicant.service.ts';
import { answerDisplay } from './answer-display.ts';
import type { CompiledForm } from './flow-registry.ts';

/** The value of a tax id answer in flow_responses: the fact that one was given, never the number. */
export const TAX_ID_ANSWER = { taxIdSet: true } as const;

export type RenderContext = {
  profile: ApplicantProfile;
  responses: ReadonlyMap<string, unknown>;
  /** Upload answers are kept as blob ids; the browser gets them back as the signed ids it sent. */
  signedBlobId: (blobId: string) => string;
};

/** Field id -> value for branching: the session's answers, with bound fields read from the profile. */
export function answersOf(context: RenderContext): Record<string, unknown> {
  const answers: Record<string, unknown> = Object.fromEntries(context.responses);
  for (const field of PROFILE_FIELDS) {
    const value = profileValue(context.profile, field);
    if (value !== null) answers[`${PROFILE_FIELD_PREFIX}${field}`] = value;
  }
  return answers;
}

/** The input as this user sees it (also what createResponse validates against). */
export function renderInput(
  item: InputItem,
  binding: ProfileField | null,
  context: RenderContext,
): InputItem {
  const { profile, responses } = context;
  const saved = responses.get(item.content.id);
  switch (item.type) {
    case 'inputTaxId':
      return { ...item, content: { ...item.content, prefilled: profile.taxIdLast4 !== null } };
    case 'inputDirectUpload':
      return Array.isArray(saved)
        ? {
            ...item,
            content: { ...item.content, value: saved.map((id) => context.signedBlobId(String(id))) },
          }
        : item;
    case 'inputText':
      if (binding === 'phoneNumber' && activePhone(profile)) {
        return {
          ...item,
          content: { ...item.content, value: String(profileValue(profile, binding)), disabled: true },
        };
      }
      break;
    default:
      break;
  }
  const fromProfile = binding ? profileValue(profile, binding) : null;
  const value = fromProfile ?? (responses.has(item.content.id) ? saved : undefined);
  return value === undefined ? item : ({ ...item, content: { ...item.content, value } } as InputItem);
}

function fill(words: string, values: Record<string, string>): string {
  return words.replace(/\{([\w.]+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}

const ANSWER_PLACEHOLDER = /\{answer\.(\w+)\}/g;

/** The words of the {answer.<field>} placeholders in `words`, from the session's answers. */
function answerValues(words: string, compiled: CompiledForm, context: RenderContext): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [, fieldId] of words.matchAll(ANSWER_PLACEHOLDER)) {
    const item = compiled.flowInputs.get(fieldId!);
    const shown = item ? answerDisplay(item, context.responses.get(fieldId!)) : null;
    if (shown !== null) values[`answer.${fieldId!}`] = shown;
  }
  return values;
}

export function renderForm(compiled: CompiledForm, context: RenderContext): Form {
  const bindings = new Map(compiled.inputs.map((input) => [input.item.key, input.binding]));
  let values: Record<string, string> | undefined;
  const display = () => (values ??= displayValues(context.profile));
  const renderItem = (item: Item): Item | null => {
    if (item.type.startsWith('input'))
      return renderInput(item as InputItem, bindings.get(item.key) ?? null, context);
    if (item.type === 'text' && item.content.text.includes('{'))
      return { ...item, content: { ...item.content, text: fill(item.content.text, display()) } };
    if (item.type === 'listRow') {
      const { leadingColumn } = item.content;
      const subtext = leadingColumn.subtext;
      if (subtext?.includes('{answer.')) {
        // A review row of a question the person was not asked (a branch they did not take) is left out.
        const answers = answerValues(subtext, compiled, context);
        const filled = fill(subtext, answers);
        if (filled.includes('{answer.')) return null;
        return {
          ...item,
          content: { ...item.content, leadingColumn: { ...leadingColumn, subtext: filled } },
        };
      }
      return {
        ...item,
        content: {
          ...item.content,
          leadingColumn: {
            ...leadingColumn,
            subtext: leadingColumn.subtext && fill(leadingColumn.subtext, display()),
          },
        },
      };
    }
    return item;
  };
  const items = compiled.form.items.flatMap((item) => renderItem(item) ?? []);
  const groups = compiled.form.groups.map((group) =>
    group.type === 'address' && addressOnFileIsVerified(group.itemKeys, bindings, context.profile)
      ? { ...group, verified: true }
      : group,
  );
  return { ...compiled.form, items, groups };
}

/** The group's inputs are bound to the profile's address, and the address on file was verified. */
function addressOnFileIsVerified(
  itemKeys: readonly string[],
  bindings: ReadonlyMap<string, ProfileField | null>,
  profile: ApplicantProfile,
): boolean {
  if (!profile.address?.verifiedAt) return false;
  return itemKeys.every((key) => bindings.get(key)?.startsWith('address.') === true);
}

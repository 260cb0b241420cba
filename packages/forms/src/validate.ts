// The rules each input of a server-driven form must pass (spec 001 §5 "Dynamic form rules"), shared by the web
// app (on blur and on submit) and the API (createResponse), so both refuse the same values with the same rule
// codes (the words are looked up by code where they are shown: @wysh/domain/validation-messages, the copy).
// Values are what the person entered or what the wire carries: dates as ISO or MM/dd/yyyy, numbers as numbers
// or the text typed, the SSN as its digits (the API decrypts it first).
import { isEligibleState } from '@wysh/domain/eligibility';
import { MAX_UPLOAD_FILES } from '@wysh/domain/uploads';
import {
  firstProblem,
  validateBirthdate,
  validateDateFormat,
  validateDateRange,
  validateEmail,
  validateInRange,
  validateMiddleInitial,
  validateName,
  validatePhoneNumber,
  validateSsn,
  validateSuffix,
  validateUnitizedRequired,
  type ValidationCode,
} from '@wysh/domain/validation';
import type { InputItem } from './protocol.ts';

export type ValidationContext = {
  /** Today as "yyyy-MM-dd" (the caller's clock: birthdates and date ranges depend on it). */
  today: string;
};

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object')
    return Object.values(value).every((part) => part === null || part === undefined);
  return false;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : Number.NaN;
  }
  return null;
}

/** The code of the first rule one input's value breaks, or null. `prefilled` tax ids may stay empty (kept on file). */
export function validateInput(
  item: InputItem,
  value: unknown,
  context: ValidationContext,
): ValidationCode | null {
  const { content } = item;
  if (content.disabled) return null;
  if (isEmpty(value) || (item.type === 'inputCheckbox' && value === false)) {
    const optional = !content.required || (item.type === 'inputTaxId' && item.content.prefilled);
    if (optional) return null;
    if (item.type === 'inputUnitized')
      return validateUnitizedRequired(
        {},
        item.content.units.map((unit) => unit.key),
      );
    return 'required';
  }

  switch (item.type) {
    case 'inputText': {
      const text = asText(value);
      if (item.content.characterMax !== undefined && text.length > item.content.characterMax)
        return 'inRange';
      switch (item.content.element) {
        case 'email':
          return validateEmail(text);
        case 'name':
          return validateName(text);
        case 'middleInitial':
          return validateMiddleInitial(text);
        case 'suffix':
          return validateSuffix(text);
        case 'phone':
          return validatePhoneNumber(text);
        case 'state':
          return isEligibleState(text) ? null : 'stateUnsupported';
        case 'postalCode':
          return /^\d{5}(-\d{4})?$/.test(text.trim()) ? null : 'postalCode';
        default:
          return null;
      }
    }
    case 'inputDate': {
      const text = asText(value);
      const range = { min: item.content.min, max: item.content.max };
      if (item.content.birthdate) return validateBirthdate(text, context.today, range);
      return firstProblem(validateDateFormat(text), validateDateRange(text, range));
    }
    case 'inputNumeric': {
      const number = asNumber(value);
      if (number === null) return null;
      const { min, max, precision } = item.content;
      const scale = 10 ** precision;
      const whole = Number.isFinite(number) && Math.abs(Math.round(number * scale) - number * scale) < 1e-9;
      if (!whole || (min !== undefined && number < min) || (max !== undefined && number > max))
        return 'inRange';
      return null;
    }
    case 'inputSlider': {
      const number = asNumber(value);
      const ticks = item.content.ticks.map((tick) => tick.value);
      if (number === null || Number.isNaN(number)) return 'inRange';
      return number < Math.min(...ticks) || number > Math.max(...ticks) ? 'inRange' : null;
    }
    case 'inputSingleSelect':
      return item.content.options.some((option) => option.value === value) ? null : 'required';
    case 'inputMultiSelect': {
      const chosen = Array.isArray(value) ? value : [];
      const known = new Set(item.content.options.map((option) => option.value));
      return chosen.every((choice) => known.has(String(choice))) ? null : 'required';
    }
    case 'inputTaxId':
      return validateSsn(asText(value));
    case 'inputUnitized': {
      const parts = (typeof value === 'object' && value !== null ? value : {}) as Record<
        string,
        number | null
      >;
      if (item.content.required) {
        const missing = validateUnitizedRequired(
          parts,
          item.content.units.map((unit) => unit.key),
        );
        if (missing) return missing;
      }
      for (const unit of item.content.units) {
        const part = parts[unit.key];
        if (part === null || part === undefined) continue;
        const problem = validateInRange(part, { min: unit.min, max: unit.max });
        if (problem) return problem;
      }
      return null;
    }
    case 'inputDirectUpload': {
      const files = Array.isArray(value) ? value : [];
      if (files.length > MAX_UPLOAD_FILES) return 'uploadLimit';
      return !item.content.multiple && files.length > 1 ? 'uploadLimit' : null;
    }
    case 'inputCheckbox':
    case 'inputToggle':
      return typeof value === 'boolean' ? null : 'required';
  }
}

/** At most this many files per upload input, each at most MAX_UPLOAD_BYTES (spec 000 §9). */
export { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@wysh/domain/uploads';

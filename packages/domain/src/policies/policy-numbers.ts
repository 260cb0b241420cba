// Policy numbers (the policy's `label`): what a policyholder reads to us on the phone and what the packet prints.
// Two letters for the product, then a serial from the database's sequence and a Luhn check digit, so a digit
// misheard or two swapped is caught before anyone looks a policy up: WT10000017, WA10000025.

const PREFIXES = { 'wysh-term-life': 'WT', 'wysh-accidental-death': 'WA' } as const;
export type PolicyProductSlug = keyof typeof PREFIXES;

/** The Luhn check digit of a string of digits. */
function luhnDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function policyNumber(productSlug: PolicyProductSlug, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial <= 0)
    throw new Error(`A policy serial is a positive integer: ${serial}`);
  const digits = String(serial).padStart(8, '0');
  return `${PREFIXES[productSlug]}${digits}${luhnDigit(digits)}`;
}

/** Whether text is a well-formed policy number (prefix known, check digit right); spaces and case are forgiven. */
export function isPolicyNumber(text: string): boolean {
  const match = /^(WT|WA)(\d{8,})(\d)$/.exec(text.replace(/\s+/g, '').toUpperCase());
  return match !== null && luhnDigit(match[2]!) === Number(match[3]);
}

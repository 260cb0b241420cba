// Input rules of the account forms, with the words the spec gives the user.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | null {
  if (email.trim() === '') return 'Required';
  return emailPattern.test(email.trim()) && email.length <= 254 ? null : 'Invalid email';
}

/** A US number as E.164 (+1 and 10 digits), or null when it is not one. */
export function usPhoneToE164(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
  return `+1${national}`;
}

/** "(***) ***-0100": all but the last four digits hidden. */
export function maskPhone(e164: string): string {
  return `(***) ***-${e164.slice(-4)}`;
}

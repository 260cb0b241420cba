// US phone numbers as the app shows and dials them. Settings and the server keep digits only ("8005550100").

function nationalDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/** "(800) 555-0100"; anything that is not a 10-digit US number is returned as given. */
export function formatUsPhone(phone: string): string {
  const digits = nationalDigits(phone);
  if (!digits) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** "tel:+18005550100", or null when the number cannot be dialled. */
export function usPhoneHref(phone: string): string | null {
  const digits = nationalDigits(phone);
  return digits ? `tel:+1${digits}` : null;
}

/** "(***) ***-0100": a number shown back to its owner with all but the last four digits hidden. */
export function maskPhone(phone: string): string {
  return `(***) ***-${phone.replace(/\D/g, '').slice(-4)}`;
}

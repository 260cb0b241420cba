// How a phone number is shown back to its owner. (Input rules live in @wysh/domain/validation, shared with the web app.)
import type { PhoneNumber } from './accounts.repository';
import type { PhoneNumberView } from './accounts.views';

/** "(***) ***-0100": all but the last four digits hidden. */
export function maskPhone(e164: string): string {
  return `(***) ***-${e164.slice(-4)}`;
}

export const phoneView = (phone: PhoneNumber): PhoneNumberView => ({
  id: phone.id,
  mask: maskPhone(phone.e164),
  status: phone.status === 'active' ? 'active' : 'pending',
});

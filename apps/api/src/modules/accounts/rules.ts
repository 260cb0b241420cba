// How a phone number is shown back to its owner. (Input rules live in @wysh/domain/validation, shared with the web app.)
import { maskPhone } from '@wysh/domain/phone';
import type { PhoneNumber } from './accounts.repository.ts';
import type { PhoneNumberView } from './accounts.views.ts';

export const phoneView = (phone: PhoneNumber): PhoneNumberView => ({
  id: phone.id,
  mask: maskPhone(phone.e164),
  status: phone.status === 'active' ? 'active' : 'pending',
});

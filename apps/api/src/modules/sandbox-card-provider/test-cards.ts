// What each published test card does (../shared/reference/test-cards.md): succeed, decline with a code, or save
// fine and decline every later charge. Any other valid number succeeds.
import { cardDigits } from '@wysh/domain/payments/cards';

export type CardBehaviour =
  | { kind: 'succeeds' }
  | { kind: 'declines'; code: DeclineCode }
  | { kind: 'declines_after_attach'; code: 'card_declined' };

export type DeclineCode =
  'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'processing_error';

const DECLINES: Record<string, DeclineCode> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

export function behaviourOf(number: string): CardBehaviour {
  const digits = cardDigits(number);
  if (digits === '4000000000000341') return { kind: 'declines_after_attach', code: 'card_declined' };
  const code = DECLINES[digits];
  return code ? { kind: 'declines', code } : { kind: 'succeeds' };
}

/** The provider's message for each decline (its published wording). */
export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
};

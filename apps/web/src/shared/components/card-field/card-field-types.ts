// The card-field port: what a purchase or billing screen sees of card entry, whichever provider draws it. The
// card number, expiry and CVC stay with the provider (a frame of its origin, or its Elements); the page only
// hears the field's state and, on submit, the provider's token with the card's brand, last4 and expiry.

/** The spec's message when the card field is missing (not mounted, or not ready yet). */
export const CARD_FIELD_MISSING = 'Payment Card is undefined';

export type TokenizedCard = {
  paymentMethodToken: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type CardFieldState = {
  empty: boolean;
  complete: boolean;
  /** The message to show for what was typed (after a field is left, or once it is filled); null when none. */
  error: string | null;
  /** The brand detected from the number ('visa', 'amex'... or 'unknown'); null before a digit is typed. */
  brand: string | null;
};

export type CardFieldHandle = {
  /** Tokenises the card with the provider; rejects with the provider's (or the field's) message. */
  tokenize(name: string): Promise<TokenizedCard>;
  clear(): void;
  focus(): void;
};

/** Tokenises through a handle that may be missing (the field not mounted): rejects with the spec's message. */
export function tokenizeCard(
  handle: CardFieldHandle | null | undefined,
  name: string,
): Promise<TokenizedCard> {
  return handle ? handle.tokenize(name) : Promise.reject(new Error(CARD_FIELD_MISSING));
}

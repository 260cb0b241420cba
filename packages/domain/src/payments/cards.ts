// Card numbers as a payment form checks them before anything is sent: the Luhn checksum, the brand from the
// number's prefix (we accept American Express, Mastercard, Visa and Discover), and an expiry not in the past.
// Shared by the sandbox card provider (which tokenises like the real one) and the browser's card field.

export const ACCEPTED_BRANDS = ['amex', 'mastercard', 'visa', 'discover'] as const;
export type CardBrand = (typeof ACCEPTED_BRANDS)[number] | 'unknown';

export const BRAND_NAMES: Record<CardBrand, string> = {
  amex: 'American Express',
  mastercard: 'Mastercard',
  visa: 'Visa',
  discover: 'Discover',
  unknown: 'Unknown',
};

/** The provider's brand code as people write it ("visa" -> "Visa"); a brand we don't know, as given. */
export function cardBrandName(brand: string): string {
  const code = brand.toLowerCase() === 'american_express' ? 'amex' : brand.toLowerCase();
  return code in BRAND_NAMES && code !== 'unknown' ? BRAND_NAMES[code as CardBrand] : brand;
}

/** A saved card as people name it: "Visa ending in 4242". */
export const cardDescription = (card: { brand: string; last4: string }) =>
  `${cardBrandName(card.brand)} ending in ${card.last4}`;

export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** Whether the digits pass the Luhn checksum (and are 12 to 19 digits). */
export function passesLuhn(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand by the issuer's prefix (IIN ranges). */
export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^4/.test(digits)) return 'visa';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  return 'unknown';
}

/** Whether a card expiring at the end of month/year is still valid on `today` ("yyyy-MM-dd"). */
export function isExpired(expMonth: number, expYear: number, today: string): boolean {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const fullYear = expYear < 100 ? 2000 + expYear : expYear;
  return fullYear < year || (fullYear === year && expMonth < month);
}

export type CardProblem =
  'incorrect_number' | 'invalid_expiry' | 'expired_card' | 'invalid_cvc' | 'brand_not_accepted';

/** What is wrong with a card as typed, or null. */
export function cardProblem(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  today: string,
): CardProblem | null {
  if (!passesLuhn(card.number)) return 'incorrect_number';
  const brand = cardBrand(card.number);
  if (brand === 'unknown') return 'brand_not_accepted';
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) return 'invalid_expiry';
  if (isExpired(card.expMonth, card.expYear, today)) return 'expired_card';
  if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc)) return 'invalid_cvc';
  return null;
}

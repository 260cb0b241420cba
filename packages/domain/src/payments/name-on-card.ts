// The name on the card (spec 000 §5): capitalised per word as it is typed, at least 3 characters to submit.
// The purchase screen and payInvoice apply the same rule.
export const NAME_ON_CARD_MIN = 3;

export function capitalisedName(text: string): string {
  return text.replace(
    /(^|[\s'-])(\p{L})/gu,
    (_match, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

export function nameOnCardProblem(text: string): 'required' | 'tooShort' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  return trimmed.length < NAME_ON_CARD_MIN ? 'tooShort' : null;
}

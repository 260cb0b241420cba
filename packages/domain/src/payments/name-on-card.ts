// The name on the card (spec 000 §5): capitalised per word as it is typed (../person-name, the rule every shown
// name follows), at least 3 characters to submit. The purchase screen and payInvoice apply the same rule.
export const NAME_ON_CARD_MIN = 3;

export function nameOnCardProblem(text: string): 'required' | 'tooShort' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  return trimmed.length < NAME_ON_CARD_MIN ? 'tooShort' : null;
}

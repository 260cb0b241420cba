// Which offer the person chose to buy (the term quote's PURCHASE TERM LIFE, or the accidental-death offer's GET
// NOW), carried to the purchase screen across the journey's navigation and a reload of the tab. Without a
// choice the purchase screen buys the term quote when one is open, else the accidental-death offering.
export type PurchaseChoice = { kind: 'quote' | 'offering'; id: string };

const KEY = 'wysh.purchase-choice';

export function choosePurchase(choice: PurchaseChoice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(choice));
  } catch {
    // Storage refused (private mode): the screen falls back to its default choice.
  }
}

export function chosenPurchase(): PurchaseChoice | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PurchaseChoice> | null;
    return parsed && (parsed.kind === 'quote' || parsed.kind === 'offering') && typeof parsed.id === 'string'
      ? { kind: parsed.kind, id: parsed.id }
      : null;
  } catch {
    return null;
  }
}

export function forgetPurchaseChoice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

// The wysh List drawer's figures: how many wyshes and their total (a missing amount counts as 0).

export interface ListSummary {
  count: number;
  /** Cents. */
  total: number;
}

export function listSummary(items: ReadonlyArray<{ amount: number | null }>): ListSummary {
  return { count: items.length, total: items.reduce((sum, item) => sum + (item.amount ?? 0), 0) };
}

// Amounts on the dashboard are whole dollars ("$500,000"); dates MM/dd/yyyy or --/--/---- (@wysh/domain/dates).
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export function wholeDollars(amountInCents: number | null | undefined): string {
  return dollars.format(Math.floor((amountInCents ?? 0) / 100));
}

// How a way to pay is named to people (e-mails, notifications, receipts, modals: spec 001 §3.5 "card brand and
// last 4, or bank name, account type and mask").
import { cardDescription } from './cards.ts';

export type DescribedMethod = {
  source: 'credit_card' | 'bank_account';
  brand: string | null;
  last4: string;
  bankName: string | null;
  accountType: string | null;
};

/** "Visa ending in 4242", or "First Platypus Bank checking account ending in 0000". */
export function methodDescription(method: DescribedMethod): string {
  if (method.source === 'bank_account')
    return `${method.bankName ?? 'Bank'} ${method.accountType ? `${method.accountType} ` : ''}account ending in ${method.last4}`;
  return cardDescription({ brand: method.brand ?? 'card', last4: method.last4 });
}

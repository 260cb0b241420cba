// The linked bank account the person pays their first premium from, as the app's bank-account picker (the
// bank-link feature's, composed in by the app) hands it to the purchase screen.
import type { ComponentType } from 'react';

export type BankAccountChoice = {
  plaidAccountId: string;
  bankName: string;
  accountType: string | null;
  mask: string | null;
};

export type BankAccountPicker = ComponentType<{
  value: BankAccountChoice | null;
  onChange: (account: BankAccountChoice) => void;
  disabled?: boolean;
}>;

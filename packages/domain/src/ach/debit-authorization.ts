// The authorisation a person gives before premiums are debited from a bank account (NACHA requires one for every
// consumer debit, and the card provider a mandate with the person's acceptance for us_bank_account). The "Last
// step!" screen and the billing page show these words (one wording for both: a version names what was read); the server keeps the version the person accepted with the payment method
// and sends the acceptance (when, from which address and browser) to the provider as the debit's mandate.

/** Bumped whenever the words change: a payment method keeps the version its owner accepted. */
export const DEBIT_AUTHORIZATION_VERSION = 'ach-debit-2026-11-27';

/** The words the person agrees to, naming the account (bank, type, mask) as every modal that names a method does. */
export function debitAuthorizationText(account: {
  bankName: string;
  accountType: string | null;
  mask: string | null;
}) {
  const named = `${account.bankName} ${account.accountType ? `${account.accountType} ` : ''}account${
    account.mask ? ` ending in ${account.mask}` : ''
  }`;
  return (
    `I authorize Wysh to debit my ${named} by ACH for any premium I pay now and for my monthly premium on ` +
    'each due date, until I cancel my policy or choose another way to pay. I can revoke this by changing my ' +
    'payment method in the app.'
  );
}

/** The acceptance a mandate carries (the card provider's customer_acceptance, type online). */
export type MandateAcceptance = {
  acceptedAt: Date;
  ipAddress: string;
  userAgent: string;
  version: string;
};

// Paying the first premium from a bank account on "Last step!" (issue 25 item 5): a linked account (the app's
// picker: pick one, or link one in the bank's Link), and the debit authorisation, in the words the server keeps
// with the account as the debit's mandate; without the box ticked nothing is debited.
import { DebitAuthorizationConsent } from '../../../shared/components/debit-authorization/debit-authorization-consent';
import type { BankAccountChoice, BankAccountPicker } from '../lib/bank-account-choice';

export function BankPaymentFields({
  Picker,
  account,
  onAccount,
  authorized,
  onAuthorized,
  disabled,
}: {
  Picker: BankAccountPicker;
  account: BankAccountChoice | null;
  onAccount: (account: BankAccountChoice) => void;
  authorized: boolean;
  onAuthorized: (authorized: boolean) => void;
  disabled: boolean;
}) {
  return (
    <>
      <Picker value={account} onChange={onAccount} disabled={disabled} />
      {account ? (
        <DebitAuthorizationConsent
          account={account}
          agreed={authorized}
          onAgreed={onAuthorized}
          disabled={disabled}
        />
      ) : null}
    </>
  );
}

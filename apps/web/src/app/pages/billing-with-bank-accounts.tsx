// The billing page with the linked banks in it: two features composed here, since features never import each
// other (billing shows the plan, the method on file and the invoices; bank-link the banks, Link, unlinking and
// paying premiums from an account, told by billing which account that is).
import { BankAccountsPanel } from '../../features/bank-link/components/bank-accounts-panel';
import { BillingPage } from '../../features/billing/components/billing-page';

export function BillingWithBankAccounts() {
  return (
    <BillingPage
      bankAccounts={({ plaidAccountId }) => <BankAccountsPanel payingAccountId={plaidAccountId} />}
    />
  );
}

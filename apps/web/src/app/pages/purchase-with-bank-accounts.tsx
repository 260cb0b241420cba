// "Last step!" with the person's linked bank accounts in it (issue 25 item 5): the purchase draws the screen and
// pays; bank-link lists the accounts and opens Link. Composed here, since features never import each other.
import { BankAccountPicker } from '../../features/bank-link/components/bank-account-picker';
import { PurchaseScreen } from '../../features/purchase/components/purchase-screen';
import type { FlowScreenProps } from '../../shared/lib/flow-screens';

export function PurchaseWithBankAccounts(props: FlowScreenProps) {
  return <PurchaseScreen {...props} bankAccountPicker={BankAccountPicker} />;
}

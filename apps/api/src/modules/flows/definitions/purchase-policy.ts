// The purchase-policy flow (spec 000 §2 Purchase screen "Last step!", Purchase policy step, Payment confirmation;
// 001 §2.14, §2.15, §4.5): the purchasePolicy layout, which the web's purchase feature draws (the card field, the
// coverage summary, the legal list, SUBMIT & PAY), then the payment confirmation (purchaseSuccess). The payment
// itself is the purchase screen's calls (accept, pay, acknowledge); only on their success does it run the
// button's actions, which move on to the confirmation. Neither screen goes back.
import { FINISH, type FlowDefinition } from '../flow-definition.ts';
import { api, button, finishFlowTo } from './build.ts';

export const PURCHASE_FORM = 'purchase-policy';
export const PURCHASE_SUCCESS_FORM = 'purchase-success';

export const purchasePolicy: FlowDefinition = {
  slug: 'purchase-policy',
  terminalBehavior: 'finish',
  defaultScope: 'new_policy',
  authLevel: 'verified',
  forms: [
    {
      form: {
        slug: PURCHASE_FORM,
        layout: 'purchasePolicy',
        description: 'Last step!',
        items: [button('purchase-policy-button', 'SUBMIT & PAY', [api('nextForm')])],
      },
    },
    {
      form: {
        slug: PURCHASE_SUCCESS_FORM,
        layout: 'purchaseSuccess',
        description: 'Congrats on your new policy!',
        items: [button('purchase-success-button', 'GO TO MY DASHBOARD', [finishFlowTo('/')])],
      },
      otherwise: FINISH,
    },
  ],
};

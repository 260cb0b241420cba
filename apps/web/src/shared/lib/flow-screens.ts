// Screens a server-driven form's layout hands to another feature (the beneficiary review's `myBeneficiaries`):
// the flow renderer draws the layout with the component the app provides here, passing the form and a way to
// run its buttons' actions, so the flows feature never imports the feature that owns the screen.
import { createContext, type ComponentType } from 'react';
import type { Action, Form } from '@wysh/forms/protocol';

export interface FlowScreenProps {
  form: Form;
  /** Runs a button's actions through the flow's action runner (the primary button with `primary: true`). */
  run: (actions: readonly Action[], options?: { primary?: boolean }) => void;
  busy: boolean;
  /** The form-level message the last actions left (shown under the primary button). */
  formError: string | null;
  /** The session's scope as the server names it (NEW_POLICY, POLICY_HOLDER, ...). */
  flowScope: string | null;
}

/** The layouts another feature draws, by layout name. */
export interface FlowScreens {
  myBeneficiaries?: ComponentType<FlowScreenProps>;
  /** "Last step!": the card, the coverage summary, the legal list, SUBMIT & PAY (the purchase feature). */
  purchasePolicy?: ComponentType<FlowScreenProps>;
  /** The payment confirmation (the purchase feature). */
  purchaseSuccess?: ComponentType<FlowScreenProps>;
}

export const FlowScreensContext = createContext<FlowScreens>({});

// One modal at a time, chosen by its registry name (spec: Modals by registry name).
// The app maps each name to a lazily loaded component; a later issue adds a name here and there.
import { create } from 'zustand';
import type { JourneyKind } from '../journeys/machine';
import type { AppError } from '../lib/app-error';

/** Where a modal returns to: a path and the navigation state it was shown with. */
export interface ModalOrigin {
  path: string;
  state?: unknown;
}

/**
 * A payment retry's result modals (spec 001 §3.5 "Modal payloads"): the amount tried and what it was charged
 * to: a card (cardType, cardMask) or a bank account (bankName, bankAccountType, bankAccountMask, and the
 * account's own name, "Plaid Checking", when the bank gives one).
 */
export interface PaymentRetryProps {
  billingAttemptedAmount?: number;
  source?: 'credit_card' | 'bank_account';
  cardType?: string;
  cardMask?: string;
  bankName?: string;
  bankAccountType?: string | null;
  bankAccountName?: string | null;
  bankAccountMask?: string;
}

/** A payment retry's failure: `reason` from the card provider or the bank; try again, or update the card. */
export type PaymentRetryFailureProps = PaymentRetryProps & {
  reason?: string | null;
  onRetry?: () => void;
  onUpdateCard?: () => void;
};

export interface ModalPropsByName {
  /** Adding the wysh of the catalogue named by `slug` to the wysh List. */
  AddWyshModal: { slug?: string };
  /** A primary beneficiary was added: add another, or return to `origin` (the review it came from). */
  AddAnotherBeneficiaryModal: { lineOfBusiness?: string; origin?: ModalOrigin };
  /** Removing the beneficiary `beneficiaryId`; `primariesLeft` once it is gone picks where to go (001 §4.11). */
  RemoveBeneficiaryModal: {
    beneficiaryId?: string;
    name?: string;
    responsibility?: 'primary' | 'backup';
    primariesLeft?: number;
    lineOfBusiness?: string;
    origin?: ModalOrigin;
  };
  /** Removing the last primary while `backupCount` backups exist: promote them, or remove both. */
  RemoveLastBeneficiaryModal: {
    beneficiaryId?: string;
    name?: string;
    backupCount?: number;
    lineOfBusiness?: string;
    origin?: ModalOrigin;
  };
  /** A policyholder confirms the pending beneficiary change with the beneficiary-terms acknowledgement. */
  ConfirmBeneficiaryChangesModal: { lineOfBusiness?: string; onConfirmed?: () => void };
  /** "Get Claims Instructions": e-mails the claims-instructions packet to a beneficiary with an e-mail. */
  SendBeneficiaryPacketModal: { lineOfBusiness?: string };
  /** Leaving a page with unsaved changes: `onSave` saves them, `onDiscard` leaves without. */
  SaveChangesModal: { onSave?: () => void; onDiscard?: () => void };
  /** Leaving the builder: `onLeave` goes on, after the wyshes added there were taken off (or kept). */
  CancelAddedWyshesModal: { onLeave?: () => void };
  /** Monthly or annual billing in the coverage editor; the annual price is the annual premium. */
  BillingChargeFrequencyModal: {
    monthlyPremium?: number;
    annualPremium?: number;
    current?: 'monthly' | 'annual';
    /** yyyy-MM-dd: when a policy's change would start (the billing page). */
    startsOn?: string | undefined;
    onChoose?: (frequency: 'monthly' | 'annual') => void;
  };
  /** A monitored wysh's amount can't be edited; offers to turn monitoring off for the allocation `id`. */
  CantEditMonitoredModal: { id?: string };
  /** The wysh `id` (named `name`) follows a linked loan's balance: pick a linked loan or link one. */
  FollowLoanModal: { id?: string; name?: string };
  /** How to cancel a policy (with customer service); it does not cancel. */
  CancelPolicyModal: Record<string, never>;
  /** Withdraws the policy's change waiting for its due date: it then does not apply at the next payment. */
  CancelPendingUpdatesModal: { policyId?: string; onCancelled?: () => void };
  /** `reason`: the server's words for why the account stays open (a policy in force...), when it gave them. */
  CloseAccountFailedModal: { reason?: string | null };
  CloseAccountModal: Record<string, never>;
  CustomerSupportModal: Record<string, never>;
  /** `message`: what failed, when known (e.g. the file that could not be uploaded). */
  DocumentUploadErrorModal: { message?: string };
  ExistingAccountModal: { email?: string; loginPath?: string };
  /** Leaving a flow; `onConfirm` runs the rest of the button's actions (the way out). */
  ExitFlowWarningModal: { onConfirm?: () => void };
  ExitRegistrationModal: { to?: string };
  /** Leaving the trivia while the quote is prepared; `onConfirm` leaves. */
  ExitTriviaWarningModal: { onConfirm?: () => void };
  /** Unsaved answers; `onConfirm` leaves without saving (the rest of the button's actions). */
  ExitWithoutSavingModal: { onConfirm?: () => void };
  GeneralErrorModal: { error?: AppError | null };
  /** The idle lockout's warning; `deadline` is when the session ends (ms since the epoch). */
  InactivityWarningModal: { deadline?: number };
  /** A journey completed, or someone came back to one they completed: warns and offers to start over. */
  JourneyCompleted: { journey?: string };
  /** Exiting a running journey; onboarding journeys ask in fewer words. */
  JourneyExit: { kind?: JourneyKind };
  /** Saved progress of the signed-in user: resume it or start over. */
  JourneyProgress: Record<string, never>;
  LoginAttemptWarningModal: { email?: string };
  /** `onSent` hears which channel the new code went by. */
  /** Nothing was changed; `onCancelRequest` abandons the edit. */
  NoPIUChangeErrorModal: { onCancelRequest?: () => void };
  /** CONTINUE pressed with nothing on the wysh List. */
  NoWyshesAdded: Record<string, never>;
  /**
   * Premiums are past due (spec 001 §4.6, §8): the balance, and the policy's lapse date (yyyy-MM-dd), by which
   * it is cancelled unless paid; `onPayNow` pays them.
   */
  PastDueBalanceModal: { pastDueBalance?: number; lapsesAt?: string | null; onPayNow?: () => void };
  /** The billing page's pay-now: the payment is processing (a bank debit takes up to 5 business days). */
  PolicyBillingPaymentRetryProcessingModal: PaymentRetryProps;
  /** The billing page's pay-now went through; closes itself. */
  PolicyBillingPaymentRetrySuccessModal: PaymentRetryProps;
  /** The billing page's pay-now was declined: `reason` from the card provider; try again or update the card. */
  PolicyBillingPaymentRetryFailureModal: PaymentRetryFailureProps;
  /** The account area's payment prompt: the same results, in the Settings billing variants (spec 001 §4.6). */
  SettingsBillingPaymentRetryProcessingModal: PaymentRetryProps;
  SettingsBillingPaymentRetrySuccessModal: PaymentRetryProps;
  /** Updating the card leads to the billing page. */
  SettingsBillingPaymentRetryFailureModal: PaymentRetryFailureProps;
  /** The purchase's charge was refused or failed; `onRetry` returns to the cleared card field. */
  PaymentFailed: { onRetry?: () => void };
  /** The policy packet is not made yet (its job runs just after the purchase). */
  DownloadPolicyPacketErrorModal: Record<string, never>;
  /** What the accidental-death policy pays, by how the accident happened. */
  PayoutDetailsModal: {
    payouts?: { publicTransportation: number; autoPedestrian: number; generalAccident: number };
  };
  /**
   * The person's own premium, itemised: rate x cover, fee, monthly factor, class (none for accidental death),
   * version; for a quote its class explained and the rules of underwriting behind it.
   */
  PremiumCalculationModal: {
    breakdown?: {
      amount: number;
      annualRatePer1000: string;
      annualPolicyFee: number;
      monthlyFactor: string;
      rateClass?: string;
      rateVersion: string;
      issueAge: number;
      annualPremium: number;
      monthlyPremium: number;
    };
    /**
     * An estimate (before underwriting), an approved quote or offering (the final price), or a policy's premium
     * as issued (a reinstatement keeps it). Default estimate.
     */
    priced?: 'estimate' | 'quote' | 'offering' | 'policy' | 'policyChange';
    /** A quote's: why underwriting assigned its class, in plain words (empty: the best class). */
    classReasons?: readonly string[];
    /** A quote's: every rule of underwriting that shaped it (class, cover, term), and their version. */
    rules?: readonly { ruleId: string; reason: string; shaped: string }[];
    rulesVersion?: string;
  };
  /**
   * A policy in force and a reinstatement do not go together (spec 001 §4.5): applying for new cover while
   * `policyNumbers` can still be reinstated warns that reinstatement will be rejected, `onApplyAnyway` going on
   * with the application; without it, the server's `message` why a reinstatement was refused (another policy in
   * force, or this one active again).
   */
  ReinstatementActivePolicyModal: { policyNumbers?: string[]; message?: string; onApplyAnyway?: () => void };
  /**
   * A reinstatement error (spec 000 §8): `blocked`, applying for new cover while a reinstatement is under way
   * (the server's `message`; OK goes to /account/policy-reinstatement); `invoice`, the reinstatement invoice
   * was unable to be created.
   */
  ReinstatementErrorModal: { kind?: 'blocked' | 'invoice'; message?: string };
  ResendCodeModal: { phoneNumberId?: string; expired?: boolean; onSent?: (channel: 'SMS' | 'VOICE') => void };
  ResetPasswordModal: Record<string, never>;
  /** Taking the wysh List item `id` (named `name`) off the list. */
  RemoveWyshModal: { id?: string; name?: string };
  /** A typed slider amount outside the ticks: the header and text the slider carries. */
  SliderErrorMessageModal: { header?: string; text?: string };
  Success: { title?: string; message?: string };
  TestModal: { message?: string };
  /** `onChangeAddress` runs when the person chooses to change the address instead. */
  /** Turning monitoring off for the allocation `id`, so its amount can be edited. */
  UnmonitorWyshModal: { id?: string };
  UnsupportedStateModal: { onChangeAddress?: () => void };
  /**
   * Why the decision takes the time it takes: `instant` (the default) while the quote is prepared (about 4
   * minutes: keep the page open), `manual` for an application an underwriter reviews (about 48 working hours).
   */
  UnderwritingWaitTimeModal: { review?: 'instant' | 'manual' };
  /**
   * An underwriter decided: "You've been approved!" or "Your wait is over" (spec 001 §4.8); `policyEdit`: the
   * decision was on a request for more cover or to extend the term, whose price now waits on confirm-update.
   */
  UnderwritingDecisionModal: {
    result?: 'accepted' | 'rejected';
    notificationId?: string;
    policyEdit?: 'increase' | 'extension' | null;
  };
  /**
   * More cover for the policy `policyId` (`amount` in all, cents) needs the underwriting interview first: CONTINUE
   * asks for it and starts the interview; `onLeave` runs just before the editor is left for it.
   */
  UnderwritingRequiredModal: { policyId?: string; amount?: number; onLeave?: () => void };
  /**
   * Extending the term of the policy `policyId` to 65 (`years` more, from `extendsFrom` until `coverEndsOn`) needs the
   * health check-up first: START asks for it and starts the interview.
   */
  ExtendTermModal: { policyId?: string; years?: number; extendsFrom?: string; coverEndsOn?: string };
  /** The application is with an underwriter: about 48 working hours. */
  ManualUWModal: Record<string, never>;
  VerificationEmailSendModal: { email?: string };
}

export type ModalName = keyof ModalPropsByName;

interface ModalState {
  name: ModalName | null;
  props: ModalPropsByName[ModalName];
  /** Increases on every open, so re-opening the same modal starts it afresh. */
  serial: number;
  open: <N extends ModalName>(name: N, props?: ModalPropsByName[N]) => void;
  close: () => void;
  reset: () => void;
}

export const useModalStore = create<ModalState>()((set) => ({
  name: null,
  props: {},
  serial: 0,
  open: (name, props) => set((state) => ({ name, props: props ?? {}, serial: state.serial + 1 })),
  close: () => set({ name: null, props: {} }),
  reset: () => set({ name: null, props: {} }),
}));

export function openModal<N extends ModalName>(name: N, props?: ModalPropsByName[N]): void {
  useModalStore.getState().open(name, props);
}

export function closeModal(): void {
  useModalStore.getState().close();
}

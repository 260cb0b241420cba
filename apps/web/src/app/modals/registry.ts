// Modal components by registry name (spec: Modals by registry name). Each loads on first open, so no modal
// costs anything on the first visit. A name is added to ModalPropsByName (shared/stores/modal) and here.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModalName, ModalPropsByName } from '../../shared/stores/modal';

export interface ModalEntry<N extends ModalName> {
  component: LazyExoticComponent<ComponentType<ModalPropsByName[N]>>;
  /** Closing by Escape, overlay click and the close button; on unless the modal opts out. */
  isDismissable?: boolean;
}

export type ModalRegistry = { [N in ModalName]: ModalEntry<N> };

export const modalRegistry: ModalRegistry = {
  AddWyshModal: {
    component: lazy(() =>
      import('../../features/wyshes/components/add-wysh-modal').then((m) => ({
        default: m.AddWyshModal,
      })),
    ),
  },
  AddAnotherBeneficiaryModal: {
    component: lazy(() =>
      import('../../features/beneficiaries/modals/add-another-beneficiary-modal').then((m) => ({
        default: m.AddAnotherBeneficiaryModal,
      })),
    ),
  },
  RemoveBeneficiaryModal: {
    component: lazy(() =>
      import('../../features/beneficiaries/modals/remove-beneficiary-modal').then((m) => ({
        default: m.RemoveBeneficiaryModal,
      })),
    ),
  },
  RemoveLastBeneficiaryModal: {
    component: lazy(() =>
      import('../../features/beneficiaries/modals/remove-last-beneficiary-modal').then((m) => ({
        default: m.RemoveLastBeneficiaryModal,
      })),
    ),
  },
  ConfirmBeneficiaryChangesModal: {
    component: lazy(() =>
      import('../../features/beneficiaries/modals/confirm-beneficiary-changes-modal').then((m) => ({
        default: m.ConfirmBeneficiaryChangesModal,
      })),
    ),
  },
  SendBeneficiaryPacketModal: {
    component: lazy(() =>
      import('../../features/beneficiaries/modals/send-beneficiary-packet-modal').then((m) => ({
        default: m.SendBeneficiaryPacketModal,
      })),
    ),
  },
  SaveChangesModal: {
    component: lazy(() =>
      import('../../features/beneficiaries/modals/save-changes-modal').then((m) => ({
        default: m.SaveChangesModal,
      })),
    ),
  },
  CancelAddedWyshesModal: {
    component: lazy(() =>
      import('../../features/wyshes/components/cancel-added-wyshes-modal').then((m) => ({
        default: m.CancelAddedWyshesModal,
      })),
    ),
  },
  BillingChargeFrequencyModal: {
    component: lazy(() =>
      import('../../features/coverage-editor/components/billing-charge-frequency-modal').then((m) => ({
        default: m.BillingChargeFrequencyModal,
      })),
    ),
  },
  CantEditMonitoredModal: {
    component: lazy(() =>
      import('../../features/wysh-list/components/cant-edit-monitored-modal').then((m) => ({
        default: m.CantEditMonitoredModal,
      })),
    ),
  },
  CloseAccountFailedModal: {
    component: lazy(() =>
      import('../../features/account/components/close-account-failed-modal').then((m) => ({
        default: m.CloseAccountFailedModal,
      })),
    ),
  },
  CancelPolicyModal: {
    component: lazy(() =>
      import('../../features/dashboard/components/cancel-policy-modal').then((m) => ({
        default: m.CancelPolicyModal,
      })),
    ),
  },
  CancelPendingUpdatesModal: {
    component: lazy(() =>
      import('../../features/policy-changes/components/cancel-pending-updates-modal').then((m) => ({
        default: m.CancelPendingUpdatesModal,
      })),
    ),
  },
  CloseAccountModal: {
    component: lazy(() =>
      import('../../features/account/components/close-account-modal').then((m) => ({
        default: m.CloseAccountModal,
      })),
    ),
  },
  CustomerSupportModal: {
    component: lazy(() =>
      import('../../features/support/components/customer-support-modal').then((m) => ({
        default: m.CustomerSupportModal,
      })),
    ),
  },
  DocumentUploadErrorModal: {
    component: lazy(() =>
      import('../../shared/components/upload/document-upload-error-modal').then((m) => ({
        default: m.DocumentUploadErrorModal,
      })),
    ),
  },
  ExistingAccountModal: {
    component: lazy(() =>
      import('../../features/registration/components/existing-account-modal').then((m) => ({
        default: m.ExistingAccountModal,
      })),
    ),
  },
  ExitFlowWarningModal: {
    component: lazy(() =>
      import('../../features/flows/modals/exit-flow-warning-modal').then((m) => ({
        default: m.ExitFlowWarningModal,
      })),
    ),
  },
  ExitRegistrationModal: {
    component: lazy(() =>
      import('../../features/registration/components/exit-registration-modal').then((m) => ({
        default: m.ExitRegistrationModal,
      })),
    ),
  },
  ExitTriviaWarningModal: {
    component: lazy(() =>
      import('../../features/flows/modals/exit-trivia-warning-modal').then((m) => ({
        default: m.ExitTriviaWarningModal,
      })),
    ),
  },
  ExitWithoutSavingModal: {
    component: lazy(() =>
      import('../../features/flows/modals/exit-without-saving-modal').then((m) => ({
        default: m.ExitWithoutSavingModal,
      })),
    ),
  },
  GeneralErrorModal: {
    component: lazy(() =>
      import('../../features/system-modals/components/general-error-modal').then((m) => ({
        default: m.GeneralErrorModal,
      })),
    ),
  },
  InactivityWarningModal: {
    component: lazy(() =>
      import('../../features/session/components/inactivity-warning-modal').then((m) => ({
        default: m.InactivityWarningModal,
      })),
    ),
  },
  JourneyCompleted: {
    component: lazy(() =>
      import('../../features/journeys/components/journey-completed-modal').then((m) => ({
        default: m.JourneyCompletedModal,
      })),
    ),
    isDismissable: false,
  },
  JourneyExit: {
    component: lazy(() =>
      import('../../features/journeys/components/journey-exit-modal').then((m) => ({
        default: m.JourneyExitModal,
      })),
    ),
  },
  JourneyProgress: {
    component: lazy(() =>
      import('../../features/journeys/components/journey-progress-modal').then((m) => ({
        default: m.JourneyProgressModal,
      })),
    ),
    isDismissable: false,
  },
  LoginAttemptWarningModal: {
    component: lazy(() =>
      import('../../features/auth/components/login-attempt-warning-modal').then((m) => ({
        default: m.LoginAttemptWarningModal,
      })),
    ),
  },
  NoPIUChangeErrorModal: {
    component: lazy(() =>
      import('../../features/flows/modals/no-piu-change-error-modal').then((m) => ({
        default: m.NoPIUChangeErrorModal,
      })),
    ),
  },
  NoWyshesAdded: {
    component: lazy(() =>
      import('../../features/wyshes/components/no-wyshes-added-modal').then((m) => ({
        default: m.NoWyshesAddedModal,
      })),
    ),
  },
  PastDueBalanceModal: {
    component: lazy(() =>
      import('../../features/billing/modals/past-due-balance-modal').then((m) => ({
        default: m.PastDueBalanceModal,
      })),
    ),
  },
  PolicyBillingPaymentRetryProcessingModal: {
    component: lazy(() =>
      import('../../features/billing/modals/payment-retry-modals').then((m) => ({
        default: m.PolicyBillingPaymentRetryProcessingModal,
      })),
    ),
  },
  PolicyBillingPaymentRetrySuccessModal: {
    component: lazy(() =>
      import('../../features/billing/modals/payment-retry-modals').then((m) => ({
        default: m.PolicyBillingPaymentRetrySuccessModal,
      })),
    ),
  },
  PolicyBillingPaymentRetryFailureModal: {
    component: lazy(() =>
      import('../../features/billing/modals/payment-retry-modals').then((m) => ({
        default: m.PolicyBillingPaymentRetryFailureModal,
      })),
    ),
  },
  SettingsBillingPaymentRetryProcessingModal: {
    component: lazy(() =>
      import('../../features/billing/modals/payment-retry-modals').then((m) => ({
        default: m.SettingsBillingPaymentRetryProcessingModal,
      })),
    ),
  },
  SettingsBillingPaymentRetrySuccessModal: {
    component: lazy(() =>
      import('../../features/billing/modals/payment-retry-modals').then((m) => ({
        default: m.SettingsBillingPaymentRetrySuccessModal,
      })),
    ),
  },
  SettingsBillingPaymentRetryFailureModal: {
    component: lazy(() =>
      import('../../features/billing/modals/payment-retry-modals').then((m) => ({
        default: m.SettingsBillingPaymentRetryFailureModal,
      })),
    ),
  },
  PaymentFailed: {
    component: lazy(() =>
      import('../../features/purchase/components/payment-failed-modal').then((m) => ({
        default: m.PaymentFailedModal,
      })),
    ),
  },
  DownloadPolicyPacketErrorModal: {
    component: lazy(() =>
      import('../../features/purchase/components/download-policy-packet-error-modal').then((m) => ({
        default: m.DownloadPolicyPacketErrorModal,
      })),
    ),
  },
  PayoutDetailsModal: {
    component: lazy(() =>
      import('../../features/quotes/components/payout-details-modal').then((m) => ({
        default: m.PayoutDetailsModal,
      })),
    ),
  },
  PremiumCalculationModal: {
    component: lazy(() =>
      import('../../features/coverage-editor/components/premium-calculation-modal').then((m) => ({
        default: m.PremiumCalculationModal,
      })),
    ),
  },
  ReinstatementActivePolicyModal: {
    component: lazy(() =>
      import('../../features/reinstatement/modals/reinstatement-active-policy-modal').then((m) => ({
        default: m.ReinstatementActivePolicyModal,
      })),
    ),
    // Its buttons are the ways on: left by Escape, an application would wait on a spinner.
    isDismissable: false,
  },
  // OK is the way on: a blocked application goes back to the reinstatement page.
  ReinstatementErrorModal: {
    component: lazy(() =>
      import('../../features/reinstatement/modals/reinstatement-error-modal').then((m) => ({
        default: m.ReinstatementErrorModal,
      })),
    ),
    isDismissable: false,
  },
  ResendCodeModal: {
    component: lazy(() =>
      import('../../features/phone-verification/components/resend-code-modal').then((m) => ({
        default: m.ResendCodeModal,
      })),
    ),
  },
  ResetPasswordModal: {
    component: lazy(() =>
      import('../../features/auth/components/reset-password-modal').then((m) => ({
        default: m.ResetPasswordModal,
      })),
    ),
  },
  RemoveWyshModal: {
    component: lazy(() =>
      import('../../features/wyshes/components/remove-wysh-modal').then((m) => ({
        default: m.RemoveWyshModal,
      })),
    ),
  },
  SliderErrorMessageModal: {
    component: lazy(() =>
      import('../../features/flows/modals/slider-error-message-modal').then((m) => ({
        default: m.SliderErrorMessageModal,
      })),
    ),
  },
  Success: {
    component: lazy(() =>
      import('../../features/system-modals/components/success-modal').then((m) => ({
        default: m.SuccessModal,
      })),
    ),
  },
  TestModal: {
    component: lazy(() =>
      import('../../features/system-modals/components/test-modal').then((m) => ({ default: m.TestModal })),
    ),
  },
  UnderwritingDecisionModal: {
    component: lazy(() =>
      import('../../features/underwriting/components/underwriting-decision-modal').then((m) => ({
        default: m.UnderwritingDecisionModal,
      })),
    ),
  },
  UnderwritingRequiredModal: {
    component: lazy(() =>
      import('../../features/coverage-editor/components/underwriting-required-modal').then((m) => ({
        default: m.UnderwritingRequiredModal,
      })),
    ),
  },
  ExtendTermModal: {
    component: lazy(() =>
      import('../../features/policy-changes/components/extend-term-modal').then((m) => ({
        default: m.ExtendTermModal,
      })),
    ),
  },
  ManualUWModal: {
    component: lazy(() =>
      import('../../features/underwriting/components/manual-uw-modal').then((m) => ({
        default: m.ManualUWModal,
      })),
    ),
  },
  UnderwritingWaitTimeModal: {
    component: lazy(() =>
      import('../../features/flows/modals/underwriting-wait-time-modal').then((m) => ({
        default: m.UnderwritingWaitTimeModal,
      })),
    ),
  },
  FollowLoanModal: {
    component: lazy(() =>
      import('../../features/bank-link/components/follow-loan-modal').then((m) => ({
        default: m.FollowLoanModal,
      })),
    ),
  },
  UnmonitorWyshModal: {
    component: lazy(() =>
      import('../../features/wysh-list/components/unmonitor-wysh-modal').then((m) => ({
        default: m.UnmonitorWyshModal,
      })),
    ),
  },
  UnsupportedStateModal: {
    component: lazy(() =>
      import('../../shared/components/address/unsupported-state-modal').then((m) => ({
        default: m.UnsupportedStateModal,
      })),
    ),
  },
  VerificationEmailSendModal: {
    component: lazy(() =>
      import('../../features/email-verification/components/verification-email-send-modal').then((m) => ({
        default: m.VerificationEmailSendModal,
      })),
    ),
  },
};

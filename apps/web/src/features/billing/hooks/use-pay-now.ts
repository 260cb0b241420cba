// Pay-now (spec 001 §4.6): pays every past-due premium with the card or bank account on file, then shows the retry modal that
// matches the combined result (failed if any failed, else processing if any, else success), in the variant of
// where it was asked: Policy billing (the billing page) or Settings billing (the account area's payment prompt).
// A thrown error shows PaymentFailed, whose Try again pays again.
import { useCallback, useEffect, useRef } from 'react';
import { openModal } from '../../../shared/stores/modal';
import { usePayPastDue, type PastDuePayment } from '../api/pay-past-due';
import type { CardOnFile } from '../api/get-billing';
import { retryPropsOf } from '../../../shared/lib/method-name';

/** Which variant of the retry modals a pay-now shows (spec 001 §2.18). */
export type RetryVariant = 'policy' | 'settings';

const RETRY_MODALS = {
  policy: {
    success: 'PolicyBillingPaymentRetrySuccessModal',
    processing: 'PolicyBillingPaymentRetryProcessingModal',
    failure: 'PolicyBillingPaymentRetryFailureModal',
  },
  settings: {
    success: 'SettingsBillingPaymentRetrySuccessModal',
    processing: 'SettingsBillingPaymentRetryProcessingModal',
    failure: 'SettingsBillingPaymentRetryFailureModal',
  },
} as const;

function amountOf(payment: PastDuePayment): number {
  // Invoices paid already (another tab, the retry job) are not charged again: name what they came to instead.
  return payment.billingAttemptedAmount > 0
    ? payment.billingAttemptedAmount
    : payment.processed.reduce((total, item) => total + item.amount, 0);
}

export function usePayNow(options: {
  pastDueIds: readonly string[];
  card: CardOnFile | null;
  onUpdateCard: () => void;
  /** Policy billing unless told otherwise. */
  variant?: RetryVariant;
}) {
  const pay = usePayPastDue();
  const { pastDueIds, card, onUpdateCard, variant = 'policy' } = options;
  const { mutateAsync, isPending } = pay;
  // A modal's "try again" pays with the page as it is then, not as it was when the modal opened.
  const again = useRef<() => Promise<void>>(async () => {});

  const payNow = useCallback(async (): Promise<void> => {
    if (isPending || pastDueIds.length === 0) return;
    try {
      const payment = await mutateAsync(pastDueIds);
      const props = {
        billingAttemptedAmount: amountOf(payment),
        ...retryPropsOf(payment.paymentMethod ?? card),
      };
      const modals = RETRY_MODALS[variant];
      if (payment.transactionResult === 'success') openModal(modals.success, props);
      else if (payment.transactionResult === 'processing') openModal(modals.processing, props);
      else
        openModal(modals.failure, {
          ...props,
          reason: payment.processed.find((item) => item.transactionResult === 'failed')?.reason ?? null,
          onRetry: () => void again.current(),
          onUpdateCard,
        });
    } catch {
      openModal('PaymentFailed', { onRetry: () => void again.current() });
    }
  }, [isPending, pastDueIds, mutateAsync, card, onUpdateCard, variant]);

  useEffect(() => {
    again.current = payNow;
  }, [payNow]);

  return { payNow, paying: isPending };
}

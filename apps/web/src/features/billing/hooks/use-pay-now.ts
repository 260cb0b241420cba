// Pay-now (spec 001 §4.6): pays every past-due premium with the card on file, then shows the Policy billing
// retry modal that matches the combined result (failed if any failed, else processing if any, else success).
// A thrown error shows PaymentFailed, whose Try again pays again.
import { useCallback, useEffect, useRef } from 'react';
import { openModal } from '../../../shared/stores/modal';
import { usePayPastDue, type PastDuePayment } from '../api/pay-past-due';
import type { CardOnFile } from '../api/get-billing';

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
}) {
  const pay = usePayPastDue();
  const { pastDueIds, card, onUpdateCard } = options;
  const { mutateAsync, isPending } = pay;
  // A modal's "try again" pays with the page as it is then, not as it was when the modal opened.
  const again = useRef<() => Promise<void>>(async () => {});

  const payNow = useCallback(async (): Promise<void> => {
    if (isPending || pastDueIds.length === 0) return;
    try {
      const payment = await mutateAsync(pastDueIds);
      const charged = payment.paymentMethod?.card ?? card?.card;
      const props = {
        billingAttemptedAmount: amountOf(payment),
        source: 'credit_card' as const,
        cardType: charged?.brand,
        cardMask: charged?.last4,
      };
      if (payment.transactionResult === 'success') openModal('PolicyBillingPaymentRetrySuccessModal', props);
      else if (payment.transactionResult === 'processing')
        openModal('PolicyBillingPaymentRetryProcessingModal', props);
      else
        openModal('PolicyBillingPaymentRetryFailureModal', {
          ...props,
          reason: payment.processed.find((item) => item.transactionResult === 'failed')?.reason ?? null,
          onRetry: () => void again.current(),
          onUpdateCard,
        });
    } catch {
      openModal('PaymentFailed', { onRetry: () => void again.current() });
    }
  }, [isPending, pastDueIds, mutateAsync, card, onUpdateCard]);

  useEffect(() => {
    again.current = payNow;
  }, [payNow]);

  return { payNow, paying: isPending };
}

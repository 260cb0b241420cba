// The payment retry's result modals (spec 001 §2.18, §4.6, §8): processing, success and failure, each naming the
// amount tried and the card or bank account it went to (bank name, account and mask). Success closes itself after 2000 ms (spec 000 §9 "Success modal
// auto-close 2000 ms"); processing says it may take up to 5 business days. The Policy billing variants answer the
// billing page's pay-now, the Settings billing variants the account area's payment prompt, in the same words
// (the spec gives the Settings failure no words of its own: it "names the amount and the bank account or card").
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { formatPremium } from '../../../shared/lib/format-premium';
import type { PaymentRetryFailureProps, PaymentRetryProps } from '../../../shared/stores/modal';
import { retryMethodName } from '../../../shared/lib/method-name';
import { openChat } from '../../../shared/stores/chat';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import styles from './billing-modals.module.css';

export const RETRY_SUCCESS_AUTO_CLOSE_MS = 2000;

function useRetryWords(props: PaymentRetryProps) {
  const { t } = useTranslation();
  return {
    t,
    amount: formatPremium(props.billingAttemptedAmount ?? 0),
    card: retryMethodName(t, props),
    bank: props.source === 'bank_account',
  };
}

export function PolicyBillingPaymentRetryProcessingModal(props: PaymentRetryProps) {
  const { t, amount, card } = useRetryWords(props);
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('billing.retry.processing.title')}>
      <div className={styles.text}>
        <p>{t('billing.retry.processing.body', { amount, card })}</p>
        <p>{t('billing.retry.processing.time')}</p>
      </div>
      <div className={actions.stack}>
        <Button onClick={close}>{t('billing.retry.ok')}</Button>
      </div>
    </ModalFrame>
  );
}

export function PolicyBillingPaymentRetrySuccessModal(props: PaymentRetryProps) {
  const { t, amount, card } = useRetryWords(props);
  const { close, isOpen } = useModalContext();
  useEffect(() => {
    if (!isOpen) return;
    const timer = window.setTimeout(close, RETRY_SUCCESS_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [close, isOpen]);
  return (
    <ModalFrame title={t('billing.retry.success.title')} align="center">
      <p>{t('billing.retry.success.body', { amount, card })}</p>
    </ModalFrame>
  );
}

export function PolicyBillingPaymentRetryFailureModal({
  reason,
  onRetry,
  onUpdateCard,
  ...props
}: PaymentRetryFailureProps) {
  const { t, amount, card, bank } = useRetryWords(props);
  const { close } = useModalContext();
  const then = (next?: () => void) => () => {
    close();
    next?.();
  };
  return (
    <ModalFrame title={t('billing.retry.failure.title')}>
      <div className={styles.text}>
        <p>{t('billing.retry.failure.body', { amount, card })}</p>
        {reason ? <p>{reason}</p> : null}
        <p>{bank ? t('billing.retry.failure.nextBank') : t('billing.retry.failure.next')}</p>
      </div>
      <div className={actions.actions}>
        {onUpdateCard ? (
          <Button onClick={then(onUpdateCard)}>
            {bank ? t('billing.method.add') : t('billing.retry.failure.updateCard')}
          </Button>
        ) : null}
        {onRetry ? (
          <Button variant="secondary" onClick={then(onRetry)}>
            {t('billing.retry.failure.retry')}
          </Button>
        ) : null}
        <Button variant="quiet" onClick={openChat}>
          {t('billing.retry.failure.chat')}
        </Button>
      </div>
    </ModalFrame>
  );
}

export const SettingsBillingPaymentRetryProcessingModal = PolicyBillingPaymentRetryProcessingModal;
export const SettingsBillingPaymentRetrySuccessModal = PolicyBillingPaymentRetrySuccessModal;
export const SettingsBillingPaymentRetryFailureModal = PolicyBillingPaymentRetryFailureModal;

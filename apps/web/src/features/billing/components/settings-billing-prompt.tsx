// The account area's payment prompt (spec 001 §4.6; the Settings billing side of issue 24 item 4): shown while the
// policy's latest premium is not paid. Past due, it names the balance and the lapse date (the policy is cancelled
// unless paid by then) with PAY NOW, which pays every past-due premium as the billing page does (use-pay-now) and
// answers with the Settings billing variants of the retry modals; a declined card leads to the billing page to
// replace it. A payment in flight says so; a premium due and not yet late leads to the billing page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { Button, ButtonLink } from '../../../shared/components/button';
import { formatPremium } from '../../../shared/lib/format-premium';
import { useBilling, type BillingPageData, type BillingPolicy } from '../api/get-billing';
import { usePayNow } from '../hooks/use-pay-now';
import { owedOf, showsPaymentPrompt } from '../lib/billing-state';
import { methodName } from '../../../shared/lib/method-name';
import styles from './settings-billing-prompt.module.css';

const BILLING_PATH = '/products/insurance/billing';

export function SettingsBillingPrompt() {
  const { data } = useBilling();
  const policy = data?.userPolicy;
  if (!data || !policy || !showsPaymentPrompt(policy)) return null;
  return <Prompt data={data} policy={policy} />;
}

function Prompt({ data, policy }: { data: BillingPageData; policy: BillingPolicy }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const owed = owedOf(data);
  const card = data.activePaymentMethod;
  // Updating the card is the billing page's: it opens there with the card form.
  const updateCard = useCallback(() => {
    void navigate(BILLING_PATH, { state: { replaceCard: true } });
  }, [navigate]);
  const { payNow, paying } = usePayNow({
    pastDueIds: owed.pastDueIds,
    card,
    onUpdateCard: updateCard,
    variant: 'settings',
  });

  if (owed.standing === 'processing')
    return (
      <section className={styles.prompt} aria-labelledby="payment-prompt-title">
        <h2 id="payment-prompt-title" className={styles.title}>
          {t('billing.processing.title')}
        </h2>
        <p>{t('billing.processing.body', { amount: formatPremium(owed.processingAmount) })}</p>
        <p>{t('billing.processing.time')}</p>
      </section>
    );
  if (owed.standing === 'current') {
    const next = policy.accountsProduct.nextPayment;
    return (
      <section className={styles.prompt} aria-labelledby="payment-prompt-title">
        <h2 id="payment-prompt-title" className={styles.title}>
          {t('billing.prompt.dueTitle')}
        </h2>
        <p>
          {next
            ? t('billing.prompt.due', {
                amount: formatPremium(policy.accountsProduct.amount),
                date: formatLongDate(next.date),
              })
            : t('billing.prompt.dueNoDate')}
        </p>
        <div className={styles.actions}>
          <ButtonLink to={BILLING_PATH} variant="secondary">
            {t('policyholderHome.payment.manage')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  return (
    <section className={`${styles.prompt} ${styles.pastDue}`} aria-labelledby="payment-prompt-title">
      <h2 id="payment-prompt-title" className={styles.title}>
        {t('billing.pastDue.title')}
      </h2>
      <p className={styles.figure}>
        {t('billing.pastDue.balance', { amount: formatPremium(owed.pastDueBalance) })}
      </p>
      <p className={styles.warning}>
        {policy.lapsesAt
          ? t('billing.pastDue.warning', { date: formatLongDate(policy.lapsesAt) })
          : t('billing.pastDue.warningNoDate')}
      </p>
      <p className={styles.muted}>{t('billing.pastDue.charge', { card: methodName(t, card) })}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => void payNow()}
          disabled={paying || !card || Boolean(card.bankAccount?.debitsStoppedCode)}
          aria-busy={paying}
        >
          {paying ? t('billing.paying') : t('billing.payNow')}
        </Button>
        <ButtonLink to={BILLING_PATH} variant="quiet">
          {t('policyholderHome.payment.manage')}
        </ButtonLink>
      </div>
    </section>
  );
}

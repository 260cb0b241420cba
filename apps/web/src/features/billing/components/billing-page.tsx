// /products/insurance/billing (spec 001 §2.17; issue 24 item 4; old /settings/billing* redirects here): the plan,
// the card on file with a way to replace it, what is past due with the lapse date and pay-now, and the invoice
// history. Arriving with premiums past due opens PastDueBalanceModal once, unless the person came to replace the card
// (the account area's failed payment sends them here with the card form open); when a bank debit came back (failed
// at settlement or returned later) it is that debit's failure modal instead, naming the amount, the bank and the
// mask, with a way to a card. A lapsed policy says so and keeps only its plan and invoice history: nothing to pay,
// no card to replace.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../shared/components/button';
import { LapsedNotice } from '../../../shared/components/lapsed-notice';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { openModal } from '../../../shared/stores/modal';
import { useBilling, type BillingPageData, type BillingPolicy } from '../api/get-billing';
import { usePayNow } from '../hooks/use-pay-now';
import { achReturnRule } from '@wysh/domain/ach/return-codes';
import { bankFailureOf, owedOf } from '../lib/billing-state';
import { retryPropsOf } from '../../../shared/lib/method-name';
import { InvoiceHistory } from './invoice-history';
import { OwedPanel } from './owed-panel';
import { PaymentMethodPanel } from './payment-method-panel';
import { PlanPanel } from './plan-panel';
import styles from './billing.module.css';

/** How long a modal takes to fade out and hand focus back, before the card form may take it. */
const MODAL_FADE_MS = 300;

/** What the linked banks' panel is told: the linked account premiums are paid from, if any. */
export type BankAccountsSlot = (paying: { plaidAccountId: string | null }) => ReactNode;

/** `bankAccounts`: the linked banks' panel, composed in by the app (features do not import each other). */
export function BillingPage({ bankAccounts }: { bankAccounts?: BankAccountsSlot } = {}) {
  const { t } = useTranslation();
  usePageTitle(t('billing.title'));
  const { data, isPending, isError, refetch } = useBilling();

  if (isPending) return <Loading fill label={t('billing.loading')} />;
  if (isError || !data.userPolicy)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('billing.title')}</h1>
        {isError ? (
          <div className={styles.failed} role="alert">
            <p>{t('billing.failed')}</p>
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <div className={styles.failed}>
            <p>{t('billing.noPolicy')}</p>
            <ButtonLink to="/products/insurance" variant="secondary">
              {t('billing.noPolicy.link')}
            </ButtonLink>
          </div>
        )}
      </div>
    );
  if (data.userPolicy.status === 'lapsed') return <LapsedBilling policy={data.userPolicy} />;
  return <Billing data={data} policy={data.userPolicy} bankAccounts={bankAccounts} />;
}

function LapsedBilling({ policy }: { policy: BillingPolicy }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <p className={styles.pretitle}>{policy.accountsProduct.name}</p>
      <h1 className={styles.title}>{t('billing.title')}</h1>
      <LapsedNotice lapsesAt={policy.lapsesAt} />
      <div className={styles.grid}>
        <PlanPanel policy={policy} />
        <InvoiceHistory invoices={policy.invoices} />
      </div>
    </div>
  );
}

function Billing({
  data,
  policy,
  bankAccounts,
}: {
  data: BillingPageData;
  policy: BillingPolicy;
  bankAccounts: BankAccountsSlot | undefined;
}) {
  const { t } = useTranslation();
  const owed = owedOf(data);
  const card = data.activePaymentMethod;
  const cameToReplaceCard = Boolean((useLocation().state as { replaceCard?: boolean } | null)?.replaceCard);
  const [replacing, setReplacing] = useState(cameToReplaceCard);
  const updateCard = useCallback(() => {
    window.setTimeout(() => setReplacing(true), MODAL_FADE_MS);
  }, []);
  const { payNow, paying } = usePayNow({ pastDueIds: owed.pastDueIds, card, onUpdateCard: updateCard });

  // Arriving with premiums past due: the warning, once a visit; the bank's failure when a debit came back.
  const bankFailure = bankFailureOf(data);
  const warned = useRef(cameToReplaceCard);
  useEffect(() => {
    if (owed.standing !== 'past_due' || warned.current) return;
    warned.current = true;
    if (bankFailure)
      openModal('PolicyBillingPaymentRetryFailureModal', {
        billingAttemptedAmount: bankFailure.amount,
        ...retryPropsOf(card),
        reason: t('billing.bank.returned', {
          meaning: achReturnRule(bankFailure.returnCode).meaning,
          code: bankFailure.returnCode,
        }),
        onRetry: () => void payNow(),
        onUpdateCard: updateCard,
      });
    else
      openModal('PastDueBalanceModal', {
        pastDueBalance: owed.pastDueBalance,
        lapsesAt: policy.lapsesAt,
        onPayNow: () => void payNow(),
      });
  }, [owed.standing, owed.pastDueBalance, policy.lapsesAt, payNow, bankFailure, card, t, updateCard]);

  return (
    <div className={styles.page}>
      <p className={styles.pretitle}>{policy.accountsProduct.name}</p>
      <h1 className={styles.title}>{t('billing.title')}</h1>
      <OwedPanel owed={owed} lapsesAt={policy.lapsesAt} card={card} paying={paying} onPayNow={payNow} />
      <div className={styles.grid}>
        <PlanPanel policy={policy} />
        <PaymentMethodPanel
          card={card}
          profile={data.profile}
          replacing={replacing}
          onReplacing={setReplacing}
        />
        {bankAccounts?.({ plaidAccountId: card?.bankAccount?.plaidAccountId ?? null })}
        <InvoiceHistory invoices={policy.invoices} />
      </div>
    </div>
  );
}

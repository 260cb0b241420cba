// The confirmation of a purchase paid from a bank account (issue 25 item 5): bought, but not yet in force. It says
// so (cover starts when the payment settles, up to 5 business days), from which account the first premium is
// being paid (bank, type and mask) and the monthly premium; the policy number and packet follow by e-mail once
// the debit settles and the policy is issued.
import { useTranslation } from 'react-i18next';
import type { ItemOf } from '@wysh/forms/protocol';
import { ACCIDENTAL_DEATH_SLUG } from '@wysh/domain/home-state';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { Button } from '../../../shared/components/button';
import { formatPremium } from '../../../shared/lib/format-premium';
import type { FlowScreenProps } from '../../../shared/lib/flow-screens';
import type { PurchasedPolicyQuery } from '../../../graphql/generated/graphql';
import styles from './purchase.module.css';

type Settling = NonNullable<PurchasedPolicyQuery['pendingPolicy']>;

export function ProcessingConfirmation({
  policy,
  firstName,
  done,
  run,
  busy,
}: Pick<FlowScreenProps, 'run' | 'busy'> & {
  policy: Settling;
  firstName: string | null;
  done: ItemOf<'button'> | undefined;
}) {
  const { t } = useTranslation();
  const accidentalDeath = policy.product.slug === ACCIDENTAL_DEATH_SLUG;
  const method = policy.invoices.find((invoice) => invoice.kind === 'first_premium')?.payments.at(-1)
    ?.paymentMethod?.description;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="flow-form-title" className={styles.title} tabIndex={-1}>
          {t('purchase.confirmation.processingTitle')}
        </h1>
        <p className={styles.lead}>
          {firstName
            ? t('purchase.confirmation.processingGreeting', { name: firstName })
            : t('purchase.confirmation.processingGreetingPlain')}
        </p>
      </header>
      <div className={styles.card}>
        <p className={styles.coverNote}>{t('purchase.cover.bank')}</p>
        <section aria-labelledby="payment-details" className={styles.field}>
          <h2 id="payment-details" className={styles.cardTitle}>
            {t('purchase.confirmation.paymentDetails')}
          </h2>
          <dl className={styles.details}>
            <div>
              <dt>{t('purchase.confirmation.policyType')}</dt>
              <dd>{t(accidentalDeath ? 'purchase.product.ad' : 'purchase.product.term')}</dd>
            </div>
            <div>
              <dt>{t('purchase.confirmation.coverage')}</dt>
              <dd>
                {accidentalDeath ? `${t('purchase.upTo')} ` : ''}
                {formatWholeDollars(cents(policy.amount))}
              </dd>
            </div>
            <div>
              <dt>{t('purchase.monthlyPremium')}</dt>
              <dd>{formatPremium(policy.monthlyPremium)}</dd>
            </div>
            {method ? (
              <div>
                <dt>{t('purchase.confirmation.payingFrom')}</dt>
                <dd>{method}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        {done ? (
          <div className={styles.actions}>
            <Button onClick={() => run(done.content.actions, { primary: true })} disabled={busy}>
              {done.content.text}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

// The policyholder home's next payment (date, amount, the card's brand and last 4 or the bank account's bank,
// name and mask, a payment in flight with the spec's "Payments take up to 5 business days to process", and the
// way to the billing page; a lapsed policy owes nothing more and keeps its history there), documents ("Download
// policy details" opens the policy packet's PDF in a new tab once its job made it, and leads to the policy
// documents category until then) and support.
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@wysh/domain/dates';
import { cardBrandName } from '@wysh/domain/payments/cards';
import { formatUsPhone, usPhoneHref } from '@wysh/domain/phone';
import { useAppSettings } from '../../../shared/api/app-settings';
import { AnchorButton, Button, ButtonLink, ExternalLink } from '../../../shared/components/button';
import { formatPremium } from '../../../shared/lib/format-premium';
import { methodName } from '../../../shared/lib/method-name';
import { openModal } from '../../../shared/stores/modal';
import type { HomePolicy, PolicyholderHome } from '../api/get-policyholder-home';
import styles from './policyholder-home.module.css';

export function PaymentPanel({
  policy,
  methods,
  active,
  processingAmount = 0,
}: {
  policy: HomePolicy;
  methods: PolicyholderHome['paymentMethods'];
  /** The method on file (a card or a bank account); the newest saved card when not told. */
  active?: PolicyholderHome['activePaymentMethod'];
  /** What a payment in flight (a bank debit) comes to. */
  processingAmount?: number;
}) {
  const { t } = useTranslation();
  const next = policy.accountsProduct.nextPayment;
  const lapsed = policy.status === 'lapsed';
  // Newest first: the card the last purchase or update saved.
  const card = active ? active.card : methods[0]?.card;
  const bank = active?.bankAccount ? active : null;
  return (
    <section className={styles.panel} aria-labelledby="policy-payment-title">
      <h2 id="policy-payment-title" className={styles.panelTitle}>
        {t('policyholderHome.payment.title')}
      </h2>
      {lapsed ? (
        <p className={styles.muted}>{t('policyholderHome.payment.lapsed')}</p>
      ) : next ? (
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t('policyholderHome.payment.date')}</dt>
            <dd>{formatShortDate(next.date)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('policyholderHome.payment.amount')}</dt>
            <dd>{formatPremium(policy.accountsProduct.amount)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{bank ? t('billing.method.bank') : t('policyholderHome.payment.card')}</dt>
            <dd>
              {bank
                ? methodName(t, bank)
                : card
                  ? t('policyholderHome.payment.cardValue', {
                      brand: cardBrandName(card.brand),
                      last4: card.last4,
                    })
                  : t('policyholderHome.payment.noCard')}
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{t('policyholderHome.payment.none')}</p>
      )}
      {!lapsed && processingAmount > 0 ? (
        <div className={styles.processing}>
          <p>{t('billing.processing.body', { amount: formatPremium(processingAmount) })}</p>
          <p>{t('billing.processing.time')}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        <ButtonLink to="/products/insurance/billing" variant="secondary">
          {lapsed ? t('policyholderHome.payment.history') : t('policyholderHome.payment.manage')}
        </ButtonLink>
      </div>
    </section>
  );
}

export function DocumentsPanel({ policy }: { policy: HomePolicy }) {
  const { t } = useTranslation();
  const packet = policy.documents.find((document) => document.slug === 'policy-packet');
  return (
    <section className={styles.panel} aria-labelledby="policy-documents-title">
      <h2 id="policy-documents-title" className={styles.panelTitle}>
        {t('policyholderHome.documents.title')}
      </h2>
      <p className={styles.muted}>{t('policyholderHome.documents.body')}</p>
      <div className={styles.actions}>
        {packet ? (
          <ExternalLink href={packet.pdf.url} look={{}}>
            {t('policyholderHome.documents.download')}
          </ExternalLink>
        ) : (
          <ButtonLink to="/account/documents/policy">{t('policyholderHome.documents.download')}</ButtonLink>
        )}
        <ButtonLink to="/account/documents" variant="quiet">
          {t('policyholderHome.documents.all')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** `canCancel`: a policy in force may be cancelled; a lapsed one has nothing left to cancel. */
export function SupportPanel({ canCancel }: { canCancel: boolean }) {
  const { t } = useTranslation();
  const { data: settings } = useAppSettings();
  const phoneHref = settings ? usPhoneHref(settings.supportPhone) : null;
  return (
    <section className={styles.panel} aria-labelledby="policy-support-title">
      <h2 id="policy-support-title" className={styles.panelTitle}>
        {t('policyholderHome.support.title')}
      </h2>
      <p className={styles.muted}>{t('policyholderHome.support.body')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => openModal('CustomerSupportModal')}>
          {t('policyholderHome.support.button')}
        </Button>
        {settings && phoneHref ? (
          <AnchorButton href={phoneHref} variant="quiet">
            {t('policyholderHome.support.call', { phone: formatUsPhone(settings.supportPhone) })}
          </AnchorButton>
        ) : null}
      </div>
      {canCancel ? (
        <p className={styles.cancel}>
          <Button variant="quiet" onClick={() => openModal('CancelPolicyModal')}>
            {t('policyholderHome.support.cancel')}
          </Button>
        </p>
      ) : null}
    </section>
  );
}

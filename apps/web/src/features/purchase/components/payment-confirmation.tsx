// The payment confirmation (spec 000 §2, 001 §2.14): "Congrats on your new policy!" (or "...Accidental Death
// policy!"), the first name and where the confirmation e-mail went, the policy's number, type, cover and term
// ("N years" or "Guaranteed until you're N y/o"), the monthly premium and "Paid on", "Download policy details"
// (the packet, once its job made it; DownloadPolicyPacketErrorModal until then), GO TO MY DASHBOARD (the form's
// button) and the chat link. A purchase paid from a bank account is not issued yet: it shows as processing
// (processing-confirmation.tsx) until the debit settles.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemOf } from '@wysh/forms/protocol';
import { ACCIDENTAL_DEATH_SLUG } from '@wysh/domain/home-state';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { formatShortDate } from '@wysh/domain/dates';
import { displayName } from '@wysh/domain/person-name';
import { Button } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { formatPremium } from '../../../shared/lib/format-premium';
import type { FlowScreenProps } from '../../../shared/lib/flow-screens';
import { useModalStore } from '../../../shared/stores/modal';
import { fetchPolicyPacket, usePurchasedPolicy } from '../api/purchase';
import { ProcessingConfirmation } from './processing-confirmation';
import { PurchaseScreen } from './purchase-screen';
import styles from './purchase.module.css';
import { openChat } from '../../../shared/stores/chat';

export function PaymentConfirmation(props: FlowScreenProps) {
  const { form, run, busy } = props;
  const { t } = useTranslation();
  const openModal = useModalStore((state) => state.open);
  const { data, isPending, isError, refetch } = usePurchasedPolicy();
  const done = form.items.find(
    (item): item is ItemOf<'button'> => item.type === 'button' && item.content.primary === true,
  );

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (isPending) return <Loading />;
  const policy = data?.userPolicy;
  // The bank sent the first premium's debit back (the flow had moved on to here): pay again, by card, here.
  if (!policy && data?.pendingPolicy?.status === 'pending')
    return <PurchaseScreen {...props} onPurchased={() => void refetch()} />;
  // Paid from a bank account: bought, and in force only once the debit settles.
  if (!policy && data?.pendingPolicy?.status === 'settling')
    return (
      <ProcessingConfirmation
        policy={data.pendingPolicy}
        firstName={displayName([data.profile.firstName]) || null}
        done={done}
        run={run}
        busy={busy}
      />
    );
  if (isError || !policy)
    return (
      <div className={styles.page}>
        <h1 id="flow-form-title" className={styles.title} tabIndex={-1}>
          {t('purchase.confirmation.titleTerm')}
        </h1>
        <p role="alert">{t('purchase.confirmation.loadFailed')}</p>
        <Button onClick={() => void refetch()}>{t('common.retry')}</Button>
      </div>
    );

  const accidentalDeath = policy.product.slug === ACCIDENTAL_DEATH_SLUG;
  const email = data.profile.activeEmail?.email ?? data.profile.emails[0]?.email ?? null;
  const firstName = displayName([data.profile.firstName]);
  const loaded = policy.documents.find((document) => document.slug === 'policy-packet');

  const download = async () => {
    // The tab opens at once (a later window.open is a blocked pop-up), then goes to the packet.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const packet = loaded ? { pdf: loaded.pdf.url } : await fetchPolicyPacket().catch(() => null);
    if (!packet) {
      tab?.close();
      openModal('DownloadPolicyPacketErrorModal');
      return;
    }
    if (tab) tab.location.href = packet.pdf;
    else window.location.assign(packet.pdf);
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="flow-form-title" className={styles.title} tabIndex={-1}>
          {t(accidentalDeath ? 'purchase.confirmation.titleAd' : 'purchase.confirmation.titleTerm')}
        </h1>
        <p className={styles.lead}>
          {firstName
            ? t('purchase.confirmation.greeting', { name: firstName })
            : t('purchase.confirmation.greetingPlain')}{' '}
          {email ? t('purchase.confirmation.email', { email }) : null}
        </p>
      </header>
      <div className={styles.columns}>
        <div className={styles.card}>
          <section aria-labelledby="policy-details" className={styles.field}>
            <h2 id="policy-details" className={styles.cardTitle}>
              {t('purchase.confirmation.policyDetails')}
            </h2>
            <dl className={styles.details}>
              <div>
                <dt>{t('purchase.confirmation.policyNumber')}</dt>
                <dd data-testid="policy-number">{policy.label}</dd>
              </div>
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
                <dt>{t('purchase.confirmation.term')}</dt>
                <dd>
                  {policy.termDuration === null
                    ? t('purchase.confirmation.guaranteedUntil', { age: policy.insuredsAgeAtTerm })
                    : t('purchase.confirmation.years', { years: policy.termDuration })}
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="payment-details" className={styles.field}>
            <h2 id="payment-details" className={styles.cardTitle}>
              {t('purchase.confirmation.paymentDetails')}
            </h2>
            <dl className={styles.details}>
              <div>
                <dt>{t('purchase.monthlyPremium')}</dt>
                <dd>{formatPremium(policy.monthlyPremium)}</dd>
              </div>
              <div>
                <dt>{t('purchase.confirmation.paidOn')}</dt>
                <dd>{formatShortDate(policy.effectiveAt)}</dd>
              </div>
            </dl>
            <p className={styles.lead}>{t('purchase.confirmation.coverStarted')}</p>
          </section>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void download()}>
              {t('purchase.confirmation.download')}
            </Button>
            {done ? (
              <Button onClick={() => run(done.content.actions, { primary: true })} disabled={busy}>
                {done.content.text}
              </Button>
            ) : null}
          </div>
        </div>
        <aside className={styles.aside} aria-label={t('purchase.confirmation.help')}>
          <div className={styles.note}>
            <h2>{t('purchase.confirmation.questions')}</h2>
            <p>
              <button type="button" className={styles.linkButton} onClick={openChat}>
                {t('purchase.confirmation.chat')}
              </button>
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}

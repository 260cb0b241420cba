// The accidental-death offer card (spec 000 §2): "Accidental death policy", the monthly premium, "Quote valid
// until", Total Coverage "Up to", Guaranteed Coverage "Until you're 65 y/o", the share of the wyshes covered
// (only when there are wyshes), the payout details, the premium's working and CUSTOMIZE YOUR COVERAGE AND PRICE.
// In info mode it offers LEARN MORE (/about-ad); in purchase mode, GET NOW.
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { formatShortDate } from '@wysh/domain/dates';
import { Button, ButtonLink } from '../../../shared/components/button';
import { useModalStore } from '../../../shared/stores/modal';
import { formatPremium } from '../../../shared/lib/format-premium';
import type { Offering } from '../api/quotes';
import { goOnToPurchase } from '../lib/go-on';
import styles from './quotes.module.css';

export function AdOfferCard({
  offering,
  mode,
  showWyshes = offering.allocationCoverage > 0,
}: {
  offering: Offering;
  mode: 'info' | 'purchase';
  showWyshes?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useModalStore((state) => state.open);
  const getNow = () => goOnToPurchase(navigate, { kind: 'offering', id: offering.id });
  return (
    <section className={styles.quote} aria-labelledby="ad-offer">
      <h2 id="ad-offer" className={styles.cardTitle}>
        {t('quotes.ad.card.title')}
      </h2>
      <p className={styles.premium}>
        <span className={styles.amount}>{formatPremium(offering.monthlyPremium)}</span>
        <span>{t('quotes.perMonth')}</span>
      </p>
      <p className={styles.valid}>
        {t('quotes.ad.card.validUntil', { date: formatShortDate(offering.expiresAt) })}
      </p>
      <dl className={styles.details}>
        <div>
          <dt>{t('quotes.totalCoverage')}</dt>
          <dd>{t('quotes.upTo', { amount: formatWholeDollars(cents(offering.amount)) })}</dd>
        </div>
        <div>
          <dt>{t('quotes.guaranteedCoverage')}</dt>
          <dd>{t('quotes.untilAge', { age: offering.insuredsAgeAtTerm })}</dd>
        </div>
        {showWyshes ? (
          <div>
            <dt>{t('quotes.wyshes')}</dt>
            <dd>{t('quotes.covered', { percent: offering.allocationCoverage })}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.links}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => open('PayoutDetailsModal', { payouts: offering.payoutDetails })}
        >
          {t('quotes.ad.card.payouts')}
        </button>
        <Link className={styles.linkButton} to="/disclosure/state-policy-disclosures">
          {t('quotes.ad.card.disclosures')}
        </Link>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() =>
            open('PremiumCalculationModal', { priced: 'offering', breakdown: offering.breakdown })
          }
        >
          {t('quotes.howWeCalculate')}
        </button>
      </div>
      <ButtonLink to="/edit-coverage/adOffering" variant="secondary">
        {t('quotes.ad.card.customize')}
      </ButtonLink>
      {mode === 'info' ? (
        <ButtonLink to="/about-ad">{t('quotes.ad.card.learnMore')}</ButtonLink>
      ) : (
        <Button onClick={getNow}>{t('quotes.ad.card.getNow')}</Button>
      )}
    </section>
  );
}

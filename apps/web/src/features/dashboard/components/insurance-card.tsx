// The insurance card (spec 001 §2.2): its body by state; clicking anywhere on it goes to /products/insurance,
// the title is the link for keyboards and screen readers, and Learn More goes its own way (stops propagation).
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../shared/stores/modal';
import { formatShortDate } from '@wysh/domain/dates';
import type { DashboardHomeQuery } from '../../../graphql/generated/graphql';
import { ShieldIcon } from '../../../shared/components/icons';
import { wholeDollars } from './format';
import styles from './dashboard.module.css';

type Card = DashboardHomeQuery['dashboardHome']['insurance'];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Body({ card }: { card: Card }) {
  const { t } = useTranslation();
  switch (card.state) {
    case 'OWNED': {
      const amount = wholeDollars(card.coverageAmount);
      // A lapsed policy: the cover it had, and the day it ended (no billing date: nothing more is charged).
      if (card.lapsedOn)
        return (
          <>
            <p className={styles.label}>{t('dashboard.insurance.lapsed')}</p>
            <dl className={styles.figures}>
              <Figure
                label={t('dashboard.insurance.coverageAmount')}
                value={card.coverageUpTo ? t('dashboard.insurance.upTo', { amount }) : amount}
              />
              <Figure label={t('dashboard.insurance.coverEnded')} value={formatShortDate(card.lapsedOn)} />
            </dl>
          </>
        );
      return (
        <dl className={styles.figures}>
          <Figure
            label={t('dashboard.insurance.coverageAmount')}
            value={card.coverageUpTo ? t('dashboard.insurance.upTo', { amount }) : amount}
          />
          {card.nextBillingDate ? (
            <Figure
              label={t('dashboard.insurance.nextBillingDate')}
              value={formatShortDate(card.nextBillingDate)}
            />
          ) : null}
        </dl>
      );
    }
    case 'QUOTE':
      return (
        <>
          <p className={styles.label}>{t('dashboard.insurance.quote')}</p>
          <dl className={styles.figures}>
            <Figure
              label={t('dashboard.insurance.quoteExpires')}
              value={formatShortDate(card.quoteExpiresAt)}
            />
          </dl>
        </>
      );
    case 'NOTICE':
      return (
        <>
          <p className={styles.label}>{t('dashboard.insurance.notice')}</p>
          <p>{t('dashboard.insurance.noticeBody')}</p>
          <p>
            <button type="button" className={styles.textButton} onClick={() => openModal('ManualUWModal')}>
              {t('dashboard.insurance.noticeMore')}
            </button>
          </p>
        </>
      );
    case 'REVIEWING':
      return (
        <>
          <p className={styles.label}>{t('dashboard.insurance.reviewing')}</p>
          <p>{t('dashboard.insurance.reviewingBody')}</p>
        </>
      );
    case 'RECAPTURE':
      return <p>{t('dashboard.insurance.recapture')}</p>;
    default:
      return <p>{t('dashboard.insurance.marketing')}</p>;
  }
}

export function InsuranceCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A lapsed policy's card leads to reinstating it; any other to the insurance page.
  const to =
    card.state === 'OWNED' && card.lapsedOn ? '/account/policy-reinstatement' : '/products/insurance';
  return (
    // The whole card is a mouse target; keyboards and screen readers use the title's link.
    <article
      className={styles.card}
      aria-labelledby="insurance-card-title"
      data-state={card.state.toLowerCase()}
      onClick={() => void navigate(to)}
    >
      <span className={styles.cardIcon} aria-hidden="true">
        <ShieldIcon />
      </span>
      <h2 id="insurance-card-title" className={styles.cardTitle}>
        <Link to={to} onClick={(event) => event.stopPropagation()}>
          {card.title}
        </Link>
      </h2>
      <div className={styles.cardBody}>
        <Body card={card} />
      </div>
      {card.state === 'MARKETING' ? (
        <Link
          to="/products/insurance/welcome"
          className={styles.learnMore}
          aria-label={t('dashboard.insurance.learnMoreLabel')}
          onClick={(event) => event.stopPropagation()}
        >
          {t('dashboard.insurance.learnMore')}
        </Link>
      ) : null}
    </article>
  );
}

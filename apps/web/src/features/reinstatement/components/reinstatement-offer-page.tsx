// /fulfillment/reinstatement/{policy_id}: the reinstatement offer (spec 000 §2, 001 §2.16): "You're
// approved...again!", the approved Term Life reinstatement, rows Total coverage, Until you're N y/o, Total missed
// payments, Interest due and Due today (placeholders while loading), REINSTATE THIS POLICY to the purchase
// screen, the premium's working (PremiumCalculationModal: the policy's premium as priced at issue) and the chat
// link. A policy that needs the interview first (lapsed beyond 60 days, not yet approved)
// goes into the reinstatement journey instead; one referred to an underwriter says it is under review.
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { Button, ButtonLink } from '../../../shared/components/button';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { formatPremium } from '../../../shared/lib/format-premium';
import { openModal } from '../../../shared/stores/modal';
import { useReinstateablePolicy } from '../api/get-reinstateable';
import { ReinstatementInterviewStart } from './reinstatement-interview-start';
import styles from './reinstatement.module.css';
import { openChat } from '../../../shared/stores/chat';

const MONEY_PLACEHOLDER = '$--.--';
const PLACEHOLDER = '-----';

export function ReinstatementOfferPage() {
  const { t } = useTranslation();
  usePageTitle(t('reinstatement.offer.title'));
  const { policyId = '' } = useParams();
  const navigate = useNavigate();
  const { data, isError, refetch } = useReinstateablePolicy(policyId);
  const policy = data?.reinstateablePolicy;
  const money = (value: number | undefined) =>
    value === undefined ? MONEY_PLACEHOLDER : formatPremium(value);

  const request = policy?.reinstatementRequest ?? null;
  if (policy?.underwritingRequired && request?.status !== 'offered') {
    if (request?.underwritingOutcome !== 'referred')
      return <ReinstatementInterviewStart policyId={policyId} />;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('reinstatement.list.title')}</h1>
        <p role="status">{t('reinstatement.offer.underReview')}</p>
        <ButtonLink to="/">{t('reinstatement.confirmation.dashboard')}</ButtonLink>
      </div>
    );
  }
  if (data && !policy)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('reinstatement.offer.title')}</h1>
        <p role="alert">{t('reinstatement.offer.gone')}</p>
        <ButtonLink to="/account/policy-reinstatement">{t('reinstatement.offer.back')}</ButtonLink>
      </div>
    );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('reinstatement.offer.title')}</h1>
      <p className={styles.lead}>{t('reinstatement.offer.subtitle')}</p>
      {isError ? (
        <div role="alert">
          <p>{t('reinstatement.offer.loadFailed')}</p>
          <Button onClick={() => void refetch()}>{t('common.retry')}</Button>
        </div>
      ) : null}
      <section className={styles.card} aria-labelledby="reinstatement-offer-figures" aria-busy={!policy}>
        <h2 id="reinstatement-offer-figures" className={styles.cardTitle}>
          {t('reinstatement.offer.policy', { number: policy?.policyNumber ?? PLACEHOLDER })}
        </h2>
        <dl className={styles.rows}>
          <dt>
            {t('reinstatement.offer.totalCoverage')}
            <span className={styles.under}>
              {t('reinstatement.offer.untilAge', { age: policy?.insuredsAgeAtTerm ?? '--' })}
            </span>
          </dt>
          <dd>{policy ? formatWholeDollars(cents(policy.amount)) : MONEY_PLACEHOLDER}</dd>
          <dt>{t('reinstatement.offer.totalMissedPayments')}</dt>
          <dd>{money(policy?.totalMissedPremiums)}</dd>
          <dt>{t('reinstatement.offer.interestDue')}</dt>
          <dd>{money(policy?.interestDue)}</dd>
          <dt className={styles.due}>{t('reinstatement.offer.dueToday')}</dt>
          <dd className={styles.due}>{money(policy?.dueToday)}</dd>
        </dl>
      </section>
      <div className={styles.actions}>
        <Button
          disabled={!policy}
          onClick={() => void navigate(`/fulfillment/reinstatement/${policyId}/purchase`)}
        >
          {t('reinstatement.offer.reinstate')}
        </Button>
        {policy?.breakdown ? (
          <Button
            variant="quiet"
            onClick={() =>
              openModal('PremiumCalculationModal', { priced: 'policy', breakdown: policy.breakdown! })
            }
          >
            {t('reinstatement.offer.howWeCalculate')}
          </Button>
        ) : null}
        <Button variant="quiet" onClick={openChat}>
          {t('reinstatement.offer.chat')}
        </Button>
      </div>
    </div>
  );
}

// /recommendations (spec 001 §4.13): under 100% of the wyshes covered, the cover that reaches 100% (rounded up to
// the filed step, within the filed limits) and its price; over 100%, reviewing the wyshes or reducing cover; at
// 100%, that they're covered. A policyholder's standing is their policy's cover, changed in the policy editor
// (issue 27: lowered at once, raised through underwriting, so no price is promised for more).
import { useTranslation } from 'react-i18next';
import { recommendCoverage, type CoverageRecommendation } from '@wysh/domain/coverage-recommendation';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { cents } from '@wysh/domain/money';
import { TERM_LIFE_COVER } from '@wysh/domain/pricing/premiums';
import { ButtonLink } from '../../../shared/components/button';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useRecommendedCoverPrice } from '../api/coverage';
import { formatPremium } from '../../../shared/lib/format-premium';
import { useCoverageData, type CoverageEstimate } from '../lib/use-coverage-data';
import { CoverageRing } from './coverage-ring';
import { CoverageStatus } from './coverage-status';
import styles from './coverage.module.css';

const POLICY_EDITOR = '/edit-coverage/policy';

/** More cover on a policy in force: underwriting prices it, so the editor says what it takes. */
function MorePolicyCover({
  recommendation,
}: {
  recommendation: Extract<CoverageRecommendation, { kind: 'moreCover' }>;
}) {
  const { t } = useTranslation();
  const amount = formatWholeDollars(recommendation.suggestedAmount);
  return (
    <section className={styles.card} aria-labelledby="recommendation">
      <h2 id="recommendation">{t('coverage.recommend.moreTitle')}</h2>
      <p>
        {recommendation.reachesAll
          ? t('coverage.recommend.moreBody', { amount })
          : t('coverage.recommend.moreBodyMax', { amount })}
      </p>
      <p>{t('coverage.recommend.policyIncrease')}</p>
      <div className={styles.actions}>
        <ButtonLink to={POLICY_EDITOR}>{t('coverage.recommend.increase')}</ButtonLink>
      </div>
    </section>
  );
}

function MoreCover({
  estimate,
  recommendation,
}: {
  estimate: CoverageEstimate;
  recommendation: Extract<CoverageRecommendation, { kind: 'moreCover' }>;
}) {
  const { t } = useTranslation();
  const price = useRecommendedCoverPrice(
    estimate.id
      ? {
          estimateId: estimate.id,
          termDuration: estimate.termDuration,
          amount: recommendation.suggestedAmount,
        }
      : null,
  );
  const amount = formatWholeDollars(recommendation.suggestedAmount);
  return (
    <section className={styles.card} aria-labelledby="recommendation">
      <h2 id="recommendation">{t('coverage.recommend.moreTitle')}</h2>
      <p>
        {recommendation.reachesAll
          ? t('coverage.recommend.moreBody', { amount })
          : t('coverage.recommend.moreBodyMax', { amount })}
      </p>
      <p className={styles.price} aria-live="polite">
        {price.data
          ? t('coverage.recommend.price', { price: formatPremium(price.data.monthlyPremium) })
          : price.isError
            ? t('coverage.recommend.priceFailed')
            : t('coverage.recommend.pricing')}
      </p>
      <div className={styles.actions}>
        <ButtonLink to={`/edit-coverage/estimate?amount=${recommendation.suggestedAmount}`}>
          {t('coverage.recommend.increase')}
        </ButtonLink>
      </div>
    </section>
  );
}

export function RecommendationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('coverage.recommend.title'));
  const data = useCoverageData();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('coverage.recommend.title')}</h1>
      <CoverageStatus data={data}>
        {({ total, estimate, policy }) => {
          if (!estimate && !policy)
            return (
              <section className={styles.empty} aria-labelledby="no-estimate">
                <h2 id="no-estimate">{t('coverage.noEstimate.title')}</h2>
                <p>{t('coverage.noEstimate.body')}</p>
                <ButtonLink to="/edit-coverage/estimate">{t('coverage.noEstimate.action')}</ButtonLink>
              </section>
            );
          const cover = policy?.amount ?? estimate!.amount;
          const recommendation = recommendCoverage(cents(cover), cents(total), TERM_LIFE_COVER);
          if (recommendation.kind === 'noWyshes')
            return (
              <section className={styles.empty} aria-labelledby="no-wyshes">
                <h2 id="no-wyshes">{t('coverage.noWyshes.title')}</h2>
                <p>{t('coverage.noWyshes.body')}</p>
                <ButtonLink to="/wysh-builder/list">{t('coverage.noWyshes.action')}</ButtonLink>
              </section>
            );
          return (
            <>
              <p className={styles.lead}>
                {t('coverage.recommend.standing', {
                  cover: formatWholeDollars(cents(cover)),
                  total: formatWholeDollars(cents(total)),
                })}
              </p>
              <CoverageRing percent={recommendation.percent} />
              {recommendation.kind === 'moreCover' ? (
                policy ? (
                  <MorePolicyCover recommendation={recommendation} />
                ) : (
                  <MoreCover estimate={estimate!} recommendation={recommendation} />
                )
              ) : recommendation.kind === 'over' ? (
                <section className={styles.card} aria-labelledby="recommendation">
                  <h2 id="recommendation">{t('coverage.recommend.overTitle')}</h2>
                  <p>{t('coverage.recommend.overBody')}</p>
                  <div className={styles.actions}>
                    <ButtonLink to="/wysh-builder/list" variant="secondary">
                      {t('coverage.recommend.review')}
                    </ButtonLink>
                    <ButtonLink to={policy ? POLICY_EDITOR : '/edit-coverage/estimate'} variant="secondary">
                      {t('coverage.recommend.reduce')}
                    </ButtonLink>
                  </div>
                </section>
              ) : (
                <section className={styles.card} aria-labelledby="recommendation">
                  <h2 id="recommendation">{t('coverage.recommend.coveredTitle')}</h2>
                  <p>{t('coverage.recommend.coveredBody')}</p>
                  <div className={styles.actions}>
                    <ButtonLink to="/fulfillment/start">{t('coverage.start')}</ButtonLink>
                  </div>
                </section>
              )}
            </>
          );
        }}
      </CoverageStatus>
    </div>
  );
}

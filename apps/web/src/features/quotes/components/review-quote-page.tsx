// /review-quote (spec 000 §2 "Term quote review"): the approved term quote - monthly premium, expiry, total
// coverage, "Until you're N y/o", the premium's working with the reasons for the class, the FAQ of four and
// PURCHASE TERM LIFE - with the accidental-death offering beside it in its info mode. Reached after underwriting;
// the quote route order sends a declined application to its screen and an AD-only one to /about-ad, and shows the
// reinstatement offer while the root journey is a reinstatement (spec 000 §2 "Quote route order").
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { formatShortDate } from '@wysh/domain/dates';
import { Button, ButtonLink } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { track } from '../../../shared/analytics/track';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { reinstatedPolicyOf, reinstatementOfferPath } from '../../../shared/journeys/reinstatement';
import { useJourneyStore } from '../../../shared/stores/journey';
import { useModalStore } from '../../../shared/stores/modal';
import { formatPremium } from '../../../shared/lib/format-premium';
import { useReviewQuote } from '../api/quotes';
import { goOnToPurchase } from '../lib/go-on';
import { quoteRoute } from '../lib/quote-route';
import { AdOfferCard } from './ad-offer-card';
import { Faq } from './faq';
import styles from './quotes.module.css';

const FAQ_KEYS = ['higher', 'cancel', 'fees', 'change'] as const;

export function ReviewQuotePage() {
  const { t } = useTranslation();
  usePageTitle(t('quotes.review.title'));
  const navigate = useNavigate();
  const open = useModalStore((state) => state.open);
  const reinstating = reinstatedPolicyOf(useJourneyStore((state) => state.status?.journey));
  const { data, isPending, isError, refetch } = useReviewQuote({ enabled: reinstating === null });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // A quote on screen (the attribution service's VIEW_ITEM).
  const shownQuoteId = reinstating === null ? (data?.pendingQuote?.id ?? null) : null;
  useEffect(() => {
    if (shownQuoteId !== null) track('fulfillment_quote_displayed_pageview');
  }, [shownQuoteId]);

  if (reinstating !== null) return <Navigate to={reinstatementOfferPath(reinstating)} replace />;
  if (isPending) return <Loading />;
  if (isError)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('quotes.review.title')}</h1>
        <p role="alert">{t('quotes.loadFailed')}</p>
        <Button onClick={() => void refetch()}>{t('quotes.retry')}</Button>
      </div>
    );

  const route = quoteRoute({
    application: data.latestInsuranceApplication,
    quote: data.pendingQuote,
    offerings: data.productsOfferings,
  });
  if (route.kind === 'declined' || route.kind === 'accidental-death')
    return <Navigate to={route.to} replace />;
  if (route.kind === 'none' || !data.pendingQuote)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('quotes.none.title')}</h1>
        <p>{t('quotes.none.body')}</p>
        <ButtonLink to="/fulfillment/start">{t('quotes.none.action')}</ButtonLink>
      </div>
    );

  const quote = data.pendingQuote;
  const offering = data.productsOfferings.find((each) => each.status === 'pending') ?? null;
  const purchase = () => goOnToPurchase(navigate, { kind: 'quote', id: quote.id });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('quotes.review.title')}</h1>
      <p className={styles.lead}>{t('quotes.review.approved')}</p>

      <section className={styles.quote} aria-labelledby="term-quote">
        <h2 id="term-quote" className={styles.cardTitle}>
          {t('quotes.review.termLife')}
        </h2>
        <p className={styles.premium}>
          <span className={styles.amount}>{formatPremium(quote.monthlyPremium)}</span>
          <span>{t('quotes.perMonth')}</span>
        </p>
        <dl className={styles.details}>
          <div>
            <dt>{t('quotes.totalCoverage')}</dt>
            <dd>{formatWholeDollars(cents(quote.amount))}</dd>
          </div>
          <div>
            <dt>{t('quotes.guaranteedCoverage')}</dt>
            <dd>{t('quotes.untilAge', { age: quote.insuredsAgeAtTerm })}</dd>
          </div>
          <div>
            <dt>{t('quotes.rateClass')}</dt>
            <dd>{quote.classification.name}</dd>
          </div>
          {data.allocationSummary.totalAmount > 0 ? (
            <div>
              <dt>{t('quotes.wyshes')}</dt>
              <dd>{t('quotes.covered', { percent: quote.allocationCoverage })}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('quotes.validUntil')}</dt>
            <dd>{formatShortDate(quote.expiresAt)}</dd>
          </div>
        </dl>
        <div className={styles.links}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() =>
              open('PremiumCalculationModal', {
                priced: 'quote',
                breakdown: quote.breakdown,
                classReasons: quote.classReasons,
                rules: quote.rules,
                rulesVersion: quote.insuranceApplication.version,
              })
            }
          >
            {t('quotes.howWeCalculate')}
          </button>
          <ButtonLink to="/edit-coverage/quote" variant="secondary">
            {t('quotes.customize')}
          </ButtonLink>
        </div>
        <Button onClick={purchase}>{t('quotes.review.purchase')}</Button>
      </section>

      {offering ? <AdOfferCard offering={offering} mode="info" /> : null}

      <Faq
        title={t('quotes.review.faqTitle')}
        items={FAQ_KEYS.map((key) => ({
          q: t(`quotes.review.faq.${key}.q`),
          a: t(`quotes.review.faq.${key}.a`),
        }))}
      />
    </div>
  );
}

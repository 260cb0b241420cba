// /about-ad (spec 000 §2 "About accidental death"): pretitle INTRODUCING, "Accidental death insurance", its four
// cards, the five common questions, and the offering card in purchase mode when a live offering exists.
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useReviewQuote } from '../api/quotes';
import { AdOfferCard } from './ad-offer-card';
import { Faq } from './faq';
import styles from './quotes.module.css';

const CARDS = ['protection', 'prequalification', 'flexible', 'locked'] as const;
const FAQ_KEYS = ['covered', 'notCovered', 'medical', 'change', 'both'] as const;

export function AboutAdPage() {
  const { t } = useTranslation();
  usePageTitle(t('quotes.ad.title'));
  const { data, isPending } = useReviewQuote();
  const offering = data?.productsOfferings.find((each) => each.status === 'pending') ?? null;
  return (
    <div className={styles.page}>
      <p className={styles.pretitle}>{t('quotes.ad.pretitle')}</p>
      <h1 className={styles.title}>{t('quotes.ad.title')}</h1>
      <ul className={styles.cards}>
        {CARDS.map((card) => (
          <li key={card} className={styles.card}>
            <h2>{t(`quotes.ad.cards.${card}.title`)}</h2>
            <p>{t(`quotes.ad.cards.${card}.body`)}</p>
          </li>
        ))}
      </ul>
      {isPending ? <Loading /> : offering ? <AdOfferCard offering={offering} mode="purchase" /> : null}
      <Faq
        title={t('quotes.ad.faqTitle')}
        items={FAQ_KEYS.map((key) => ({ q: t(`quotes.ad.faq.${key}.q`), a: t(`quotes.ad.faq.${key}.a`) }))}
      />
    </div>
  );
}

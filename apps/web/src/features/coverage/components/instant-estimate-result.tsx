// The price of an instant estimate: monthly premium, for what cover and term, and the class it assumes.
import { useTranslation } from 'react-i18next';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { cents } from '@wysh/domain/money';
import { Loading } from '../../../shared/components/loading';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import type { useInstantEstimate } from '../api/coverage';
import { formatPremium } from '../../../shared/lib/format-premium';
import styles from './coverage.module.css';

export function InstantEstimateResult({ price }: { price: ReturnType<typeof useInstantEstimate> }) {
  const { t } = useTranslation();
  if (price.isError)
    return (
      <p className={styles.error} role="alert">
        {errorText(failureOf(price.error), t)}
      </p>
    );
  if (!price.data) return <Loading label={t('coverage.instant.pricing')} />;
  return (
    <div className={styles.result} aria-live="polite">
      <p className={styles.bigPrice}>
        {t('coverage.instant.perMonth', { price: formatPremium(price.data.monthlyPremium) })}
      </p>
      <p>
        {t('coverage.instant.for', {
          amount: formatWholeDollars(cents(price.data.amount)),
          years: price.data.termDuration,
        })}
      </p>
      <p className={styles.note}>{t('coverage.instant.note')}</p>
    </div>
  );
}

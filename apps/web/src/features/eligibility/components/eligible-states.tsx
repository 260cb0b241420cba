// The nine states the product is filed in (spec 001 §2.7), from the domain rules.
import { useTranslation } from 'react-i18next';
import { ELIGIBLE_STATES } from '@wysh/domain/eligibility';
import styles from './eligibility.module.css';

export function EligibleStates() {
  const { t } = useTranslation();
  return (
    <ul className={styles.states} aria-label={t('coverageDenied.states')}>
      {Object.values(ELIGIBLE_STATES).map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

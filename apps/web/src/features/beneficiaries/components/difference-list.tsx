// A change's differences in words (lib/changes.ts): the pending change on the review, each step of the history.
import { useTranslation } from 'react-i18next';
import type { BeneficiaryDifference } from '../lib/changes';
import styles from './beneficiaries.module.css';

export function DifferenceList({ differences }: { differences: readonly BeneficiaryDifference[] }) {
  const { t } = useTranslation();
  const role = (value: 'primary' | 'backup') => t(`beneficiaries.role.${value}` as const);
  const text = (difference: BeneficiaryDifference) => {
    switch (difference.kind) {
      case 'added':
        return t('beneficiaries.changes.added', {
          name: difference.name,
          role: role(difference.responsibility),
          allocation: difference.allocation,
        });
      case 'removed':
        return t('beneficiaries.changes.removed', {
          name: difference.name,
          role: role(difference.responsibility),
        });
      case 'share':
        return t('beneficiaries.changes.share', {
          name: difference.name,
          from: difference.from,
          to: difference.to,
        });
      case 'role':
        return t('beneficiaries.changes.role', {
          name: difference.name,
          role: role(difference.to),
          allocation: difference.allocation,
        });
      case 'details':
        return t('beneficiaries.changes.details', { name: difference.name });
    }
  };
  if (differences.length === 0) return <p className={styles.changeNote}>{t('beneficiaries.changes.none')}</p>;
  return (
    <ul className={styles.changeList}>
      {differences.map((difference, index) => (
        <li key={index}>{text(difference)}</li>
      ))}
    </ul>
  );
}

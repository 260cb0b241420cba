// The history of a policy's beneficiaries (beneficiaryChanges): every applied set, newest first, with when it
// took effect and what it changed from the one before (the first, the policy's issue, lists who was named).
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { useBeneficiaryHistory, type BeneficiaryChange } from '../api/beneficiary-changes';
import { beneficiaryDifferences } from '../lib/changes';
import { beneficiaryName } from '../lib/names';
import { DifferenceList } from './difference-list';
import styles from './beneficiaries.module.css';

function Named({ change }: { change: BeneficiaryChange }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.changeList}>
      {change.beneficiaries.map((beneficiary) => (
        <li key={beneficiary.id}>
          {t('beneficiaries.changes.named', {
            name: beneficiaryName(beneficiary),
            role: t(`beneficiaries.role.${beneficiary.responsibility === 'BACKUP' ? 'backup' : 'primary'}`),
            allocation: beneficiary.allocation,
          })}
        </li>
      ))}
    </ul>
  );
}

export function BeneficiaryHistory({ lineOfBusiness }: { lineOfBusiness: string }) {
  const { t } = useTranslation();
  const history = useBeneficiaryHistory(lineOfBusiness);
  const changes = history.data ?? [];
  if (changes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="beneficiaries-history">
      <h2 id="beneficiaries-history" className={styles.sectionTitle}>
        {t('beneficiaries.history.title')}
      </h2>
      <ol className={styles.history}>
        {changes.map((change, index) => {
          const before = changes[index + 1];
          return (
            <li key={change.id} className={styles.historyItem}>
              <p className={styles.historyWhen}>
                <time dateTime={change.appliedAt ?? change.createdAt}>
                  {formatLongDate(change.appliedAt ?? change.createdAt)}
                </time>
                {' · '}
                {change.kind === 'issue'
                  ? t('beneficiaries.history.issue')
                  : t('beneficiaries.history.change', { version: change.documentVersion ?? '' })}
              </p>
              {before ? (
                <DifferenceList
                  differences={beneficiaryDifferences(before.beneficiaries, change.beneficiaries)}
                />
              ) : (
                <Named change={change} />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

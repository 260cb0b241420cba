// The beneficiary review (spec 001 §2.9): the primary beneficiaries with their shares, then the "CONTINGENT
// BENEFICIARY" section with its explanation. The caller gives the heading and the controls (the flow's buttons,
// or the page's own links): this draws the people, with loading, error and empty states.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { failureOf } from '../../../shared/lib/user-error';
import { useBeneficiaries, type MyBeneficiaries } from '../api/beneficiaries';
import { editPath, type Origin } from '../lib/destinations';
import { BeneficiaryCard } from './beneficiary-card';
import styles from './beneficiaries.module.css';

interface BeneficiaryReviewProps {
  lineOfBusiness: string;
  origin: Origin;
  /** Under the primaries: add a primary, edit the allocations. */
  primaryControls: ReactNode;
  /** Under the contingent section: add a backup. */
  backupControls: ReactNode;
  /**
   * At the end (the flow's primary button), given what was loaded and whether it is being refreshed (a list
   * shown from the cache after an edit elsewhere may not hold that edit yet).
   */
  footer?: (beneficiaries: MyBeneficiaries, refreshing: boolean) => ReactNode;
}

export function BeneficiaryReview(props: BeneficiaryReviewProps) {
  const { lineOfBusiness, origin, primaryControls, backupControls, footer } = props;
  const { t } = useTranslation();
  const query = useBeneficiaries(lineOfBusiness);
  if (query.isPending) return <Loading label={t('beneficiaries.loading')} />;
  if (query.isError) {
    const failure = failureOf(query.error);
    return (
      <div className={styles.section}>
        <FormAlert>{failure.message ?? failure.code ?? t('beneficiaries.loadFailed')}</FormAlert>
        <div className={styles.actions}>
          <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
        </div>
      </div>
    );
  }
  const { list, backup } = query.data;
  return (
    <>
      <section className={styles.section} aria-labelledby="beneficiaries-primary">
        <h2 id="beneficiaries-primary" className={styles.sectionTitle}>
          {t('beneficiaries.review.primary')}
        </h2>
        {list.length === 0 ? (
          <p className={styles.empty}>{t('beneficiaries.review.emptyPrimary')}</p>
        ) : (
          <ul className={styles.list}>
            {list.map((beneficiary) => (
              <BeneficiaryCard
                key={beneficiary.id}
                beneficiary={beneficiary}
                editTo={editPath(lineOfBusiness, beneficiary.id)}
                origin={origin}
              />
            ))}
          </ul>
        )}
        <div className={styles.actions}>{primaryControls}</div>
      </section>
      <section className={styles.section} aria-labelledby="beneficiaries-backup">
        <h2 id="beneficiaries-backup" className={styles.sectionTitle}>
          {t('beneficiaries.review.contingent')}
        </h2>
        <p className={styles.explanation}>{t('beneficiaries.review.contingentExplanation')}</p>
        {backup.length === 0 ? (
          <p className={styles.empty}>{t('beneficiaries.review.emptyBackup')}</p>
        ) : (
          <ul className={styles.list}>
            {backup.map((beneficiary) => (
              <BeneficiaryCard
                key={beneficiary.id}
                beneficiary={beneficiary}
                editTo={editPath(lineOfBusiness, beneficiary.id)}
                origin={origin}
              />
            ))}
          </ul>
        )}
        <div className={styles.actions}>{backupControls}</div>
      </section>
      {footer ? footer(query.data, query.isFetching) : null}
    </>
  );
}

// /beneficiary/{lineOfBusiness}: the beneficiary list outside a flow (a policyholder's, or where removing a
// backup leads). The same review as the flow's, with its own links. "Get Claims Instructions" (the
// beneficiary-packet document, SendBeneficiaryPacketModal) plugs in under the list with the documents issue.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/components/button';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { allocationPath, reviewPath, selectTypePath, type Origin } from '../lib/destinations';
import { BeneficiaryReview } from './beneficiary-review';
import styles from './beneficiaries.module.css';

export function ReviewPage() {
  const { t } = useTranslation();
  const { lineOfBusiness = 'wysh-insurance' } = useParams();
  usePageTitle(t('beneficiaries.review.title'));
  const origin: Origin = { path: reviewPath(lineOfBusiness) };
  const state = { origin };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('beneficiaries.review.title')}</h1>
      <p className={styles.lead}>{t('beneficiaries.review.lead')}</p>
      <BeneficiaryReview
        lineOfBusiness={lineOfBusiness}
        origin={origin}
        primaryControls={
          <>
            <ButtonLink variant="secondary" to={selectTypePath(lineOfBusiness, 'primary')} state={state}>
              {t('beneficiaries.review.addPrimary')}
            </ButtonLink>
            <ButtonLink variant="quiet" to={allocationPath(lineOfBusiness)} state={state}>
              {t('beneficiaries.review.editAllocations')}
            </ButtonLink>
          </>
        }
        backupControls={
          <ButtonLink variant="secondary" to={selectTypePath(lineOfBusiness, 'backup')} state={state}>
            {t('beneficiaries.review.addBackup')}
          </ButtonLink>
        }
      />
    </div>
  );
}

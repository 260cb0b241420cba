// /beneficiary/{lineOfBusiness}: the beneficiary list outside a flow (a policyholder's, or where removing a
// backup leads). The same review as the flow's, with its own links, and under the list what a policyholder has:
// the pending change to confirm, "Get Claims Instructions" (SendBeneficiaryPacketModal) and the history. DONE
// leads to the account; with a change pending it asks first (SaveChangesModal).
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../shared/components/button';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { allocationPath, reviewPath, selectTypePath, type Origin } from '../lib/destinations';
import { BeneficiaryReview } from './beneficiary-review';
import { usePendingChangeExit } from './pending-changes';
import { PolicyExtras } from './policy-extras';
import styles from './beneficiaries.module.css';

export function ReviewPage() {
  const { t } = useTranslation();
  const { lineOfBusiness = 'wysh-insurance' } = useParams();
  const navigate = useNavigate();
  const exit = usePendingChangeExit(lineOfBusiness);
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
        footer={(beneficiaries) => (
          <>
            <PolicyExtras
              beneficiaries={beneficiaries}
              lineOfBusiness={lineOfBusiness}
              onConfirmed={exit.confirmed}
              messages={exit.messages}
            />
            <div className={styles.primaryAction}>
              <Button block onClick={() => exit.leave(beneficiaries, () => void navigate('/account'))}>
                {t('beneficiaries.review.done')}
              </Button>
            </div>
          </>
        )}
      />
    </div>
  );
}

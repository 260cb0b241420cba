// Monitoring of a wysh paid to an institution (a mortgage, a loan): it can follow a linked loan's balance
// (FollowLoanModal, from bank linking), after which its amount is the loan's and the section names the loan;
// STOP FOLLOWING turns monitoring off (UnmonitorWyshModal). Following is offered only when the account is
// eligible for monitoring (spec 001 §3.4 isMonitorable); a wysh that follows a loan can always stop. Other wyshes
// have no such section.
import { useTranslation } from 'react-i18next';
import { useVerifiedInitialData } from '../../../shared/api/initial-data';
import { Button } from '../../../shared/components/button';
import { openModal } from '../../../shared/stores/modal';
import type { MyAllocation } from '../api/wysh-list';
import styles from './wysh-list.module.css';

/** Spec 001 §3.4: isMonitorable is the account's eligibility for monitoring and the wysh's monitorable. */
export const canFollowLoan = (allocation: MyAllocation, eligibleForMonitoring: boolean) =>
  eligibleForMonitoring && allocation.wysh.monitorable && allocation.wysh.recipientType === 'INSTITUTION';

export function MonitoringSection({ allocation }: { allocation: MyAllocation }) {
  const { t } = useTranslation();
  const initialData = useVerifiedInitialData();
  const eligible = (initialData.data?.constellations ?? []).some(
    (constellation) => constellation.activeInsuranceMembership?.eligibleForMonitoring,
  );
  const account = allocation.monitored ? allocation.plaidAccount : null;
  if (!account && !canFollowLoan(allocation, eligible)) return null;
  return (
    <section className={styles.section} aria-labelledby="wysh-monitoring-title">
      <h2 id="wysh-monitoring-title" className={styles.sectionTitle}>
        {t('wyshList.monitoring.title')}
      </h2>
      {account ? (
        <>
          <p>
            {t('wyshList.monitoring.follows', {
              bank: account.institutionName,
              name: account.name,
              mask: account.mask ?? '',
            })}
          </p>
          <div className={styles.formActions}>
            <Button
              variant="secondary"
              onClick={() => openModal('UnmonitorWyshModal', { id: allocation.id })}
            >
              {t('wyshList.monitoring.stop')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('wyshList.monitoring.none')}</p>
          <div className={styles.formActions}>
            <Button
              variant="secondary"
              onClick={() => openModal('FollowLoanModal', { id: allocation.id, name: allocation.name })}
            >
              {t('wyshList.monitoring.follow')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

// What the review adds outside an application (a policyholder's, spec 001 §2.9): the pending change and its
// confirmation, "Get Claims Instructions" (SendBeneficiaryPacketModal) and the history of the policy's set.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { openModal } from '../../../shared/stores/modal';
import type { MyBeneficiaries } from '../api/beneficiaries';
import { BeneficiaryHistory } from './beneficiary-history';
import { PendingChanges } from './pending-changes';
import styles from './beneficiaries.module.css';

interface PolicyExtrasProps {
  beneficiaries: MyBeneficiaries;
  lineOfBusiness: string;
  onConfirmed: () => void;
  /** What happened to a change here (confirmed, discarded, a failure). */
  messages: ReactNode;
}

export function PolicyExtras({ beneficiaries, lineOfBusiness, onConfirmed, messages }: PolicyExtrasProps) {
  const { t } = useTranslation();
  const anyone = beneficiaries.list.length + beneficiaries.backup.length > 0;
  return (
    <>
      <PendingChanges
        beneficiaries={beneficiaries}
        lineOfBusiness={lineOfBusiness}
        onConfirmed={onConfirmed}
      />
      {messages}
      {anyone ? (
        <div className={styles.footerLinks}>
          <Button variant="quiet" onClick={() => openModal('SendBeneficiaryPacketModal', { lineOfBusiness })}>
            {t('beneficiaries.review.claimsInstructions')}
          </Button>
        </div>
      ) : null}
      {beneficiaries.onPolicy ? <BeneficiaryHistory lineOfBusiness={lineOfBusiness} /> : null}
    </>
  );
}

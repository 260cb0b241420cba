// A policyholder's pending change on the review (README "Documents"): what it would change against the policy's
// set, and CONFIRM CHANGES (ConfirmBeneficiaryChangesModal). Leaving the review with a change pending asks first
// (SaveChangesModal): saving confirms it, leaving without saving discards it (discardBeneficiaryChanges).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert, FormNotice } from '../../../shared/components/form/fields';
import { openModal } from '../../../shared/stores/modal';
import type { MyBeneficiaries } from '../api/beneficiaries';
import { useDiscardBeneficiaryChanges } from '../api/beneficiary-changes';
import { beneficiaryDifferences } from '../lib/changes';
import { failureText } from '../modals/confirm-beneficiary-changes-modal';
import { DifferenceList } from './difference-list';
import styles from './beneficiaries.module.css';

interface PendingChangesProps {
  beneficiaries: MyBeneficiaries;
  lineOfBusiness: string;
  /** After the change is applied. */
  onConfirmed: () => void;
}

export function PendingChanges({ beneficiaries, lineOfBusiness, onConfirmed }: PendingChangesProps) {
  const { t } = useTranslation();
  const { inForce } = beneficiaries;
  if (!inForce) return null;
  const differences = beneficiaryDifferences(
    [...inForce.list, ...inForce.backup],
    [...beneficiaries.list, ...beneficiaries.backup],
  );
  return (
    <section className={styles.pending} aria-labelledby="beneficiaries-pending">
      <h2 id="beneficiaries-pending" className={styles.sectionTitle}>
        {t('beneficiaries.pending.title')}
      </h2>
      <p className={styles.explanation}>{t('beneficiaries.pending.lead')}</p>
      <DifferenceList differences={differences} />
      <div className={styles.actions}>
        <Button onClick={() => openModal('ConfirmBeneficiaryChangesModal', { lineOfBusiness, onConfirmed })}>
          {t('beneficiaries.pending.confirm')}
        </Button>
      </div>
    </section>
  );
}

/**
 * Leaving the review: with a change pending, SaveChangesModal first (save: confirm it, then leave; don't save:
 * discard it, then leave). `notice` and `error` say what happened to a change confirmed or discarded here.
 */
export function usePendingChangeExit(lineOfBusiness: string) {
  const { t } = useTranslation();
  const discard = useDiscardBeneficiaryChanges();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirmed = useCallback(() => {
    setError(null);
    setNotice(t('beneficiaries.pending.confirmed'));
  }, [t]);

  const leave = useCallback(
    (beneficiaries: MyBeneficiaries, go: () => void) => {
      if (!beneficiaries.inForce) {
        go();
        return;
      }
      openModal('SaveChangesModal', {
        onSave: () => openModal('ConfirmBeneficiaryChangesModal', { lineOfBusiness, onConfirmed: go }),
        onDiscard: () =>
          discard.mutate(lineOfBusiness, {
            onSuccess: () => {
              setNotice(t('beneficiaries.pending.discarded'));
              go();
            },
            onError: (failure) =>
              setError(`${t('beneficiaries.pending.discardFailed')} ${failureText(failure, '')}`.trim()),
          }),
      });
    },
    [discard, lineOfBusiness, t],
  );

  const messages =
    error || notice ? (
      <>
        {notice ? <FormNotice>{notice}</FormNotice> : null}
        {error ? <FormAlert>{error}</FormAlert> : null}
      </>
    ) : null;

  return { leave, confirmed, messages };
}

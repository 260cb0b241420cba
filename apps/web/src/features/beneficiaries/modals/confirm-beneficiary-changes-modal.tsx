// ConfirmBeneficiaryChangesModal (spec 001 §5, §8): a policyholder confirms the pending change to the policy's
// beneficiaries. The current beneficiary-terms document is shown in a sandboxed frame (its HTML comes from the
// server: shown, never run); the acknowledgement checkbox appears only once it has loaded, and CONTINUE stays
// disabled until it is ticked. CONTINUE records the acknowledgement of that document (the server keeps its
// version) and applies the change with it. Failures (the document, the confirmation) show inline.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { CheckboxField, FormAlert } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import { failureOf } from '../../../shared/lib/user-error';
import { useBeneficiaryTerms, useConfirmBeneficiaryChanges } from '../api/beneficiary-changes';
import styles from './beneficiary-modals.module.css';

export interface ConfirmBeneficiaryChangesModalProps {
  lineOfBusiness?: string;
  /** Runs once the change is applied (and the modal closed). */
  onConfirmed?: () => void;
}

/** The spec's inline error text: the full message and the code. */
export const failureText = (error: unknown, fallback: string) => {
  const { message, code } = failureOf(error);
  if (message && code) return `${message} (${code})`;
  return message ?? code ?? fallback;
};

export function ConfirmBeneficiaryChangesModal({
  lineOfBusiness = 'wysh-insurance',
  onConfirmed,
}: ConfirmBeneficiaryChangesModalProps) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const terms = useBeneficiaryTerms(lineOfBusiness);
  const confirm = useConfirmBeneficiaryChanges();
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const document = terms.data;
    if (!document || !acknowledged || confirm.isPending) return;
    if (!document.membershipId) {
      setError(t('errors.default'));
      return;
    }
    setError(null);
    confirm.mutate(
      { lineOfBusiness, documentId: document.id, membershipId: document.membershipId },
      {
        onSuccess: () => {
          close();
          onConfirmed?.();
        },
        onError: (failure) => setError(failureText(failure, t('errors.default'))),
      },
    );
  };

  return (
    <ModalFrame title={t('modals.confirmBeneficiaryChanges.title')} size="wide">
      <p>{t('modals.confirmBeneficiaryChanges.lead')}</p>
      {terms.isPending ? <Loading label={t('modals.confirmBeneficiaryChanges.loading')} /> : null}
      {terms.isError ? (
        <>
          <FormAlert>
            {t('modals.confirmBeneficiaryChanges.loadFailed')} {failureText(terms.error, '')}
          </FormAlert>
          <div className={actions.actions}>
            <Button variant="secondary" onClick={() => void terms.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        </>
      ) : null}
      {terms.data ? (
        <>
          <iframe className={styles.terms} title={terms.data.name} sandbox="" srcDoc={terms.data.html} />
          <CheckboxField
            field={{
              id: 'beneficiary-terms-acknowledgement',
              name: 'acknowledgement',
              checked: acknowledged,
              onChange: (event) => setAcknowledged(event.target.checked),
              error: null,
            }}
          >
            {t('modals.confirmBeneficiaryChanges.acknowledge')}
          </CheckboxField>
        </>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={actions.actions}>
        <Button
          onClick={submit}
          disabled={!terms.data || !acknowledged}
          aria-busy={confirm.isPending || undefined}
        >
          {t('modals.confirmBeneficiaryChanges.continue')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('modals.confirmBeneficiaryChanges.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}

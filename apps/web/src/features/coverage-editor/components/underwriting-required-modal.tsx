// UnderwritingRequiredModal (spec 001 §2.18, §4.8 "UNDERWRITING_REQUIRED marks underwriting required"): more cover
// than the policy has needs a short underwriting interview, decided at once or by an underwriter within three
// business days. CONTINUE asks for the cover (requestCoverIncrease) and starts the cover-increase journey at the
// interview (coverage_adjustment scope); NOT NOW keeps the editor as it is.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';
import { enterCoverIncrease } from '../../../shared/journeys/launch';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import type { ModalPropsByName } from '../../../shared/stores/modal';
import { useRequestCoverIncrease } from '../api/policy';

export function UnderwritingRequiredModal({
  policyId,
  amount,
  onLeave,
}: ModalPropsByName['UnderwritingRequiredModal']) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const navigate = useNavigate();
  const request = useRequestCoverIncrease();
  const [starting, setStarting] = useState(false);
  const busy = request.isPending || starting;

  const onContinue = async () => {
    if (busy || !policyId || amount === undefined) return;
    try {
      await request.mutateAsync({ policyId, amount });
    } catch {
      return;
    }
    setStarting(true);
    const destination = await enterCoverIncrease(policyId);
    onLeave?.();
    close();
    void navigate(destination.to, { state: destination.state });
  };

  return (
    <ModalFrame title={t('modals.underwritingRequired.title')}>
      {amount === undefined ? null : (
        <p>{t('modals.underwritingRequired.body', { amount: formatWholeDollars(amount) })}</p>
      )}
      <p>{t('modals.underwritingRequired.decision')}</p>
      <p>{t('modals.underwritingRequired.unchanged')}</p>
      {request.isError ? <FormAlert>{errorText(failureOf(request.error), t)}</FormAlert> : null}
      <div className={styles.actions}>
        <Button onClick={() => void onContinue()} aria-disabled={busy || undefined}>
          {t('modals.underwritingRequired.continue')}
        </Button>
        <Button variant="quiet" onClick={close}>
          {t('modals.underwritingRequired.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}

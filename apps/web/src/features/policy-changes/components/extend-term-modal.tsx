// ExtendTermModal (spec 000 §1 "extendable up to age 65 ... with a digital health check-up"; issue 27 item 4): what
// extending the term means (the years added, from and until when), that it takes the health check-up first, decided at
// once or by an underwriter within three business days, and that the new price shows before anything changes.
// START MY CHECK-UP asks for the extension (requestTermExtension) and starts the term-extension journey at the
// interview (coverage_adjustment scope); NOT NOW leaves the home as it is. Consistent with UnderwritingRequiredModal.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';
import { enterTermExtension } from '../../../shared/journeys/launch';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import type { ModalPropsByName } from '../../../shared/stores/modal';
import { useRequestTermExtension } from '../api/term-extension';

export function ExtendTermModal({
  policyId,
  years,
  extendsFrom,
  coverEndsOn,
}: ModalPropsByName['ExtendTermModal']) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const navigate = useNavigate();
  const request = useRequestTermExtension();
  const [starting, setStarting] = useState(false);
  const busy = request.isPending || starting;

  const onContinue = async () => {
    if (busy || !policyId) return;
    try {
      await request.mutateAsync(policyId);
    } catch {
      return;
    }
    setStarting(true);
    const destination = await enterTermExtension(policyId);
    close();
    void navigate(destination.to, { state: destination.state });
  };

  return (
    <ModalFrame title={t('modals.extendTerm.title')}>
      {years && extendsFrom && coverEndsOn ? (
        <p>
          {t('modals.extendTerm.body', {
            years,
            from: formatLongDate(extendsFrom),
            until: formatLongDate(coverEndsOn),
          })}
        </p>
      ) : null}
      <p>{t('modals.extendTerm.checkup')}</p>
      <p>{t('modals.extendTerm.unchanged')}</p>
      {request.isError ? <FormAlert>{errorText(failureOf(request.error), t)}</FormAlert> : null}
      <div className={styles.actions}>
        <Button onClick={() => void onContinue()} aria-disabled={busy || undefined}>
          {t('modals.extendTerm.continue')}
        </Button>
        <Button variant="quiet" onClick={close}>
          {t('modals.extendTerm.cancel')}
        </Button>
      </div>
    </ModalFrame>
  );
}

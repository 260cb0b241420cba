// ReinstatementErrorModal (spec 001 §2.18, 000 §8): "Sorry, you can’t apply for new coverage right now." with the
// server's words when applying is blocked by a reinstatement under way, OK going back to
// /account/policy-reinstatement; or "Reinstatement invoice was unable to be created", OK staying to try again.
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';
import { REINSTATEMENT_PATH } from './reinstatement-path';

export function ReinstatementErrorModal({
  kind = 'blocked',
  message,
}: {
  kind?: 'blocked' | 'invoice';
  message?: string;
}) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  if (kind === 'invoice') {
    return (
      <ModalFrame title={t('modals.reinstatementError.invoiceTitle')}>
        <p>{t('modals.reinstatementError.invoiceBody')}</p>
        <div className={styles.actions}>
          <Button onClick={close}>{t('modals.reinstatementError.ok')}</Button>
        </div>
      </ModalFrame>
    );
  }
  return (
    <ModalFrame title={t('modals.reinstatementError.blockedTitle')}>
      <p>{message ?? t('modals.reinstatementError.blockedBody')}</p>
      <div className={styles.actions}>
        <ButtonLink to={REINSTATEMENT_PATH} onClick={close}>
          {t('modals.reinstatementError.ok')}
        </ButtonLink>
      </div>
    </ModalFrame>
  );
}

// ReinstatementActivePolicyModal (spec 001 §2.18, §4.5): a policy in force and a reinstatement do not go together.
// Applying for new cover while a lapsed policy can still be reinstated warns that its reinstatement will be
// rejected once the new policy is in force: REINSTATE MY POLICY, or APPLY ANYWAY to go on with the application.
// Asked to reinstate while a policy is in force (another one, or this one active again), it says why not.
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';
import { REINSTATEMENT_PATH } from './reinstatement-path';

export function ReinstatementActivePolicyModal({
  policyNumbers = [],
  message,
  onApplyAnyway,
}: {
  policyNumbers?: string[];
  message?: string;
  onApplyAnyway?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { close } = useModalContext();
  if (!onApplyAnyway) {
    return (
      <ModalFrame title={t('modals.reinstatementActivePolicy.inForceTitle')}>
        <p>{message ?? t('modals.reinstatementActivePolicy.inForceBody')}</p>
        <div className={styles.actions}>
          <Button onClick={close}>{t('modals.reinstatementActivePolicy.ok')}</Button>
        </div>
      </ModalFrame>
    );
  }
  const numbers = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(policyNumbers);
  return (
    <ModalFrame title={t('modals.reinstatementActivePolicy.title', { count: policyNumbers.length })}>
      <p>{t('modals.reinstatementActivePolicy.body', { count: policyNumbers.length, numbers })}</p>
      <p>{t('modals.reinstatementActivePolicy.warning', { count: policyNumbers.length })}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            close();
            onApplyAnyway();
          }}
        >
          {t('modals.reinstatementActivePolicy.applyAnyway')}
        </Button>
        <ButtonLink to={REINSTATEMENT_PATH} onClick={close}>
          {t('modals.reinstatementActivePolicy.reinstate')}
        </ButtonLink>
      </div>
    </ModalFrame>
  );
}

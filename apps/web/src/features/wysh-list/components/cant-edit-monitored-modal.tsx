// CantEditMonitoredModal: a monitored wysh's amount follows a linked account, so it can't be edited by hand.
// It offers to turn monitoring off (UnmonitorWyshModal confirms).
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { openModal } from '../../../shared/stores/modal';
import actions from '../../../shared/components/modal/modal-actions.module.css';

export function CantEditMonitoredModal({ id }: { id?: string }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('modals.cantEditMonitored.title')}>
      <p>{t('modals.cantEditMonitored.body')}</p>
      <div className={actions.actions}>
        <Button onClick={() => (id ? openModal('UnmonitorWyshModal', { id }) : close())}>
          {t('modals.cantEditMonitored.turnOff')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('modals.cantEditMonitored.keep')}
        </Button>
      </div>
    </ModalFrame>
  );
}

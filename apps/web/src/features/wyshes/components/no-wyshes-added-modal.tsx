// NoWyshesAdded: CONTINUE was pressed with nothing on the wysh List.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';

export function NoWyshesAddedModal() {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('modals.noWyshesAdded.title')}>
      <p>{t('modals.noWyshesAdded.body')}</p>
      <div className={actions.stack}>
        <Button onClick={close}>{t('modals.noWyshesAdded.button')}</Button>
      </div>
    </ModalFrame>
  );
}

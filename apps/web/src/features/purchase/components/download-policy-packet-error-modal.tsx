// DownloadPolicyPacketErrorModal (spec 000 §8, 001 §8): the packet is still being made (its job runs right after
// the purchase); try again in a few minutes.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';

export function DownloadPolicyPacketErrorModal() {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('purchase.packetUnavailable.title')}>
      <p>{t('purchase.packetUnavailable.body')}</p>
      <div className={actions.stack}>
        <Button onClick={close}>{t('purchase.packetUnavailable.ok')}</Button>
      </div>
    </ModalFrame>
  );
}

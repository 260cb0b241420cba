// PaymentFailed (spec 000 §8, 001 §8): the charge was refused or failed; "Try again" goes back to the (cleared)
// card field for another go, CHAT WITH US clears it too and opens the support chat.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import { openChat } from '../../../shared/stores/chat';

export function PaymentFailedModal({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  return (
    <ModalFrame title={t('purchase.failed.title')}>
      <p>{t('purchase.failed.body')}</p>
      <div className={actions.stack}>
        <Button
          onClick={() => {
            close();
            onRetry?.();
          }}
        >
          {t('purchase.failed.retry')}
        </Button>
        <Button
          variant="quiet"
          onClick={() => {
            onRetry?.();
            openChat();
          }}
        >
          {t('purchase.failed.chat')}
        </Button>
      </div>
    </ModalFrame>
  );
}

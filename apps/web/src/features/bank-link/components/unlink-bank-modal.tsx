// The confirmation before a bank is unlinked: names the bank and its accounts; UNLINK or CANCEL.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { ModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import type { PlaidItem } from '../api/get-plaid-items';

export function UnlinkBankModal({
  item,
  busy,
  onConfirm,
  onCancel,
}: {
  item: PlaidItem;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const bank = item.plaidInstitution.name;
  return (
    <ModalContext.Provider value={{ isOpen: true, isDismissable: !busy, close: onCancel }}>
      <ModalFrame title={t('bankLink.unlinkModal.title', { bank })}>
        <p>{t('bankLink.unlinkModal.body', { bank })}</p>
        <div className={actions.actions}>
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? t('bankLink.unlinking') : t('bankLink.unlinkModal.confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('bankLink.unlinkModal.cancel')}
          </Button>
        </div>
      </ModalFrame>
    </ModalContext.Provider>
  );
}

// Before a linked account pays the premiums: the debit authorization, in the words "Last step!" shows and the
// server keeps with the account as its debits' mandate. Nothing changes until the person agrees to it and
// confirms; CANCEL leaves the method as it was.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { DebitAuthorizationConsent } from '../../../shared/components/debit-authorization/debit-authorization-consent';
import { ModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import actions from '../../../shared/components/modal/modal-actions.module.css';
import type { PlaidItem } from '../api/get-plaid-items';
import styles from './bank-link.module.css';

export function PayFromAccountModal({
  item,
  account,
  busy,
  onConfirm,
  onCancel,
}: {
  item: PlaidItem;
  account: PlaidItem['plaidAccounts'][number];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const bank = item.plaidInstitution.name;
  return (
    <ModalContext.Provider value={{ isOpen: true, isDismissable: !busy, close: onCancel }}>
      <ModalFrame
        title={t('bankLink.payModal.title', { bank, name: account.name, mask: account.mask ?? '' })}
      >
        <DebitAuthorizationConsent
          account={{ bankName: bank, accountType: account.subtype, mask: account.mask }}
          agreed={agreed}
          onAgreed={setAgreed}
          disabled={busy}
        />
        <div className={actions.actions}>
          <Button onClick={onConfirm} disabled={!agreed || busy} aria-describedby={`${id}-hint`}>
            {busy ? t('bankLink.payModal.paying') : t('bankLink.payModal.confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('bankLink.payModal.cancel')}
          </Button>
        </div>
        <p id={`${id}-hint`} className={styles.hint}>
          {t(agreed ? 'bankLink.payModal.readyHint' : 'bankLink.payModal.notReadyHint')}
        </p>
      </ModalFrame>
    </ModalContext.Provider>
  );
}

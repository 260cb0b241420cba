// CancelPolicyModal (spec 001 §2.18): cancelling is done with customer service, never by a button here: the modal
// says how (chat or call) and what the free look gives back; it does not cancel.
import { useTranslation } from 'react-i18next';
import { formatUsPhone, usPhoneHref } from '@wysh/domain/phone';
import { useAppSettings } from '../../../shared/api/app-settings';
import { AnchorButton, Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';
import { openChat } from '../../../shared/stores/chat';

export function CancelPolicyModal() {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const { data: settings } = useAppSettings();
  const phoneHref = settings ? usPhoneHref(settings.supportPhone) : null;
  return (
    <ModalFrame title={t('modals.cancelPolicy.title')}>
      <p>{t('modals.cancelPolicy.body')}</p>
      <p>{t('modals.cancelPolicy.freeLook')}</p>
      <div className={styles.actions}>
        <Button onClick={openChat}>{t('modals.cancelPolicy.chat')}</Button>
        {settings && phoneHref ? (
          <AnchorButton href={phoneHref} variant="secondary">
            {t('modals.cancelPolicy.call', { phone: formatUsPhone(settings.supportPhone) })}
          </AnchorButton>
        ) : null}
        <Button variant="quiet" onClick={close}>
          {t('modals.cancelPolicy.keep')}
        </Button>
      </div>
    </ModalFrame>
  );
}

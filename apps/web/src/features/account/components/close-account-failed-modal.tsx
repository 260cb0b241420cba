// CloseAccountFailedModal: "Please contact us", with chat or FAQs, and the server's reason when it gave one (a
// policy in force keeps the account open).
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../shared/api/app-settings';
import { Button } from '../../../shared/components/button';
import { HelpCenterLink } from '../../../shared/components/help-center-link';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import styles from '../../../shared/components/modal/modal-actions.module.css';
import { openChat } from '../../../shared/stores/chat';

export function CloseAccountFailedModal({ reason }: { reason?: string | null }) {
  const { t } = useTranslation();
  const { data: settings } = useAppSettings();
  return (
    <ModalFrame title={t('modals.closeAccountFailed.title')}>
      {reason ? (
        <>
          <p>{reason}</p>
          <p>{t('modals.closeAccountFailed.help')}</p>
        </>
      ) : (
        <p>{t('modals.closeAccountFailed.body')}</p>
      )}
      <div className={styles.actions}>
        <Button onClick={openChat}>{t('modals.closeAccountFailed.chat')}</Button>
        {settings ? (
          <HelpCenterLink href={settings.helpCenterUrl} look={{ variant: 'secondary' }}>
            {t('modals.closeAccountFailed.faqs')}
          </HelpCenterLink>
        ) : null}
      </div>
    </ModalFrame>
  );
}

// The support chat panel (issue 28): one dialog every "CHAT WITH US" opens, beside the page on a desktop and
// over it on a phone. Focus moves into it and back to the opener when it closes (Escape, the close button); the
// conversation stays on the server, so closing it loses nothing. Signed out, it says how to sign in (and come
// back to this page with the chat open), call or read the help centre.
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatUsPhone, usPhoneHref } from '@wysh/domain/phone';
import { useAppSettings } from '../../../shared/api/app-settings';
import { ButtonLink } from '../../../shared/components/button';
import { HelpCenterLink } from '../../../shared/components/help-center-link';
import { withRedirect } from '../../../shared/lib/redirect';
import { CloseIcon } from '../../../shared/components/icons';
import { isIdentified, useAuthStore } from '../../../shared/stores/auth';
import { closeChat, useChatStore } from '../../../shared/stores/chat';
import { ChatConversation } from './chat-conversation';
import styles from './chat-panel.module.css';

export function ChatPanel() {
  const { t } = useTranslation();
  const open = useChatStore((state) => state.open);
  const signedIn = useAuthStore((state) => isIdentified(state.authLevel));
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : closeChat())}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.panel}>
        <Dialog className={styles.dialog}>
          <header className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {t('chat.title')}
            </Heading>
            <p className={styles.hours}>{t('chat.hours')}</p>
            <button type="button" className={styles.close} onClick={closeChat} aria-label={t('chat.close')}>
              <CloseIcon />
            </button>
          </header>
          {signedIn ? <ChatConversation /> : <SignedOutChat />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The page the person is on, with the chat asked open: where signing in brings them back to. */
function hereWithChatOpen(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('chat', 'open');
  return `${pathname}?${params.toString()}`;
}

function SignedOutChat() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const settings = useAppSettings();
  const phone = settings.data?.supportPhone ?? null;
  const phoneHref = phone ? usPhoneHref(phone) : null;
  return (
    <div className={styles.signedOut}>
      <p>{t('chat.signedOut.body')}</p>
      <ButtonLink to={withRedirect('/login', hereWithChatOpen(pathname, search))} onClick={closeChat} block>
        {t('chat.signedOut.signIn')}
      </ButtonLink>
      {settings.data ? (
        <p>
          <HelpCenterLink href={settings.data.helpCenterUrl}>{t('chat.signedOut.help')}</HelpCenterLink>
        </p>
      ) : null}
      {phone ? (
        <p>
          {t('chat.signedOut.call')}{' '}
          {phoneHref ? <a href={phoneHref}>{formatUsPhone(phone)}</a> : <span>{phone}</span>}
        </p>
      ) : null}
      <p className={styles.hours}>
        <Link to="/customer-support" onClick={closeChat}>
          {t('chat.signedOut.allWays')}
        </Link>
      </p>
    </div>
  );
}

// In-app messages as toasts (issue 28 item 4, spec 001 §3.1 kinds): what the messaging service (or the product)
// has to tell the signed-in person, each with its kind, words and a link inside the app, shown until dismissed.
// A polite live region: a new message is read out without taking focus from what the person is doing.
import { useTranslation } from 'react-i18next';
import { isInAppKind } from '@wysh/domain/in-app-messages';
import { Link, useLocation } from 'react-router';
import { CloseIcon } from '../../../shared/components/icons';
import { useDismissInAppMessage, useInAppMessages } from '../api/in-app-messages';
import styles from './in-app-messages.module.css';

export function InAppMessages() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const messages = useInAppMessages(pathname);
  const dismiss = useDismissInAppMessage();
  const shown = (messages.data ?? []).filter(
    (message) => message.id !== dismiss.variables || dismiss.isError,
  );
  if (shown.length === 0) return null;
  return (
    <section className={styles.stack} aria-label={t('inApp.region')}>
      <div role="status" aria-live="polite">
        <ul className={styles.list}>
          {shown.map((message) => {
            const kind = isInAppKind(message.kind) ? message.kind : 'default';
            return (
              <li key={message.id} className={styles.toast} data-kind={kind}>
                <p className={styles.kind}>{t(`inApp.kind.${kind}` as 'inApp.kind.default')}</p>
                <p className={styles.title}>{message.title}</p>
                <p className={styles.body}>{message.body}</p>
                {message.link ? (
                  <Link
                    className={styles.link}
                    to={message.link.href}
                    onClick={() => dismiss.mutate(message.id)}
                  >
                    {message.link.label}
                  </Link>
                ) : null}
                <button
                  type="button"
                  className={styles.dismiss}
                  aria-label={t('inApp.dismiss', { title: message.title })}
                  onClick={() => dismiss.mutate(message.id)}
                >
                  <CloseIcon />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

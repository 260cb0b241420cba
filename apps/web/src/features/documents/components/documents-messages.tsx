// The documents area's states that are not a list: nothing yet, not found (a wrong or stale link), and a failed
// load with a retry.
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../shared/components/button';
import { CompassIcon, DocumentIcon } from '../../../shared/components/icons';
import { MessageScreen } from '../../../shared/components/message-screen';
import styles from './documents.module.css';

/** "No documents yet", under the page's own heading. */
export function NoDocuments({ title, body }: { title: string; body: string }) {
  return (
    <section className={styles.empty} aria-labelledby="no-documents-title">
      <h2 id="no-documents-title">{title}</h2>
      <p>{body}</p>
    </section>
  );
}

export function DocumentsNotFound({ what }: { what: 'document' | 'category' }) {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t(what === 'document' ? 'documents.notFound.title' : 'documents.notFound.categoryTitle')}
      icon={<CompassIcon />}
      actions={<ButtonLink to="/account/documents">{t('documents.notFound.button')}</ButtonLink>}
    >
      <p>{t('documents.notFound.body')}</p>
    </MessageScreen>
  );
}

export function DocumentsFailed({
  onRetry,
  retrying,
  headingLevel = 'h1',
}: {
  onRetry: () => void;
  retrying: boolean;
  headingLevel?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('documents.failed.title')}
      icon={<DocumentIcon />}
      headingLevel={headingLevel}
      actions={
        <Button onClick={onRetry} disabled={retrying}>
          {t('documents.failed.retry')}
        </Button>
      }
    >
      <p>{t('documents.failed.body')}</p>
    </MessageScreen>
  );
}

// /account/document/{id} (verified): one document: its name, version and date, a PDF download, and its HTML in a
// sandboxed frame (no scripts, no same-origin access: the HTML comes from the server and is shown, never run).
// Another user's document, or none, is not found.
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { AnchorButton, Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { fileUrl, useDocument, useDocumentHtml, type DocumentDetails } from '../api/documents';
import { DocumentsFailed, DocumentsNotFound } from './documents-messages';
import styles from './documents.module.css';

function DocumentFrame({ document }: { document: DocumentDetails }) {
  const { t } = useTranslation();
  const html = useDocumentHtml(document);
  if (html.isPending) return <Loading label={t('documents.document.loading')} />;
  if (html.isError) {
    return (
      <>
        <FormAlert>{t('documents.document.frameFailed')}</FormAlert>
        <div className={`${styles.actions} ${styles.pageActions}`}>
          <Button variant="secondary" onClick={() => void html.refetch()} disabled={html.isFetching}>
            {t('common.retry')}
          </Button>
        </div>
      </>
    );
  }
  return <iframe className={styles.frame} title={document.name} sandbox="" srcDoc={html.data} />;
}

export function DocumentPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const document = useDocument(id);
  usePageTitle(
    document.data?.name ??
      (document.isPending
        ? null
        : t(document.isError ? 'documents.failed.title' : 'documents.notFound.title')),
  );

  if (document.isPending) return <Loading fill label={t('documents.loading')} />;
  if (document.isError) {
    return <DocumentsFailed retrying={document.isFetching} onRetry={() => void document.refetch()} />;
  }
  if (!document.data) return <DocumentsNotFound what="document" />;

  const { name, version, createdAt, documentCategory, pdf } = document.data;
  return (
    <article className={`${styles.page} ${styles.wide}`}>
      <p className={styles.back}>
        <Link to={`/account/documents/${encodeURIComponent(documentCategory.slug)}`}>
          {documentCategory.name}
        </Link>
      </p>
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.meta}>
        {t('documents.item.version', { version })} ·{' '}
        {t('documents.item.added', { date: formatLongDate(createdAt) })}
      </p>
      <div className={`${styles.actions} ${styles.pageActions}`}>
        <AnchorButton href={fileUrl(pdf)} download={pdf.fileName}>
          {t('documents.item.download')}
        </AnchorButton>
      </div>
      <DocumentFrame document={document.data} />
    </article>
  );
}

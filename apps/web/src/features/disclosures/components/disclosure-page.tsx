// /disclosure/:slug: a legal document's name, when it last changed and its body in a sandboxed frame
// (no scripts, no same-origin access: the body is HTML from the server and is shown, never run).
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { DocumentIcon } from '../../../shared/components/icons';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useDisclosure } from '../api/get-disclosure';
import { disclosureDocument } from './disclosure-document';
import { DisclosureFallback } from './disclosure-fallback';
import styles from './disclosure-page.module.css';

export function DisclosurePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const disclosure = useDisclosure(slug);
  usePageTitle(disclosure.data?.name ?? (disclosure.isPending ? null : t('disclosure.missing.title')));

  if (disclosure.isPending) return <Loading fill />;
  if (disclosure.isError || !disclosure.data) {
    return <DisclosureFallback retrying={disclosure.isFetching} onRetry={() => void disclosure.refetch()} />;
  }

  const { name, body, updatedAt } = disclosure.data;
  return (
    <article className={styles.page}>
      <p className={styles.pretitle}>
        <DocumentIcon />
        {t('disclosure.pretitle')}
      </p>
      <h1 className={styles.title}>{name}</h1>
      <p className={styles.updated}>{t('disclosure.lastUpdated', { date: formatLongDate(updatedAt) })}</p>
      <iframe className={styles.frame} title={name} sandbox="" srcDoc={disclosureDocument(name, body)} />
    </article>
  );
}

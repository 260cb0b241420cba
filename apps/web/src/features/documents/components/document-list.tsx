// A category's documents: each with its name (to its page), when it was added and its version, "View" (the HTML,
// in a new tab) and "Download PDF" (the signed file links the API gave). Hidden text tells the links apart for a
// screen reader, where every item has the same two.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { AnchorButton, ExternalLink } from '../../../shared/components/button';
import { fileUrl, type DocumentSummary } from '../api/documents';
import styles from './documents.module.css';

interface DocumentListProps {
  documents: readonly DocumentSummary[];
  /** h2 when the list sits right under the page's title, h3 under a year's heading. */
  headingLevel: 'h2' | 'h3';
}

export function DocumentList({ documents, headingLevel: Heading }: DocumentListProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.documents}>
      {documents.map((document) => {
        const date = formatLongDate(document.createdAt);
        const which = (
          <span className="visually-hidden">{t('documents.item.which', { name: document.name, date })}</span>
        );
        return (
          <li key={document.id} className={styles.document}>
            <div>
              <Heading className={styles.documentName}>
                <Link to={`/account/document/${document.id}`}>{document.name}</Link>
              </Heading>
              <p className={styles.documentMeta}>
                {t('documents.item.added', { date })} ·{' '}
                {t('documents.item.version', { version: document.version })}
              </p>
            </div>
            <div className={styles.actions}>
              <ExternalLink href={fileUrl(document.html)} look={{ variant: 'secondary' }}>
                {t('documents.item.view')} {which}
              </ExternalLink>
              <AnchorButton href={fileUrl(document.pdf)} download={document.pdf.fileName} variant="secondary">
                {t('documents.item.download')} {which}
              </AnchorButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

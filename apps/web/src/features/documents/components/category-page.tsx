// /account/documents/{category} (verified): one category's documents, newest first, under a heading per year
// when the category is grouped by year. A category with nothing in it yet says so; an unknown one is not found.
import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useDocumentCategory } from '../api/documents';
import { groupDocuments } from '../lib/document-groups';
import { DocumentList } from './document-list';
import { DocumentsFailed, DocumentsNotFound, NoDocuments } from './documents-messages';
import styles from './documents.module.css';

export function CategoryPage() {
  const { category: slug = '' } = useParams();
  const { t } = useTranslation();
  const category = useDocumentCategory(slug);
  usePageTitle(
    category.data?.name ??
      (category.isPending
        ? null
        : t(category.isError ? 'documents.failed.title' : 'documents.notFound.categoryTitle')),
  );

  if (category.isPending) return <Loading fill label={t('documents.loading')} />;
  if (category.isError) {
    return <DocumentsFailed retrying={category.isFetching} onRetry={() => void category.refetch()} />;
  }
  if (!category.data) return <DocumentsNotFound what="category" />;

  const { name, yearGroupable, documents } = category.data;
  const groups = groupDocuments(documents, yearGroupable);
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to="/account/documents">{t('documents.category.back')}</Link>
      </p>
      <h1 className={styles.title}>{name}</h1>
      {groups.length === 0 ? (
        <NoDocuments title={t('documents.category.empty')} body={t('documents.category.emptyBody')} />
      ) : null}
      {groups.map((group) =>
        group.year === null ? (
          <DocumentList key="all" documents={group.documents} headingLevel="h2" />
        ) : (
          <Fragment key={group.year}>
            <h2 className={styles.year}>{group.year}</h2>
            <DocumentList documents={group.documents} headingLevel="h3" />
          </Fragment>
        ),
      )}
    </div>
  );
}

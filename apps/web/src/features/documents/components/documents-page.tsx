// /account/documents (verified): the user's document categories, each with how many documents it holds and a
// link to its page; "No documents yet" when there are none.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../shared/components/account-icons';
import { DocumentIcon } from '../../../shared/components/icons';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useDocumentCategories } from '../api/documents';
import { DocumentsFailed, NoDocuments } from './documents-messages';
import styles from './documents.module.css';

export function DocumentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('documents.title'));
  const categories = useDocumentCategories();

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to="/account">{t('documents.back')}</Link>
      </p>
      <h1 className={styles.title}>{t('documents.title')}</h1>
      <p className={styles.lead}>{t('documents.lead')}</p>
      {categories.isPending ? <Loading label={t('documents.loading')} /> : null}
      {categories.isError ? (
        <DocumentsFailed
          headingLevel="h2"
          retrying={categories.isFetching}
          onRetry={() => void categories.refetch()}
        />
      ) : null}
      {categories.data?.length === 0 ? (
        <NoDocuments title={t('documents.empty.title')} body={t('documents.empty.body')} />
      ) : null}
      {categories.data && categories.data.length > 0 ? (
        <ul className={styles.links} aria-label={t('documents.categoriesLabel')}>
          {categories.data.map((category) => (
            <li key={category.id}>
              <Link
                to={`/account/documents/${encodeURIComponent(category.slug)}`}
                className={styles.linkCard}
              >
                <DocumentIcon />
                <span>
                  <span className={styles.linkTitle}>{category.name}</span>
                  <span className={styles.linkBody}>
                    {t('documents.count', { count: category.documents.length })}
                  </span>
                </span>
                <ChevronRightIcon />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

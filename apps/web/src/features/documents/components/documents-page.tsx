// /account/documents (verified): the user's document categories, each with how many documents it holds and a
// link to its page; "No documents yet" when there are none.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DocumentIcon } from '../../../shared/components/icons';
import { LinkCard, LinkCardList } from '../../../shared/components/link-card/link-card';
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
        <LinkCardList label={t('documents.categoriesLabel')}>
          {categories.data.map((category) => (
            <LinkCard
              key={category.id}
              to={`/account/documents/${encodeURIComponent(category.slug)}`}
              icon={<DocumentIcon />}
              title={category.name}
              body={t('documents.count', { count: category.documents.length })}
            />
          ))}
        </LinkCardList>
      ) : null}
    </div>
  );
}

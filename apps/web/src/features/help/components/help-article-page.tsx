// /help/:slug: one article, its last update, the articles related to it, and a way to a person.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatLongDate } from '@wysh/domain/dates';
import { Button, ButtonLink } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useHelpArticle } from '../api/get-help-article';
import { ArticleBody } from './article-body';
import styles from './help.module.css';
import { HelpContact } from './help-contact';

export function HelpArticlePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const article = useHelpArticle(slug);
  usePageTitle(article.data?.title ?? (article.isPending ? null : t('help.article.missing.title')));

  if (article.isPending) return <Loading fill label={t('help.article.loading')} />;
  if (article.isError) {
    return (
      <div className={styles.page}>
        <div role="alert" className={styles.problem}>
          <h1 className={styles.title}>{t('help.article.failed')}</h1>
          <Button variant="secondary" onClick={() => void article.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!article.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('help.article.missing.title')}</h1>
        <p className={styles.lead}>{t('help.article.missing.body')}</p>
        <ButtonLink to="/help">{t('help.article.missing.button')}</ButtonLink>
      </div>
    );
  }

  const { title, updatedOn, body, category, related } = article.data;
  return (
    <div className={styles.page}>
      <nav aria-label={t('help.article.breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/help">{t('help.title')}</Link>
          </li>
          <li>{category.name}</li>
        </ol>
      </nav>
      <article className={styles.article} aria-labelledby="help-article-title">
        <h1 id="help-article-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.updated}>{t('help.article.updated', { date: formatLongDate(updatedOn) })}</p>
        <ArticleBody markdown={body} />
      </article>
      {related.length > 0 ? (
        <nav className={styles.related} aria-labelledby="help-related-title">
          <h2 id="help-related-title">{t('help.article.related')}</h2>
          <ul>
            {related.map((link) => (
              <li key={link.slug}>
                <Link to={`/help/${link.slug}`}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <HelpContact />
    </div>
  );
}

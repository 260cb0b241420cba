// Every article, under its category: what /help shows before a search.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { useHelpArticles } from '../api/search-help-articles';
import styles from './help.module.css';

type Listed = NonNullable<ReturnType<typeof useHelpArticles>['data']>[number]['article'];

function byCategory(articles: readonly Listed[]) {
  const groups = new Map<string, { name: string; articles: Listed[] }>();
  for (const article of articles) {
    const group = groups.get(article.category.slug) ?? { name: article.category.name, articles: [] };
    group.articles.push(article);
    groups.set(article.category.slug, group);
  }
  return [...groups.entries()];
}

export function HelpTopics() {
  const { t } = useTranslation();
  const list = useHelpArticles(null);

  if (list.isPending) return <Loading label={t('help.loading')} />;
  if (list.isError) {
    return (
      <div role="alert" className={styles.problem}>
        <p>{t('help.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <section aria-labelledby="help-topics-title">
      <h2 id="help-topics-title" className={styles.sectionTitle}>
        {t('help.browse.title')}
      </h2>
      <div className={styles.categories}>
        {byCategory(list.data.map((result) => result.article)).map(([slug, group]) => (
          <section key={slug} className={styles.category} aria-labelledby={`help-category-${slug}`}>
            <h3 id={`help-category-${slug}`} className={styles.categoryTitle}>
              {group.name}
            </h3>
            <ul className={styles.categoryList}>
              {group.articles.map((article) => (
                <li key={article.id}>
                  <Link to={`/help/${article.slug}`}>{article.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

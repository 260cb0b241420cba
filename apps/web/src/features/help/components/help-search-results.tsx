// What a search found: each article with the words found highlighted in a snippet, an empty state, the
// loading state, and a status line that tells a screen reader how many articles were found.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { useHelpArticles } from '../api/search-help-articles';
import styles from './help.module.css';

export function HelpSearchResults({ question }: { question: string }) {
  const { t } = useTranslation();
  const results = useHelpArticles(question);

  if (results.isPending) return <Loading label={t('help.results.loading')} />;
  if (results.isError) {
    return (
      <div role="alert" className={styles.problem}>
        <p>{t('help.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void results.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const found = results.data;
  const stale = results.isPlaceholderData;

  if (found.length === 0 && !stale) {
    return (
      <section className={styles.empty} aria-labelledby="help-empty-title">
        <h2 id="help-empty-title">{t('help.empty.title', { question })}</h2>
        <p role="status">{t('help.empty.body')}</p>
        <div>
          <ButtonLink to="/help" variant="secondary">
            {t('help.empty.browse')}
          </ButtonLink>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="help-results-title" aria-busy={stale || undefined}>
      <h2 id="help-results-title" className={styles.sectionTitle}>
        {t('help.results.title', { question })}
      </h2>
      <p role="status" className={styles.resultCount}>
        {stale ? t('help.results.loading') : t('help.results.count', { count: found.length })}
      </p>
      {found[0] && !found[0].matchedAllWords && !stale ? (
        <p className={styles.partial}>{t('help.results.partial')}</p>
      ) : null}
      <ol className={styles.results}>
        {found.map(({ article, snippet }) => (
          <li key={article.id} className={styles.result}>
            <h3 className={styles.resultTitle}>
              <Link to={`/help/${article.slug}`}>{article.title}</Link>
            </h3>
            <p className={styles.snippet}>
              {snippet.length > 0
                ? snippet.map((part, index) =>
                    part.highlighted ? (
                      <mark key={index}>{part.text}</mark>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )
                : article.summary}
            </p>
            <p className={styles.resultCategory}>{article.category.name}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

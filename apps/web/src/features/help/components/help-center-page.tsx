// /help: the help centre. A search box (the question kept in the URL, ?q=, so a search can be shared and Back
// returns to it), then either what the search found or every article by category, and a way to a person.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { HelpSearchForm } from './help-search-form';
import { HelpSearchResults } from './help-search-results';
import { HelpTopics } from './help-topics';
import styles from './help.module.css';
import { HelpContact } from './help-contact';

export function HelpCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const question = (params.get('q') ?? '').trim();
  usePageTitle(question ? t('help.results.title', { question }) : t('help.title'));

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <h1 className={styles.title}>{t('help.title')}</h1>
        <p className={styles.lead}>{t('help.lead')}</p>
        <HelpSearchForm
          key={question}
          initialQuestion={question}
          onSearch={(next) => setParams(next ? { q: next } : {})}
        />
      </div>
      <div className={styles.content}>
        {question ? <HelpSearchResults question={question} /> : <HelpTopics />}
      </div>
      <HelpContact />
    </div>
  );
}

// The help centre's search box: a search landmark whose submit puts the question in the URL (?q=).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './help.module.css';

interface HelpSearchFormProps {
  initialQuestion: string;
  onSearch: (question: string) => void;
}

export function HelpSearchForm({ initialQuestion, onSearch }: HelpSearchFormProps) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState(initialQuestion);
  return (
    <form
      role="search"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(question.trim());
      }}
    >
      <label htmlFor="help-search" className={styles.searchLabel}>
        {t('help.search.label')}
      </label>
      <div className={styles.searchRow}>
        <input
          id="help-search"
          type="search"
          name="q"
          className={formStyles.input}
          value={question}
          placeholder={t('help.search.placeholder')}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setQuestion(event.target.value)}
        />
        <Button type="submit">{t('help.search.button')}</Button>
      </div>
    </form>
  );
}

// The saved answers beside the reply box: one click puts an answer into it, to edit before sending.
import { useTranslation } from 'react-i18next';
import { useSavedAnswers } from '../api/saved-answers';
import styles from './agent-console.module.css';

export function SavedAnswers({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const answers = useSavedAnswers();
  if (!answers.data || answers.data.length === 0) return null;
  return (
    <section aria-labelledby="saved-answers-title" className={styles.saved}>
      <h3 id="saved-answers-title">{t('agentConsole.saved.title')}</h3>
      <ul className={styles.savedList}>
        {answers.data.map((answer) => (
          <li key={answer.id}>
            <button
              type="button"
              className={styles.chip}
              title={answer.text}
              aria-label={t('agentConsole.saved.insert', { title: answer.title })}
              onClick={() => onPick(answer.text)}
            >
              {answer.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

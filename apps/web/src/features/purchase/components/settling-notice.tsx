// "Last step!" while the first premium's bank debit settles (issue 25 item 5): nothing to buy, nothing to pay
// again; the person is told from which account it is being paid and when cover starts.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './purchase.module.css';

export function SettlingNotice({ method }: { method: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id="flow-form-title" className={styles.title} tabIndex={-1}>
          {t('purchase.settling.title')}
        </h1>
      </header>
      <div className={styles.card} role="status">
        {method ? <p className={styles.lead}>{t('purchase.settling.body', { method })}</p> : null}
        <p className={styles.coverNote}>{t('purchase.cover.bank')}</p>
        <p>
          <Link to="/">{t('purchase.settling.home')}</Link>
        </p>
      </div>
    </div>
  );
}

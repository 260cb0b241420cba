// The history of a wysh's amount, newest first: each change with its direction, the new amount and the date.
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '@wysh/domain/dates';
import { Loading } from '../../../shared/components/loading';
import { Button } from '../../../shared/components/button';
import { useAllocationHistories } from '../api/wysh-list';
import { formatWholeDollars } from '../lib/money';
import styles from './wysh-list.module.css';

export function HistorySection({ allocationId }: { allocationId: string }) {
  const { t } = useTranslation();
  const histories = useAllocationHistories(allocationId, true);

  return (
    <section className={styles.section} aria-labelledby="wysh-history-title">
      <h2 id="wysh-history-title" className={styles.sectionTitle}>
        {t('wyshList.history.title')}
      </h2>
      {histories.isPending ? (
        <Loading />
      ) : histories.isError ? (
        <p>
          {t('wyshList.loadError')}{' '}
          <Button variant="quiet" onClick={() => void histories.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : histories.data.length === 0 ? (
        <p className={styles.muted}>{t('wyshList.history.empty')}</p>
      ) : (
        <ul className={styles.history}>
          {histories.data.map((entry) => (
            <li key={entry.id}>
              <span className={entry.direction === 'UP' ? styles.up : styles.down} aria-hidden="true">
                {entry.direction === 'UP' ? '▲' : '▼'}
              </span>
              <span>
                {t(entry.direction === 'UP' ? 'wyshList.history.up' : 'wyshList.history.down', {
                  change: formatWholeDollars(entry.change),
                  amount: formatWholeDollars(entry.amount),
                })}
              </span>
              <span className={styles.muted}>{formatShortDate(entry.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// /underwriting: the underwriter's queue of referred cases, oldest first, with the working time left against the
// 48 working hours promised to the applicant (overdue in red).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cents } from '@wysh/domain/money';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useUnderwritingQueue } from '../api/console';
import { UnderwriterOnly } from './underwriting-access';
import { TimeLeft, formatInstant } from './time-left';
import styles from './underwriting.module.css';

export function UnderwritingQueuePage() {
  const { t } = useTranslation();
  usePageTitle(t('underwriting.pageTitle'));
  return <UnderwriterOnly>{(allowed) => <Queue allowed={allowed} />}</UnderwriterOnly>;
}

function Queue({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  const { data: cases, isPending, isError } = useUnderwritingQueue(allowed);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('underwriting.queue.title')}</h1>
      {isPending ? (
        <Loading label={t('underwriting.loading')} />
      ) : isError ? (
        <p role="alert">{t('underwriting.failed')}</p>
      ) : cases.length === 0 ? (
        <p>{t('underwriting.queue.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('underwriting.queue.applicant')}</th>
                <th scope="col">{t('underwriting.queue.timeLeft')}</th>
                <th scope="col">{t('underwriting.queue.opened')}</th>
                <th scope="col">{t('underwriting.queue.cover')}</th>
                <th scope="col">{t('underwriting.queue.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {cases.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <Link
                      to={`/underwriting/cases/${item.id}`}
                      aria-label={t('underwriting.queue.open', { name: item.applicantName })}
                    >
                      {item.applicantName}
                    </Link>
                  </th>
                  <td>
                    <TimeLeft hours={item.workingHoursLeft} />
                  </td>
                  <td>{formatInstant(item.openedAt)}</td>
                  <td>
                    {formatWholeDollars(cents(item.requestedAmount))}
                    {item.isPolicyChange || item.isReinstatement ? (
                      <span className={styles.kind}>
                        {t(
                          item.isPolicyChange
                            ? 'underwriting.queue.kindPolicyChange'
                            : 'underwriting.queue.kindReinstatement',
                        )}
                      </span>
                    ) : null}
                  </td>
                  <td>{item.firstReason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

// The policy now beside the policy changed, a row per detail: confirm-update's offer and the pending details.
import { useTranslation } from 'react-i18next';
import styles from './pending-details.module.css';

export type ComparisonRow = { label: string; now: string; next: string };

interface Props {
  caption: string;
  /** The changed column's heading ("New", "From Mar 1, 2027"). */
  nextHeading: string;
  rows: readonly ComparisonRow[];
}

export function ComparisonTable({ caption, nextHeading, rows }: Props) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('pendingDetails.item')}</span>
          </th>
          <th scope="col">{t('pendingDetails.now')}</th>
          <th scope="col" className={styles.next}>
            {nextHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.now}</td>
            <td className={styles.next}>{row.next}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

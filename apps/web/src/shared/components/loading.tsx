// The loading animation: three pulsing dots, announced politely to screen readers, still when motion is reduced.
import { useTranslation } from 'react-i18next';
import styles from './loading.module.css';

interface LoadingProps {
  /** Take the height of a page, so the footer does not jump up while a page loads. */
  fill?: boolean;
  label?: string;
}

export function Loading({ fill = false, label }: LoadingProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={fill ? `${styles.loading} ${styles.fill}` : styles.loading}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import styles from './underwriting.module.css';

const instant = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

/** An instant on the business's clock (US Eastern), e.g. "Nov 20, 2026, 10:00 AM". */
export function formatInstant(iso: string): string {
  return `${instant.format(new Date(iso))} ET`;
}

export function TimeLeft({ hours }: { hours: number }) {
  const { t } = useTranslation();
  return hours >= 0 ? (
    <span>{t('underwriting.queue.hoursLeft', { hours: Math.round(hours) })}</span>
  ) : (
    <span className={styles.overdue}>{t('underwriting.queue.overdue', { hours: Math.round(-hours) })}</span>
  );
}

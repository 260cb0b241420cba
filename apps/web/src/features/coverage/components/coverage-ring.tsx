// How much of the wyshes the cover pays for, as a ring. The picture is decorative beside its text equivalent,
// which says the same thing in words.
import { useTranslation } from 'react-i18next';
import styles from './coverage.module.css';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function CoverageRing({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const filled = Math.min(percent, 100) / 100;
  return (
    <figure className={styles.ring}>
      <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r={RADIUS} className={styles.ringTrack} />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          className={percent > 100 ? styles.ringOver : styles.ringFill}
          strokeDasharray={`${filled * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
        />
        <text x="60" y="67" textAnchor="middle" className={styles.ringText}>
          {percent}%
        </text>
      </svg>
      <figcaption>{t('coverage.ring', { percent })}</figcaption>
    </figure>
  );
}

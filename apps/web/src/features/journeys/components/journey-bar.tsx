// Above a journey step: the back control (a flow screen has its own, which pops forms first) and the progress
// bar (position among the journey's progress steps; not shown before the first progress step, e.g. while
// registering).
import { useTranslation } from 'react-i18next';
import { BackControl } from '../../../shared/components/back-control';
import { journeyShowsBack, type JourneyStatus } from '../../../shared/stores/journey';
import styles from './journeys.module.css';

export function JourneyProgressBar({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={t('journey.progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
    >
      <div className={styles.fill} style={{ width: `${value}%` }} />
    </div>
  );
}

export function JourneyBar({ status }: { status: JourneyStatus }) {
  const showBack = journeyShowsBack(status, status.path);
  const progress = status.progress === null || status.progress === 0 ? null : status.progress;
  if (!showBack && progress === null) return null;
  return (
    <div className={styles.bar}>
      {showBack ? <BackControl /> : null}
      {progress === null ? null : <JourneyProgressBar value={progress} />}
    </div>
  );
}

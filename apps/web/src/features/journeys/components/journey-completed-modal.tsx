// JourneyCompleted (spec 001 §4.4): the journey completed (its completion is recorded), or the person came
// back to one they completed. Warns, and offers to start over.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { useJourneyChoice } from './use-journey-choice';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function JourneyCompletedModal() {
  const { t } = useTranslation();
  const { busy, startOver, later } = useJourneyChoice();
  return (
    <ModalFrame title={t('modals.journeyCompleted.title')}>
      <p>{t('modals.journeyCompleted.body')}</p>
      <div className={styles.actions}>
        <Button onClick={later}>{t('modals.journeyCompleted.done')}</Button>
        <Button variant="secondary" onClick={startOver} aria-disabled={busy || undefined}>
          {t('modals.journeyCompleted.restart')}
        </Button>
      </div>
    </ModalFrame>
  );
}

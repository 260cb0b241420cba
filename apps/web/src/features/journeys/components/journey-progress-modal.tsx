// JourneyProgress (spec 001 §4.4): the signed-in user has a journey in progress; continue it from the step
// reached, or start over.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { useJourneyChoice } from './use-journey-choice';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function JourneyProgressModal() {
  const { t } = useTranslation();
  const { busy, resume, startOver, later } = useJourneyChoice();
  return (
    <ModalFrame title={t('modals.journeyProgress.title')}>
      <p>{t('modals.journeyProgress.body')}</p>
      <div className={styles.stack}>
        <Button onClick={resume} aria-disabled={busy || undefined}>
          {t('modals.journeyProgress.resume')}
        </Button>
        <Button variant="secondary" onClick={startOver} aria-disabled={busy || undefined}>
          {t('modals.journeyProgress.startOver')}
        </Button>
        <Button variant="quiet" onClick={later}>
          {t('modals.journeyProgress.later')}
        </Button>
      </div>
    </ModalFrame>
  );
}

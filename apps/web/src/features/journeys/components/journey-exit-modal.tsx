// JourneyExit (spec 001 §8): leaving a running journey. "Do you really wanna exit mid-application?" (onboarding
// journeys: "Do you really wanna exit?") with "YEAH, EXIT" and "NEVERMIND". The progress of a signed-in user
// stays saved for a later restore.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { useModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import type { JourneyKind } from '../../../shared/journeys/machine';
import { isIdentified, useAuthStore } from '../../../shared/stores/auth';
import { activeJourney } from '../../../shared/stores/journey';
import styles from '../../../shared/components/modal/modal-actions.module.css';

export function JourneyExitModal({ kind = 'fulfillment' }: { kind?: JourneyKind }) {
  const { t } = useTranslation();
  const { close } = useModalContext();
  const navigate = useNavigate();
  const saved = useAuthStore((state) => isIdentified(state.authLevel));

  const exit = () => {
    const to = activeJourney()?.exit() ?? '/';
    close();
    void navigate(to);
  };

  return (
    <ModalFrame
      title={kind === 'onboarding' ? t('modals.journeyExit.titleOnboarding') : t('modals.journeyExit.title')}
    >
      <p>{saved ? t('modals.journeyExit.bodySaved') : t('modals.journeyExit.bodyNotSaved')}</p>
      <div className={styles.actions}>
        <Button onClick={exit}>{t('modals.journeyExit.exit')}</Button>
        <Button variant="secondary" onClick={close}>
          {t('modals.journeyExit.stay')}
        </Button>
      </div>
    </ModalFrame>
  );
}

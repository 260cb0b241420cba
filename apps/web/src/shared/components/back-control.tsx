// The back control (spec 000 §4). In a journey it goes to the previous step; on an exit step (or where exit
// replaces back, or on the first step) it leaves the journey, after JourneyExit confirms, for the exit path.
// Outside a journey it is a generic back (to "/" when the app was opened on this page).
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { activeJourney, useJourneyStore } from '../stores/journey';
import { journeyDestination } from '../journeys/navigation';
import { openModal } from '../stores/modal';
import { Icon } from './icon';
import styles from './back-control.module.css';

export function BackControl() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const onBack = () => {
    const status = useJourneyStore.getState().status;
    if (!status) {
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      void (index > 0 ? navigate(-1) : navigate('/'));
      return;
    }
    const path = status.backLeaves ? null : (activeJourney()?.back() ?? null);
    if (path === null) {
      openModal('JourneyExit', { kind: status.kind });
      return;
    }
    const destination = journeyDestination(path);
    void navigate(destination.to, { state: destination.state });
  };

  return (
    <button type="button" className={styles.back} onClick={onBack}>
      <Icon>
        <path d="m15 5-7 7 7 7" />
      </Icon>
      {t('journey.back')}
    </button>
  );
}

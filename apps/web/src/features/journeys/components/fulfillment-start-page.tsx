// /fulfillment/start (spec 001 §4.4): the fulfillment journey's entry. A running journey carries on where it
// is; saved progress is offered back (JourneyProgress) or, once completed, JourneyCompleted warns and offers to
// start over; otherwise the journey starts at its first step that can show (create account for a visitor,
// the phone steps for a session not yet verified, else the honesty pledge). A signed-in person with a lapsed
// policy is first warned that applying gets its reinstatement rejected (APPLY ANYWAY goes on), or told they
// can't apply while its reinstatement is under way.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessTokenUserId } from '../../../shared/auth/token-storage';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { loadApplyGate } from '../../../shared/journeys/apply-gate';
import { savedJourneyOpen, startFulfillment } from '../../../shared/journeys/launch';
import { readSavedJourney } from '../../../shared/journeys/saved-progress';
import { useAuthStore } from '../../../shared/stores/auth';
import { useJourneyStore } from '../../../shared/stores/journey';
import { journeyDestination } from '../../../shared/journeys/navigation';
import { openModal } from '../../../shared/stores/modal';

export function FulfillmentStartPage() {
  const { t } = useTranslation();
  usePageTitle(t('journey.start.title'));
  const navigate = useNavigate();
  const { key } = useLocation();
  const authenticating = useAuthStore((state) => state.authenticating);

  useEffect(() => {
    if (authenticating) return;
    let cancelled = false;
    const status = useJourneyStore.getState().status;
    if (status) {
      const destination = journeyDestination(status.path);
      void navigate(destination.to, { replace: true, state: destination.state });
      return;
    }
    const apply = () => {
      const userId = accessTokenUserId(useAuthStore.getState().accessToken);
      const saved = userId === null ? null : readSavedJourney(userId);
      if (saved?.completed) {
        openModal('JourneyCompleted', { journey: saved.journey });
      } else if (saved) {
        // Progress of an application bought meanwhile is a completed journey, not one to pick up.
        void savedJourneyOpen().then((open) => {
          if (cancelled) return;
          if (open) openModal('JourneyProgress', {});
          else openModal('JourneyCompleted', { journey: saved.journey });
        });
      } else {
        void startFulfillment().then((destination) => {
          if (!cancelled) void navigate(destination.to, { replace: true, state: destination.state });
        });
      }
    };
    // A lapsed policy that can still be reinstated comes first (spec 001 §4.5, 000 §8).
    void loadApplyGate().then((gate) => {
      if (cancelled) return;
      if (gate.kind === 'blocked')
        openModal('ReinstatementErrorModal', { kind: 'blocked', message: gate.message });
      else if (gate.kind === 'warn')
        openModal('ReinstatementActivePolicyModal', {
          policyNumbers: gate.policyNumbers,
          onApplyAnyway: apply,
        });
      else apply();
    });
    return () => {
      cancelled = true;
    };
  }, [key, authenticating, navigate]);

  return (
    <>
      <h1 className="visually-hidden">{t('journey.start.title')}</h1>
      <Loading fill label={t('journey.start.loading')} />
    </>
  );
}

// The way into the underwritten reinstatement (spec 001 §4.4 "Reinstatement steps"): a policy lapsed beyond 60
// days needs the interview again. The server's reinstatement start (requestReinstatement, which answers the open
// request again) comes first, then the reinstatement journey: where it runs, its saved progress, or its first
// step (the unified insurance profile in the reinstatement scope).
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { enterReinstatement } from '../../../shared/journeys/launch';
import type { JourneyDestination } from '../../../shared/journeys/navigation';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { useRequestReinstatement } from '../api/request-reinstatement';
import styles from './reinstatement.module.css';

export function ReinstatementInterviewStart({ policyId }: { policyId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutateAsync } = useRequestReinstatement();
  const [problem, setProblem] = useState<string | null>(null);

  // Asked once per page, even when an effect runs twice; each run follows the same answer.
  const started = useRef<{ policyId: string; entered: Promise<JourneyDestination | null> } | null>(null);
  useEffect(() => {
    if (started.current?.policyId !== policyId) {
      const entered = (async () => {
        const answer = await mutateAsync(policyId);
        // Offered meanwhile (arrears alone, or already approved): the offer shows once its figures reload.
        return answer.status === 'underwriting' ? enterReinstatement(policyId) : null;
      })();
      started.current = { policyId, entered };
    }
    let cancelled = false;
    started.current.entered.then(
      (destination) => {
        if (!cancelled && destination)
          void navigate(destination.to, { replace: true, state: destination.state });
      },
      (error: unknown) => {
        if (!cancelled) setProblem(errorText(failureOf(error), t, { preferServer: true }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [policyId, mutateAsync, navigate, t]);

  if (problem === null) return <Loading fill label={t('reinstatement.start.loading')} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('reinstatement.list.title')}</h1>
      <p role="alert">{problem}</p>
      <ButtonLink to="/account/policy-reinstatement">{t('reinstatement.offer.back')}</ButtonLink>
    </div>
  );
}

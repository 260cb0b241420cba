// The honesty pledge after sign-up: 'Two things to know before you apply', in two steps, then the eligibility
// checklist (in a journey: the journey's next step).
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HandshakeIcon } from '../../../shared/components/account-icons';
import { Button } from '../../../shared/components/button';
import { FormPage, useFocusTitleOnStep } from '../../../shared/components/form-page';
import { useImmersive } from '../../../shared/hooks/use-immersive';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { redirectFrom, withRedirect } from '../../../shared/lib/redirect';
import { journeyNext } from '../../../shared/journeys/navigation';
import styles from './registration.module.css';

export const ELIGIBILITY_PATH = '/onboarding/eligibility';

const STEPS = [
  {
    title: 'honestyPledge.step1.title',
    body: 'honestyPledge.step1.body',
    detail: 'honestyPledge.step1.detail',
  },
  {
    title: 'honestyPledge.step2.title',
    body: 'honestyPledge.step2.body',
    detail: 'honestyPledge.step2.detail',
  },
] as const;

export function HonestyPledgePage() {
  const { t } = useTranslation();
  usePageTitle(t('honestyPledge.title'));
  useImmersive();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [index, setIndex] = useState(0);
  const step = STEPS[index]!;
  const last = index === STEPS.length - 1;

  useFocusTitleOnStep(index);
  const go = (next: number) => setIndex(next);
  const agree = () => {
    const destination = journeyNext();
    void navigate(destination?.to ?? withRedirect(ELIGIBILITY_PATH, redirectFrom(search)), {
      state: destination?.state,
    });
  };

  return (
    <FormPage title={t('honestyPledge.title')} icon={<HandshakeIcon />} size="wide">
      <p className={styles.stepCount}>
        {t('honestyPledge.stepCount', { step: index + 1, total: STEPS.length })}
      </p>
      <ol className={styles.progress} aria-hidden="true">
        {STEPS.map((item, position) => (
          <li key={item.title} data-done={position <= index || undefined} />
        ))}
      </ol>
      <section className={styles.step} aria-labelledby="pledge-step-title">
        <h2 id="pledge-step-title">{t(step.title)}</h2>
        <p>{t(step.body)}</p>
        <p>{t(step.detail)}</p>
      </section>
      <div className={styles.actions}>
        {last ? (
          <Button block onClick={agree}>
            {t('honestyPledge.agree')}
          </Button>
        ) : (
          <Button block onClick={() => go(index + 1)}>
            {t('honestyPledge.next')}
          </Button>
        )}
        {index > 0 ? (
          <Button variant="quiet" block onClick={() => go(index - 1)}>
            {t('honestyPledge.back')}
          </Button>
        ) : null}
      </div>
    </FormPage>
  );
}

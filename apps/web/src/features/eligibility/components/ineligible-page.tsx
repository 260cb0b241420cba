// /ineligible/{reason} (spec 001 §2.6, §4.3): why we cannot cover someone. general: "Sorry, we can’t cover you"
// with "OK, LET'S DO IT" (the coverage builder) and "TRY AGAIN LATER" (log out, /login); criminal_history: "You
// might have a hard time getting coverage" with "I'D LIKE TO CONTINUE" (the journey's next step) and
// "NEVERMIND"; age_of_insured and state_of_residence say what we cover. An unknown reason reads as general.
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  INELIGIBILITY_REASONS,
  MAX_INSURED_AGE,
  MIN_INSURED_AGE,
  type IneligibilityReason,
} from '@wysh/domain/eligibility';
import { track } from '../../../shared/analytics/track';
import { Button } from '../../../shared/components/button';
import { AlertIcon } from '../../../shared/components/icons';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { EligibleStates } from './eligible-states';
import { COVERAGE_BUILDER_PATH, useLeave } from './leave';

function reasonOf(value: string | undefined): IneligibilityReason {
  return INELIGIBILITY_REASONS.find((reason) => reason === value) ?? 'general';
}

const AGES = { min: MIN_INSURED_AGE, max: MAX_INSURED_AGE };

export function IneligiblePage() {
  const { t } = useTranslation();
  const leave = useLeave();
  const reason = reasonOf(useParams().reason);
  const title = {
    general: t('ineligible.general.title'),
    criminal_history: t('ineligible.criminalHistory.title'),
    age_of_insured: t('ineligible.age.title', AGES),
    state_of_residence: t('ineligible.state.title'),
  }[reason];
  usePageTitle(title);
  useEffect(() => track('ineligible_view', { reason }), [reason]);

  const gotIt = <Button onClick={() => leave.to('/')}>{t('ineligible.ok')}</Button>;
  const content = {
    general: {
      body: <p>{t('ineligible.general.body')}</p>,
      actions: (
        <>
          <Button onClick={() => leave.to(COVERAGE_BUILDER_PATH)}>{t('ineligible.general.continue')}</Button>
          <Button variant="secondary" onClick={leave.tryAgainLater}>
            {t('ineligible.general.later')}
          </Button>
        </>
      ),
    },
    criminal_history: {
      body: <p>{t('ineligible.criminalHistory.body')}</p>,
      actions: (
        <>
          <Button onClick={leave.continueJourney}>{t('ineligible.criminalHistory.continue')}</Button>
          <Button variant="secondary" onClick={() => leave.to('/')}>
            {t('ineligible.criminalHistory.cancel')}
          </Button>
        </>
      ),
    },
    age_of_insured: { body: <p>{t('ineligible.age.body', AGES)}</p>, actions: gotIt },
    state_of_residence: {
      body: (
        <>
          <p>{t('ineligible.state.body')}</p>
          <EligibleStates />
        </>
      ),
      actions: gotIt,
    },
  }[reason];

  return (
    <MessageScreen title={title} icon={<AlertIcon />} actions={content.actions}>
      {content.body}
    </MessageScreen>
  );
}

// /fulfillment/check-eligibility: the journey step after the insurance profile (spec 001 §4.3). No reasons:
// the journey moves on. A reason: /ineligible/{the one to show} (age first, then criminal history; an unknown
// one reads as general). A ConditionError is ignored (the journey moves on); any other failure shows its
// message, default "Error occurred while checking eligibility", with a retry.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reasonToShow } from '@wysh/domain/eligibility';
import { Button } from '../../../shared/components/button';
import { AlertIcon } from '../../../shared/components/icons';
import { Loading } from '../../../shared/components/loading';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { describeError, toAppError } from '../../../shared/lib/app-error';
import { journeyNext } from '../../../shared/journeys/navigation';
import { useUserIneligibleReasons } from '../api/user-ineligible-reasons';

const IGNORED_ERROR = 'CONDITION_ERROR';

export function EligibilityCheckPage() {
  const { t } = useTranslation();
  usePageTitle(t('eligibilityCheck.title'));
  const navigate = useNavigate();
  const reasons = useUserIneligibleReasons();
  const decided = useRef(false);
  const error = reasons.isError ? toAppError(reasons.error) : null;
  const ignored = error?.code === IGNORED_ERROR;

  useEffect(() => {
    if (decided.current || !(reasons.isSuccess || ignored)) return;
    decided.current = true;
    const found = reasons.data ?? [];
    if (found.length > 0) {
      void navigate(`/ineligible/${reasonToShow(found) ?? 'general'}`, { replace: true });
      return;
    }
    const destination = journeyNext();
    void navigate(destination?.to ?? '/', { replace: true, state: destination?.state });
  }, [reasons.isSuccess, reasons.data, ignored, navigate]);

  if (error && !ignored) {
    return (
      <MessageScreen
        title={t('eligibilityCheck.title')}
        icon={<AlertIcon />}
        actions={
          <Button onClick={() => void reasons.refetch()} aria-disabled={reasons.isFetching || undefined}>
            {t('common.retry')}
          </Button>
        }
      >
        <p role="alert">{describeError(error) ?? t('eligibilityCheck.failed')}</p>
      </MessageScreen>
    );
  }
  return (
    <>
      <h1 className="visually-hidden">{t('eligibilityCheck.title')}</h1>
      <Loading fill label={t('eligibilityCheck.title')} />
    </>
  );
}

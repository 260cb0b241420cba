// confirm-update while a request for more cover or for a longer term waits for its decision: the answered interview
// (the check-up) is submitted once (submitCoverIncreaseUnderwriting or submitTermExtensionUnderwriting; asked again,
// the server answers where it stands) and a loading state shows while
// underwriting decides; the page then shows the decision. An interview not finished leads back to it; underwriting
// offline is the app's unscheduled maintenance; any other failure says so, with a retry.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../shared/components/button';
import { Loading } from '../../../shared/components/loading';
import { MessageScreen } from '../../../shared/components/message-screen';
import { enterCoverIncrease, enterTermExtension } from '../../../shared/journeys/launch';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { useServiceStore } from '../../../shared/stores/service';
import { useSubmitCoverIncrease } from '../api/cover-increase';
import { useSubmitTermExtension } from '../api/term-extension';

const OFFLINE_CODES = new Set(['AURA_COMMON_ERROR', 'UNDERWRITING_DISABLED']);

export type ChangeKind = 'increase' | 'extension';

const COPY = {
  increase: { incomplete: 'confirmUpdate.incompleteBody', failed: 'confirmUpdate.decideFailed' },
  extension: {
    incomplete: 'confirmUpdate.extension.incompleteBody',
    failed: 'confirmUpdate.extension.decideFailed',
  },
} as const;

export function DecidingChange({ policyId, kind }: { policyId: string; kind: ChangeKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Both hooks, one used: hooks run unconditionally.
  const increase = useSubmitCoverIncrease();
  const extension = useSubmitTermExtension();
  const submit = kind === 'increase' ? increase : extension;
  const { mutate } = submit;
  const asked = useRef(false);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    // Once per visit, however often the effect runs (strict mode runs it twice).
    if (asked.current) return;
    asked.current = true;
    mutate(policyId);
  }, [mutate, policyId]);

  const failure = submit.isError ? failureOf(submit.error) : null;
  const offline = failure?.code ? OFFLINE_CODES.has(failure.code) : false;
  useEffect(() => {
    if (offline) useServiceStore.getState().setUnderwritingOffline(true);
  }, [offline]);

  // Still undecided after asking (the page refreshes the policy after every answer): nothing more to wait for.
  const stillWaiting = submit.isSuccess && submit.data?.status === 'UNDERWRITING';
  if (failure?.code === 'INTERVIEW_INCOMPLETE' || stillWaiting) {
    const backToInterview = async () => {
      if (leaving) return;
      setLeaving(true);
      const destination = await (kind === 'increase' ? enterCoverIncrease : enterTermExtension)(policyId);
      void navigate(destination.to, { state: destination.state });
    };
    return (
      <MessageScreen
        title={t('confirmUpdate.incompleteTitle')}
        actions={
          <Button onClick={() => void backToInterview()} aria-disabled={leaving || undefined}>
            {t('confirmUpdate.backToInterview')}
          </Button>
        }
      >
        <p>{t(COPY[kind].incomplete)}</p>
      </MessageScreen>
    );
  }
  if (failure && !offline)
    return (
      <MessageScreen
        title={t(COPY[kind].failed)}
        actions={<Button onClick={() => mutate(policyId)}>{t('common.retry')}</Button>}
      >
        <p role="alert">{errorText(failure, t)}</p>
      </MessageScreen>
    );
  return <Loading fill label={t('confirmUpdate.deciding')} />;
}

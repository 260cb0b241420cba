// The sandbox bank-link provider's Link look-alike, in a modal: it walks the provider's Link steps with the link
// token (the bank credentials go to the provider only) and ends like the provider's Link does, through
// onSuccess(public_token, metadata) or onExit(error) — react-plaid-link's usePlaidLink contract — so the
// caller exchanges the public token the same way in either mode. Opened through BankLinkLauncher.
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/components/loading';
import { ModalContext } from '../../../shared/components/modal/modal-context';
import { ModalFrame } from '../../../shared/components/modal/modal-frame';
import { FormAlert } from '../../../shared/components/form/fields';
import { initialLinkState, linkTransition } from '../lib/link-steps';
import type { LinkOutcome } from '../lib/link-outcome';
import { linkStep, type LinkInstitution } from '../lib/sandbox-link-api';
import { AccountStep, CredentialsStep, InstitutionStep, MfaStep } from './link-steps';

export function SandboxLinkModal({
  linkApiUrl,
  token,
  title,
  onSuccess,
  onExit,
}: { linkApiUrl: string; token: string; title?: string } & LinkOutcome) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(linkTransition, initialLinkState);
  const [busy, setBusy] = useState(false);
  const [query, setQuery] = useState('');
  const [institutions, setInstitutions] = useState<LinkInstitution[]>([]);

  useEffect(() => {
    void linkStep(linkApiUrl, 'session', { link_token: token }).then((answer) =>
      dispatch(
        answer.ok
          ? { type: 'session', mode: answer.value.mode, institution: answer.value.institution }
          : { type: 'broken', error: answer.error.message },
      ),
    );
  }, [linkApiUrl, token]);

  const choosing = state.step === 'institution';
  useEffect(() => {
    if (!choosing) return;
    let current = true;
    void linkStep(linkApiUrl, 'institutions', { link_token: token, query }).then((answer) => {
      if (current && answer.ok) setInstitutions(answer.value.institutions);
    });
    return () => {
      current = false;
    };
  }, [choosing, linkApiUrl, token, query]);

  /** Runs a step; a step that cannot reach the provider ends the session as broken. */
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      dispatch({ type: 'broken', error: null });
    } finally {
      setBusy(false);
    }
  };

  const finish = (accountId?: string) =>
    run(async () => {
      const answer = await linkStep(linkApiUrl, 'finish', {
        link_token: token,
        ...(accountId ? { account_id: accountId } : {}),
      });
      if (answer.ok) onSuccess(answer.value.public_token, answer.value.metadata);
      else dispatch({ type: 'refused', error: answer.error.message ?? t('bankLink.modal.failed') });
    });

  const signIn = (username: string, password: string) =>
    run(async () => {
      if (state.step !== 'credentials') return;
      const answer = await linkStep(linkApiUrl, 'credentials', {
        link_token: token,
        ...(state.mode === 'create' ? { institution_id: state.institution.institution_id } : {}),
        username,
        password,
      });
      dispatch(
        answer.ok
          ? { type: 'signed_in' }
          : { type: 'refused', error: answer.error.message ?? t('bankLink.modal.failed') },
      );
    });

  const answerMfa = (code: string) =>
    run(async () => {
      if (state.step !== 'mfa') return;
      const answer = await linkStep(linkApiUrl, 'mfa', { link_token: token, code });
      if (!answer.ok)
        dispatch({ type: 'refused', error: answer.error.message ?? t('bankLink.modal.failed') });
      else if (state.mode === 'update') await finish();
      else dispatch({ type: 'mfa_passed', accounts: answer.value.accounts });
    });

  return (
    <ModalContext.Provider
      value={{
        isOpen: true,
        isDismissable: !busy,
        // Closed after a failure, Link exits with it (as the provider's does); otherwise the person closed it.
        close: () => onExit(state.step === 'failed' ? { code: 'LINK_FAILED', message: state.error } : null),
      }}
    >
      <ModalFrame title={title ?? t('bankLink.modal.title')}>
        {state.step === 'loading' ? <Loading label={t('bankLink.modal.working')} /> : null}
        {state.step === 'institution' ? (
          <InstitutionStep
            institutions={institutions}
            query={query}
            onQuery={setQuery}
            onChoose={(institution) => dispatch({ type: 'institution_chosen', institution })}
          />
        ) : null}
        {state.step === 'credentials' ? (
          <CredentialsStep
            institution={state.institution}
            error={state.error}
            busy={busy}
            onSubmit={(username, password) => void signIn(username, password)}
            onBack={state.mode === 'create' ? () => dispatch({ type: 'back' }) : null}
          />
        ) : null}
        {state.step === 'mfa' ? (
          <MfaStep error={state.error} busy={busy} onSubmit={(code) => void answerMfa(code)} />
        ) : null}
        {state.step === 'account' ? (
          <AccountStep
            accounts={state.accounts}
            error={state.error}
            busy={busy}
            onSubmit={(accountId) => void finish(accountId)}
          />
        ) : null}
        {state.step === 'failed' ? <FormAlert>{state.error ?? t('bankLink.modal.failed')}</FormAlert> : null}
      </ModalFrame>
    </ModalContext.Provider>
  );
}

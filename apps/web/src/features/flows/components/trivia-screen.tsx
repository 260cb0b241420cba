// The underwriting-results screen (trivia layout; spec 001 §2.4, §2.12, §4.2, §4.9; spec 000 §2 "Trivia"):
// trivia questions pass the time while the decision is asked for (pollDecision). Once the trivia completes
// (lib/trivia.ts) it runs the form's results button with the decision's outcome as the form action (the server
// picks the result screen from it), or the time-out button when the polling failed or ran out. Underwriting
// offline shows the unscheduled maintenance screen (shared service store). In the reinstatement scope the decision
// asked for is the reinstatement's (submitReinstatementUnderwriting for the journey's policy).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Action } from '@wysh/forms/protocol';
import { track } from '../../../shared/analytics/track';
import { Button } from '../../../shared/components/button';
import { openModal } from '../../../shared/stores/modal';
import { useServiceStore } from '../../../shared/stores/service';
import { reinstatingPolicyId } from '../../../shared/journeys/reinstating';
import { submitApplication, submitReinstatement, triviaQuestionsQuery } from '../api/underwriting-results';
import { pollDecision, type DecisionPoll } from '../lib/decision-polling';
import {
  bannerTimerOf,
  decidedBeforeQuestions,
  phaseTimerOf,
  startTrivia,
  triviaReducer,
} from '../lib/trivia';
import { useFlowForm } from './form-context';
import styles from './trivia-screen.module.css';

export const RESULTS_BUTTON_KEY = 'underwriting-results-button';
export const TIMEOUT_BUTTON_KEY = 'underwriting-results-timeout-button';
/** Outcomes with an offer to show: the quote is ready. */
const OFFER_OUTCOMES = new Set(['accepted', 'ad_only']);

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

function actionsOf(form: ReturnType<typeof useFlowForm>['form'], key: string): readonly Action[] {
  const item = form.items.find((candidate) => candidate.key === key);
  return item?.type === 'button' ? item.content.actions : [];
}

export function TriviaScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { form, run, flowScope } = useFlowForm();
  const questions = useQuery(triviaQuestionsQuery);
  const list = questions.data ?? [];
  const loaded = !questions.isPending;
  const [state, dispatch] = useReducer(triviaReducer, null, startTrivia);
  const outcome = useRef<string | null>(null);
  const polling = useRef<Promise<DecisionPoll> | null>(null);
  const mounted = useRef(true);
  const finished = useRef(false);
  const question = list[state.index];

  useEffect(() => track('trivia_view'), []);

  // The trivia starts once the questions are known (none: it simply waits for the decision).
  useEffect(() => {
    if (loaded) dispatch({ type: 'questions', count: list.length });
  }, [loaded, list.length]);

  // Ask for the decision once per screen (one request, even when an effect runs twice); the server answers the
  // same application if asked again (a reload).
  useEffect(() => {
    polling.current ??= pollDecision({
      // A reinstatement's interview decides the reinstatement of its policy, not a new application.
      submit:
        flowScope === 'REINSTATEMENT' ? () => submitReinstatement(reinstatingPolicyId()) : submitApplication,
      sleep,
      active: () => mounted.current,
    });
    mounted.current = true;
    let active = true;
    void polling.current.then((poll) => {
      if (!active) return;
      if (poll.kind === 'offline') {
        useServiceStore.getState().setUnderwritingOffline(true);
        return;
      }
      if (poll.kind === 'decided') {
        outcome.current = poll.outcome;
        void queryClient.invalidateQueries();
      }
      dispatch({
        type: 'result',
        result: poll.kind === 'decided' && OFFER_OUTCOMES.has(poll.outcome) ? 'ready' : 'no-offer',
      });
    });
    return () => {
      active = false;
    };
  }, [queryClient, flowScope]);

  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const phaseSeconds = phaseTimerOf(state);
  useEffect(() => {
    if (phaseSeconds === null) return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'phaseTimer', correctChoice: question?.correctChoiceId ?? null }),
      phaseSeconds * 1000,
    );
    return () => window.clearTimeout(timer);
  }, [phaseSeconds, state.phase, state.index, question?.correctChoiceId]);

  const bannerSeconds = bannerTimerOf(state);
  useEffect(() => {
    if (bannerSeconds === null) return;
    const timer = window.setTimeout(() => dispatch({ type: 'bannerTimer' }), bannerSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [bannerSeconds, state.banner, state.closing]);

  useEffect(() => {
    if (!state.complete || finished.current) return;
    finished.current = true;
    if (outcome.current === null) {
      run(actionsOf(form, TIMEOUT_BUTTON_KEY), { primary: true });
      return;
    }
    const passOutcome: Action = {
      type: 'api',
      command: {
        destination: 'setFormAction',
        arguments: [{ name: 'action', source: outcome.current, sourceType: 'literal' }],
      },
    } as Action;
    run([passOutcome, ...actionsOf(form, RESULTS_BUTTON_KEY)], { primary: true });
  }, [state.complete, form, run]);

  const leave = () => openModal('ExitTriviaWarningModal', { onConfirm: () => void navigate('/') });
  const banner =
    state.banner === 'shown' || state.banner === 'held' ? (
      <p className={styles.banner} role="status">
        {t('flows.trivia.ready')}
      </p>
    ) : null;

  return (
    <section className={styles.trivia} aria-labelledby="trivia-title">
      {banner}
      {decidedBeforeQuestions(state) ? (
        // The decision is in before any question: no trivia to promise, only the way on (spec 001 §4.9).
        <div className={styles.card}>
          <h1 id="trivia-title" className={styles.title}>
            {t('flows.trivia.decided.title')}
          </h1>
          <p className={styles.lead}>
            {t(state.result === 'ready' ? 'flows.trivia.decided.ready' : 'flows.trivia.decided.result')}
          </p>
        </div>
      ) : state.phase === 'intro' || !question ? (
        <div className={styles.card}>
          <h1 id="trivia-title" className={styles.title}>
            {t('flows.trivia.intro')}
          </h1>
          <p className={styles.lead}>{t('flows.trivia.introBody')}</p>
          <p className={styles.muted} role="status">
            {t('flows.trivia.waiting')}
          </p>
        </div>
      ) : state.phase === 'answer' ? (
        <div className={styles.card}>
          <p className={styles.counter}>
            {t('flows.trivia.counter', { number: state.index + 1, count: list.length })}
          </p>
          <h1 id="trivia-title" className={styles.title}>
            {state.chosen === question.correctChoiceId && !state.timedOut
              ? t('flows.trivia.correct')
              : t('flows.trivia.sorry')}
          </h1>
          <p className={styles.lead}>
            {t('flows.trivia.rightAnswer', {
              answer: question.choices.find((choice) => choice.id === question.correctChoiceId)?.text ?? '',
            })}
          </p>
          <p>{question.explanation}</p>
          {state.index < list.length - 1 ? (
            <Button onClick={() => dispatch({ type: 'next' })}>{t('flows.trivia.next')}</Button>
          ) : (
            <p className={styles.muted} role="status">
              {t('flows.trivia.waiting')}
            </p>
          )}
        </div>
      ) : (
        <div className={styles.card}>
          <p className={styles.counter}>
            {t('flows.trivia.counter', { number: state.index + 1, count: list.length })}
          </p>
          <h1 id="trivia-title" className={styles.title}>
            {question.prompt}
          </h1>
          <ul className={styles.choices} aria-label={t('flows.trivia.choices')}>
            {question.choices.map((choice) => {
              const picked = state.chosen === choice.id;
              return (
                <li key={choice.id}>
                  <button
                    type="button"
                    className={styles.choice}
                    data-picked={picked || undefined}
                    aria-pressed={picked}
                    disabled={state.phase !== 'question'}
                    onClick={() => dispatch({ type: 'choose', choice: choice.id })}
                  >
                    {choice.text}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <button type="button" className={styles.leave} onClick={leave}>
        {t('flows.trivia.leave')}
      </button>
    </section>
  );
}

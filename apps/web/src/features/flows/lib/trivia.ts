// The trivia while a quote is prepared (spec 001 §2.12, §4.9; spec 000 §2 "Trivia", §9 timings), as a pure
// state machine: intro, question, answer, next question, repeating. The screen feeds it events (a timer that
// ran out, a choice, "Next", the decision) and starts the timer `timerOf` names for the state it is in.
//
// - A question not answered in time picks the right answer for the person, shown as timed out ("Sorry!").
// - Once the decision is in with an offer, the "YOUR QUOTE IS READY" banner shows after the banner delay, and
//   the trivia completes once it has shown for the minimum banner time.
// - With no offer to show (failed, rejected, referred), it completes when the answer screen is reached, or
//   after the banner delay when already there.
// - When no question remains it waits on the last answer screen for the decision.
// - A decision already made before the first question (the usual case: the sandbox decides during the 12 s
//   loader) asks nothing: with an offer the banner shows at once and the trivia completes after the minimum
//   banner time; without one it completes after the banner delay. No question is started meanwhile.

/** Seconds, spec 000 §9: answer 2, answer screen 7, banner 1, intro 3, min banner 3, question 7. */
export const TRIVIA_SECONDS = {
  answer: 2,
  answerScreen: 7,
  bannerDelay: 1,
  intro: 3,
  minBanner: 3,
  question: 7,
} as const;

export type TriviaPhase = 'intro' | 'question' | 'answered' | 'answer';

/** What the decision said: an offer to show (a quote is ready), or nothing to offer (or the polling failed). */
export type TriviaResult = 'ready' | 'no-offer' | null;

export interface TriviaState {
  phase: TriviaPhase;
  /** The question on screen (index into the questions). */
  index: number;
  /** How many questions there are; null until they are loaded (the intro waits for them). */
  questionCount: number | null;
  /** The choice made (or picked for the person on time-out). */
  chosen: string | null;
  timedOut: boolean;
  result: TriviaResult;
  banner: 'hidden' | 'waiting' | 'shown' | 'held';
  /** No offer and already on the answer screen: completes after the banner delay. */
  closing: boolean;
  complete: boolean;
}

export type TriviaEvent =
  | { type: 'questions'; count: number }
  | { type: 'phaseTimer'; correctChoice: string | null }
  | { type: 'choose'; choice: string }
  | { type: 'next' }
  | { type: 'result'; result: Exclude<TriviaResult, null> }
  | { type: 'bannerTimer' };

export function startTrivia(questionCount: number | null = null): TriviaState {
  return {
    phase: 'intro',
    index: 0,
    questionCount,
    chosen: null,
    timedOut: false,
    result: null,
    banner: 'hidden',
    closing: false,
    complete: false,
  };
}

/** The decision came before any question was asked: the trivia asks none and only goes on. */
export const decidedBeforeQuestions = (state: TriviaState): boolean =>
  state.phase === 'intro' && state.result !== null;

/** The last question's answer screen: there is no next question. */
export const isLastQuestion = (state: TriviaState): boolean => state.index >= (state.questionCount ?? 0) - 1;

function reachAnswer(state: TriviaState): TriviaState {
  const next = { ...state, phase: 'answer' as const };
  return next.result === 'no-offer' ? { ...next, complete: true } : next;
}

function nextQuestion(state: TriviaState): TriviaState {
  // No question left: stay on the answer screen until the decision completes the trivia.
  if (isLastQuestion(state)) return state;
  return { ...state, phase: 'question', index: state.index + 1, chosen: null, timedOut: false };
}

export function triviaReducer(state: TriviaState, event: TriviaEvent): TriviaState {
  if (state.complete) return state;
  switch (event.type) {
    case 'questions':
      return state.questionCount === null ? { ...state, questionCount: event.count } : state;
    case 'phaseTimer':
      if (decidedBeforeQuestions(state)) return state;
      switch (state.phase) {
        case 'intro':
          return state.questionCount === 0
            ? reachAnswer({ ...state, phase: 'answer' })
            : { ...state, phase: 'question' };
        case 'question':
          // Time's up: the right answer is picked for the person, and it counts as not answered.
          return { ...state, phase: 'answered', chosen: event.correctChoice, timedOut: true };
        case 'answered':
          return reachAnswer(state);
        case 'answer':
          return nextQuestion(state);
      }
      return state;
    case 'choose':
      return state.phase === 'question' ? { ...state, phase: 'answered', chosen: event.choice } : state;
    case 'next':
      return state.phase === 'answer' ? nextQuestion(state) : state;
    case 'result':
      if (state.result !== null) return state;
      if (state.phase === 'intro')
        return event.result === 'ready'
          ? { ...state, result: 'ready', banner: 'shown' }
          : { ...state, result: 'no-offer', closing: true };
      if (event.result === 'ready') return { ...state, result: 'ready', banner: 'waiting' };
      if (state.phase === 'answer') return { ...state, result: 'no-offer', closing: true };
      return { ...state, result: 'no-offer' };
    case 'bannerTimer':
      if (state.closing) return { ...state, complete: true };
      if (state.banner === 'waiting') return { ...state, banner: 'shown' };
      if (state.banner === 'shown') return { ...state, banner: 'held', complete: true };
      return state;
  }
}

/** The phase timer to run in this state, in seconds (null: none; the last answer screen waits). */
export function phaseTimerOf(state: TriviaState): number | null {
  if (state.complete || state.questionCount === null || decidedBeforeQuestions(state)) return null;
  switch (state.phase) {
    case 'intro':
      return TRIVIA_SECONDS.intro;
    case 'question':
      return TRIVIA_SECONDS.question;
    case 'answered':
      return TRIVIA_SECONDS.answer;
    case 'answer':
      return isLastQuestion(state) ? null : TRIVIA_SECONDS.answerScreen;
  }
}

/** The banner timer to run in this state, in seconds: the delay before it shows, then its minimum time. */
export function bannerTimerOf(state: TriviaState): number | null {
  if (state.complete) return null;
  if (state.closing) return TRIVIA_SECONDS.bannerDelay;
  if (state.banner === 'waiting') return TRIVIA_SECONDS.bannerDelay;
  if (state.banner === 'shown') return TRIVIA_SECONDS.minBanner;
  return null;
}

// The trivia's timing rules (spec 001 §4.9, spec 000 §9): the phases and their timers, a time-out picking the
// right answer, the banner once a quote is ready, and completing without an offer.
import { describe, expect, it } from 'vitest';
import {
  bannerTimerOf,
  phaseTimerOf,
  startTrivia,
  TRIVIA_SECONDS,
  triviaReducer,
  type TriviaEvent,
  type TriviaState,
} from './trivia';

const tick: TriviaEvent = { type: 'phaseTimer', correctChoice: 'right' };
const run = (state: TriviaState, ...events: TriviaEvent[]) => events.reduce(triviaReducer, state);

describe('trivia', () => {
  it('uses the spec timings: intro 3, question 7, answer 2, answer screen 7, banner 1, minimum banner 3', () => {
    expect(TRIVIA_SECONDS).toEqual({
      intro: 3,
      question: 7,
      answer: 2,
      answerScreen: 7,
      bannerDelay: 1,
      minBanner: 3,
    });
    let state = startTrivia(3);
    expect([state.phase, phaseTimerOf(state)]).toEqual(['intro', 3]);
    state = run(state, tick);
    expect([state.phase, phaseTimerOf(state)]).toEqual(['question', 7]);
    state = run(state, { type: 'choose', choice: 'wrong' });
    expect([state.phase, state.chosen, state.timedOut, phaseTimerOf(state)]).toEqual([
      'answered',
      'wrong',
      false,
      2,
    ]);
    state = run(state, tick);
    expect([state.phase, phaseTimerOf(state)]).toEqual(['answer', 7]);
  });

  it('picks the right answer when a question times out, counted as timed out', () => {
    const state = run(startTrivia(2), tick, tick);
    expect(state).toMatchObject({ phase: 'answered', chosen: 'right', timedOut: true });
  });

  it('moves to the next question on "Next" or when the answer screen times out, and waits after the last', () => {
    const onAnswer = run(startTrivia(2), tick, { type: 'choose', choice: 'a' }, tick);
    expect(run(onAnswer, { type: 'next' })).toMatchObject({ phase: 'question', index: 1, chosen: null });
    const last = run(onAnswer, tick, tick, tick);
    expect(last).toMatchObject({ phase: 'answer', index: 1 });
    expect(phaseTimerOf(last)).toBeNull();
    expect(run(last, { type: 'next' }, tick)).toEqual(last);
  });

  it('waits in the intro until the questions are known', () => {
    const waiting = startTrivia();
    expect(phaseTimerOf(waiting)).toBeNull();
    const known = run(waiting, { type: 'questions', count: 4 });
    expect([known.questionCount, phaseTimerOf(known)]).toEqual([4, 3]);
    expect(run(known, { type: 'questions', count: 9 }).questionCount).toBe(4);
  });

  it('ignores a choice outside a question', () => {
    const intro = startTrivia(2);
    expect(run(intro, { type: 'choose', choice: 'a' })).toEqual(intro);
  });

  it('shows the banner after its delay once the quote is ready, and completes after the minimum banner time', () => {
    let state = run(startTrivia(3), tick, { type: 'result', result: 'ready' });
    expect([state.banner, bannerTimerOf(state), state.complete]).toEqual(['waiting', 1, false]);
    state = run(state, { type: 'bannerTimer' });
    expect([state.banner, bannerTimerOf(state), state.complete]).toEqual(['shown', 3, false]);
    // The questions carry on meanwhile.
    state = run(state, { type: 'choose', choice: 'a' });
    expect(state.phase).toBe('answered');
    state = run(state, { type: 'bannerTimer' });
    expect(state.complete).toBe(true);
    expect(phaseTimerOf(state)).toBeNull();
    expect(run(state, tick)).toEqual(state);
  });

  it('without an offer, completes when the answer screen is reached', () => {
    let state = run(startTrivia(3), tick, { type: 'result', result: 'no-offer' });
    expect(state.complete).toBe(false);
    expect(bannerTimerOf(state)).toBeNull();
    state = run(state, { type: 'choose', choice: 'a' }, tick);
    expect(state).toMatchObject({ phase: 'answer', complete: true, banner: 'hidden' });
  });

  it('without an offer, completes after the delay when already on the answer screen', () => {
    let state = run(startTrivia(3), tick, tick, tick);
    expect(state.phase).toBe('answer');
    state = run(state, { type: 'result', result: 'no-offer' });
    expect([state.complete, bannerTimerOf(state)]).toEqual([false, TRIVIA_SECONDS.bannerDelay]);
    expect(run(state, { type: 'bannerTimer' }).complete).toBe(true);
  });

  it('asks nothing when the quote is ready before the first question: the banner at once, then on', () => {
    for (const known of [startTrivia(), startTrivia(3)]) {
      let state = run(known, { type: 'result', result: 'ready' });
      expect([state.phase, state.banner, phaseTimerOf(state), bannerTimerOf(state)]).toEqual([
        'intro',
        'shown',
        null,
        TRIVIA_SECONDS.minBanner,
      ]);
      // The intro's timer (had it started) and the questions arriving start no question.
      state = run(state, { type: 'questions', count: 3 }, tick);
      expect([state.phase, phaseTimerOf(state)]).toEqual(['intro', null]);
      state = run(state, { type: 'bannerTimer' });
      expect(state).toMatchObject({ phase: 'intro', banner: 'held', complete: true });
    }
  });

  it('asks nothing when there is no offer before the first question: on after the banner delay', () => {
    let state = run(startTrivia(3), { type: 'result', result: 'no-offer' });
    expect([state.phase, state.banner, phaseTimerOf(state), bannerTimerOf(state)]).toEqual([
      'intro',
      'hidden',
      null,
      TRIVIA_SECONDS.bannerDelay,
    ]);
    state = run(state, tick, { type: 'bannerTimer' });
    expect(state).toMatchObject({ phase: 'intro', complete: true });
  });

  it('keeps the first decision', () => {
    const state = run(startTrivia(1), { type: 'result', result: 'ready' });
    expect(run(state, { type: 'result', result: 'no-offer' })).toEqual(state);
  });

  it('with no questions, goes from the intro to waiting', () => {
    const state = run(startTrivia(0), tick);
    expect(state.phase).toBe('answer');
    expect(phaseTimerOf(state)).toBeNull();
  });
});

// The navigation commands: nextForm (criteria, retries), pop, popToRoot, refreshForm and finishFlow.
import { describe, expect, it, vi } from 'vitest';
import { api, arg } from '../../../../../testing/flow-builders';
import { retryDelayMs } from '../retry';
import { lastModal, polling, session, setup } from '../runner-test-setup';

describe('nextForm', () => {
  it('passes action, scope and flow scope arguments as criteria', async () => {
    const { runner, deps } = setup();
    await runner.run([
      api('nextForm', [
        arg('action', 'skip'),
        arg('formScope', 'primary'),
        arg('flowScope', 'reinstatement'),
      ]),
    ]);
    expect(deps.api.fetchForm.mock.calls[0]?.[0].criteria).toEqual({
      action: 'skip',
      formScope: 'primary',
      flowScope: 'REINSTATEMENT',
    });
  });

  it('finishes the flow when no form is left', async () => {
    const { runner, deps } = setup();
    deps.api.fetchForm.mockResolvedValueOnce({ form: null, flowSession: session({ finished: true }) });
    await runner.run([api('nextForm')]);
    expect(deps.navigate).toHaveBeenCalledWith('/');
    expect(deps.track).toHaveBeenCalledWith('form_complete', { slug: 'test-flow' });
  });

  it('completes no form while the flow goes on', async () => {
    const { runner, deps } = setup();
    await runner.run([api('nextForm')]);
    expect(deps.track).not.toHaveBeenCalled();
  });

  it('leaves to where the person came from when the flow ends in an exit', async () => {
    const { runner, deps } = setup({ terminalBehavior: 'EXIT', from: '/account/profile' });
    deps.api.fetchForm.mockResolvedValueOnce({ form: null, flowSession: session({ finished: true }) });
    await runner.run([api('nextForm')]);
    expect(deps.navigate).toHaveBeenCalledWith('/account/profile');
  });

  it('retries polling answers after 0.5 s x 1.25^n', async () => {
    vi.useFakeTimers();
    const { runner, deps, screen } = setup();
    deps.api.fetchForm
      .mockRejectedValueOnce(polling())
      .mockRejectedValueOnce(polling('APPLICATION_DOCUMENT_NOT_READY'))
      .mockRejectedValueOnce(polling());
    const running = runner.run([api('nextForm')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.api.fetchForm).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(deps.api.fetchForm).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.api.fetchForm).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(624);
    expect(deps.api.fetchForm).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.api.fetchForm).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(781.25);
    expect(deps.api.fetchForm).toHaveBeenCalledTimes(4);
    expect(await running).toBe('done');
    expect(screen.form?.slug).toBe('two');
    expect(deps.api.fetchForm.mock.calls.every(([input]) => input.direction === 'NEXT')).toBe(true);
  });

  it('gives up with RETRY_TIMEOUT_EXCEEDED after 300 s of polling', async () => {
    vi.useFakeTimers();
    const { runner, deps } = setup();
    deps.api.fetchForm.mockRejectedValue(polling());
    const running = runner.run([api('nextForm')]);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(await running).toBe('failed');
    expect(lastModal(deps)?.props).toMatchObject({ error: { code: 'RETRY_TIMEOUT_EXCEEDED' } });
    // Every wait followed the schedule and the waits fit in the timeout.
    const attempts = deps.api.fetchForm.mock.calls.length;
    const waited = Array.from({ length: attempts - 1 }, (_, n) =>
      retryDelayMs({ retryDelay: 0.5, retryBackoffFactor: 0.25, retryTimeout: 300 }, n),
    );
    expect(waited.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(300_000);
    // 22 waits add up to 2 x (1.25^22 - 1) = 269 s; a 23rd (another 67 s) would pass 300 s.
    expect(attempts).toBe(23);
  });

  it('takes the retry arguments of the action', async () => {
    vi.useFakeTimers();
    const { runner, deps } = setup();
    deps.api.fetchForm.mockRejectedValue(polling());
    const running = runner.run([
      api('nextForm', [
        arg('retryDelay', '1', 'literal', 'float'),
        arg('retryBackoffFactor', '0', 'literal', 'float'),
        arg('retryTimeout', '3', 'literal', 'int'),
      ]),
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await running).toBe('failed');
    expect(deps.api.fetchForm).toHaveBeenCalledTimes(4);
  });

  it('does not retry other errors', async () => {
    const { runner, deps } = setup();
    deps.api.fetchForm.mockRejectedValueOnce(polling('REQUIRED_INPUT_MISSING'));
    expect(await runner.run([api('nextForm')])).toBe('failed');
    expect(deps.api.fetchForm).toHaveBeenCalledTimes(1);
  });
});

describe('pop, popToRoot, refreshForm', () => {
  it('pop fetches the previous form', async () => {
    const { runner, deps, screen } = setup();
    await runner.run([api('pop')]);
    expect(deps.api.fetchForm).toHaveBeenCalledWith({
      flowSessionId: 's1',
      direction: 'PREVIOUS',
      currentFormIdentifier: 'one',
    });
    expect(screen.form?.slug).toBe('two');
  });

  it("pop on the flow's first form goes back in the journey, else back in history", async () => {
    const journey = setup({ flowSession: session({ formIndex: 0 }) });
    journey.deps.activeJourney.mockReturnValue({
      next: () => '/n',
      back: () => '/fulfillment/start',
      exit: () => '/',
      end: () => '/',
      finish: () => undefined,
    });
    await journey.runner.run([api('pop')]);
    expect(journey.deps.navigate).toHaveBeenCalledWith('/fulfillment/start', { replace: true });
    expect(journey.deps.api.fetchForm).not.toHaveBeenCalled();

    const plain = setup({ flowSession: session({ formIndex: 0 }) });
    await plain.runner.run([api('pop')]);
    expect(plain.deps.historyBack).toHaveBeenCalled();

    const firstStep = setup({ flowSession: session({ formIndex: 0 }) });
    firstStep.deps.activeJourney.mockReturnValue({
      next: () => '/n',
      back: () => null,
      exit: () => '/',
      end: () => '/',
      finish: () => undefined,
    });
    await firstStep.runner.run([api('pop')]);
    expect(firstStep.deps.historyBack).toHaveBeenCalled();
  });

  it('popToRoot goes to where the person came from, else home', async () => {
    const from = setup({ from: '/account' });
    await from.runner.run([api('popToRoot')]);
    expect(from.deps.navigate).toHaveBeenCalledWith('/account');
    const home = setup();
    await home.runner.run([api('popToRoot')]);
    expect(home.deps.navigate).toHaveBeenCalledWith('/');
  });

  it('refreshForm reloads the current form, a named one or the previous one', async () => {
    const { runner, deps } = setup();
    await runner.run([api('refreshForm')]);
    await runner.run([api('refreshForm', [arg('target', 'previous')])]);
    expect(deps.api.fetchForm.mock.calls.map(([input]) => [input.direction, input.target])).toEqual([
      ['RELOAD', null],
      ['RELOAD', 'previous'],
    ]);
  });
});

describe('finishFlow', () => {
  const journey = {
    next: () => '/fulfillment/insurance-profile',
    back: () => null,
    exit: () => '/',
    end: () => '/',
    finish: () => undefined,
  };

  it('goes to its link: replacing the entry while a journey runs, pushing one otherwise', async () => {
    const running = setup();
    running.deps.activeJourney.mockReturnValue(journey);
    await running.runner.run([api('finishFlow', [arg('link', '/ineligible/age_of_insured')])]);
    expect(running.deps.navigate).toHaveBeenCalledWith('/ineligible/age_of_insured', { replace: true });

    const alone = setup();
    await alone.runner.run([api('finishFlow', [arg('link', '/coverage-denied/dob')])]);
    expect(alone.deps.navigate).toHaveBeenCalledWith('/coverage-denied/dob', { replace: false });
  });

  it("without a link: the page's own next step, else the journey's next step, else home", async () => {
    const page = setup({ finishTarget: () => ({ to: '/verify-session', state: { phone: { id: 'p9' } } }) });
    await page.runner.run([api('finishFlow')]);
    expect(page.deps.navigate).toHaveBeenCalledWith('/verify-session', {
      replace: true,
      state: { phone: { id: 'p9' } },
    });

    const running = setup();
    running.deps.activeJourney.mockReturnValue(journey);
    await running.runner.run([api('finishFlow')]);
    expect(running.deps.navigate).toHaveBeenCalledWith('/fulfillment/insurance-profile', { replace: true });

    const alone = setup();
    await alone.runner.run([api('finishFlow')]);
    expect(alone.deps.navigate).toHaveBeenCalledWith('/');
  });

  it('ends the interview for more cover on confirm-update, outside its journey too (spec 001 §4.1)', async () => {
    const increase = setup({
      flowSession: session({ flowSlug: 'underwriting-interview', flowScope: 'COVERAGE_ADJUSTMENT' }),
    });
    await increase.runner.run([api('finishFlow')]);
    expect(increase.deps.navigate).toHaveBeenCalledWith('/products/insurance/confirm-update', {
      replace: true,
    });

    const application = setup({
      flowSession: session({ flowSlug: 'underwriting-interview', flowScope: 'NEW_POLICY' }),
    });
    await application.runner.run([api('finishFlow')]);
    expect(application.deps.navigate).toHaveBeenCalledWith('/');
  });
});

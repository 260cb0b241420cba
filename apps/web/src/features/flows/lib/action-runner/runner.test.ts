import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Form } from '@wysh/forms/protocol';
import { ApiError } from '../../../../shared/lib/app-error';
import { UserErrorFailure } from '../../../../shared/lib/user-error';
import type { FlowSessionRecord } from '../../api/fetch-form';
import { initialFormState, setFieldFiles, setFieldValue } from '../form-state';
import { api, arg, buildForm, button, input, link, validation } from '../../../../testing/flow-builders';
import { APPLICATION_DOCUMENT_NOT_READY_MESSAGE } from './commands/modals';
import { retryDelayMs } from './retry';
import { createActionRunner } from './runner';
import type { ActionDeps, FlowRuntime } from './types';

function session(overrides: Partial<FlowSessionRecord> = {}): FlowSessionRecord {
  return {
    id: 's1',
    flowSlug: 'test-flow',
    flowScope: 'NEW_POLICY',
    formIndex: 2,
    currentFormSlug: 'one',
    finished: false,
    ...overrides,
  };
}

const nameForm = buildForm([
  input('inputText', 'first-name', { required: true, element: 'name', value: 'Ann' }),
  input('inputText', 'email', { element: 'email' }),
  input('inputTaxId', 'ssn'),
  button('continue', [], { primary: true }),
]);

const nextForm = buildForm([input('inputText', 'city')], { slug: 'two' });

function polling(code = 'DYNAMIC_FORMS_POLLING') {
  return new UserErrorFailure({ code, message: 'Not yet', fields: [] });
}

function setup({
  form = nameForm,
  flowSession = session(),
  terminalBehavior = 'FINISH' as 'FINISH' | 'EXIT',
  from = null as string | null,
  finishTarget,
}: {
  form?: Form;
  flowSession?: FlowSessionRecord;
  terminalBehavior?: 'FINISH' | 'EXIT';
  from?: string | null;
  finishTarget?: FlowRuntime['finishTarget'];
} = {}) {
  const screen = {
    form: form as Form | null,
    session: flowSession,
    state: initialFormState(form),
    formError: null as string | null,
    groupResponses: {} as Record<string, unknown>,
    overlayOpen: true,
  };
  const runtime: FlowRuntime = {
    flow: () => ({ id: 'f1', slug: 'test-flow', terminalBehavior, defaultScope: 'NEW_POLICY' }),
    session: () => screen.session,
    form: () => screen.form,
    formState: () => screen.state,
    setFormState: (state) => {
      screen.state = state;
    },
    showForm: (next, nextSession) => {
      screen.form = next;
      screen.session = nextSession;
      screen.state = next ? initialFormState(next) : screen.state;
    },
    setSession: (next) => {
      screen.session = next;
    },
    setFormError: (message) => {
      screen.formError = message;
    },
    groupResponses: () => screen.groupResponses,
    setGroupResponse: (key, response) => {
      screen.groupResponses = { ...screen.groupResponses, [key]: response };
    },
    from: () => from,
    dismissOverlay: () => {
      screen.overlayOpen = false;
    },
    finishTarget,
  };
  const deps = {
    api: {
      fetchForm: vi.fn<ActionDeps['api']['fetchForm']>(async () => ({
        form: nextForm,
        flowSession: session({ formIndex: 3, currentFormSlug: 'two' }),
      })),
      createResponse: vi.fn<ActionDeps['api']['createResponse']>(async () => ({
        flowSession: session({ formIndex: 2 }),
        validationErrors: [],
        error: null,
      })),
      executeGroupMutation: vi.fn<ActionDeps['api']['executeGroupMutation']>(async () => ({ ok: true })),
      applicationDocumentUrl: vi.fn<ActionDeps['api']['applicationDocumentUrl']>(
        async () => 'https://docs.example/application.pdf',
      ),
    },
    encryptTaxId: vi.fn<ActionDeps['encryptTaxId']>(async () => ({ keyId: 'k1', ciphertext: 'Y2lwaGVy' })),
    uploadFiles: vi.fn<ActionDeps['uploadFiles']>(async (files) => files.map((file) => `blob-${file.name}`)),
    showUploadFailed: vi.fn(),
    navigate: vi.fn<ActionDeps['navigate']>(),
    historyBack: vi.fn(),
    openWindow: vi.fn<ActionDeps['openWindow']>(() => null),
    openModal: vi.fn(),
    closeModal: vi.fn(),
    activeJourney: vi.fn<ActionDeps['activeJourney']>(() => null),
    clock: {
      now: () => Date.now(),
      sleep: (ms: number) => new Promise<void>((done) => setTimeout(done, ms)),
    },
    today: () => '2026-11-22',
    focusField: vi.fn(),
  } satisfies ActionDeps;
  const runner = createActionRunner(runtime, deps as unknown as ActionDeps);
  const type = (id: string, value: unknown) => {
    screen.state = setFieldValue(screen.state, id, value);
  };
  return { runner, deps, screen, type };
}

/** The modal opened last: its name and props. */
function lastModal(deps: { openModal: ReturnType<typeof vi.fn> }) {
  const call = deps.openModal.mock.calls.at(-1) as [string, Record<string, unknown> | undefined] | undefined;
  return call ? { name: call[0], props: call[1] ?? {} } : null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the chain', () => {
  it('runs actions in order and passes the formAction one answers to the next', async () => {
    const { runner, deps, screen, type } = setup();
    type('email', 'edit:insurance-profile-name');
    const outcome = await runner.run([
      api('setFormAction', [arg('action', 'email', 'input')]),
      api('createResponse'),
      api('nextForm'),
    ]);
    expect(outcome).toBe('done');
    expect(deps.api.createResponse).toHaveBeenCalledBefore(deps.api.fetchForm);
    expect(deps.api.fetchForm).toHaveBeenCalledWith({
      flowSessionId: 's1',
      direction: 'NEXT',
      currentFormIdentifier: 'one',
      criteria: { action: 'edit:insurance-profile-name', formScope: null, flowScope: 'NEW_POLICY' },
    });
    expect(screen.form?.slug).toBe('two');
  });

  it('stops quietly on a break signal: nothing after it runs, no error shows', async () => {
    const { runner, deps, type } = setup();
    type('email', 'ann@example.com');
    const outcome = await runner.run([validation('formUnsavedDiffWarning'), api('nextForm')]);
    expect(outcome).toBe('stopped');
    expect(deps.api.fetchForm).not.toHaveBeenCalled();
    expect(lastModal(deps)?.name).toBe('ExitWithoutSavingModal');
  });

  it('stops quietly on an expected-action error', async () => {
    const { runner, deps } = setup();
    const outcome = await runner.run([validation('formUnchangedSubmitWarning'), api('createResponse')]);
    expect(outcome).toBe('stopped');
    expect(deps.api.createResponse).not.toHaveBeenCalled();
    expect(deps.openModal).toHaveBeenCalledTimes(1);
    expect(lastModal(deps)?.name).toBe('NoPIUChangeErrorModal');
  });

  it('shows an unexpected failure in GeneralErrorModal (full message, else code) and stops', async () => {
    const { runner, deps } = setup();
    deps.api.fetchForm.mockRejectedValueOnce(
      new ApiError([{ code: 'FORM_OUT_OF_DATE', message: 'Old', fullMessage: 'This form is out of date' }]),
    );
    expect(await runner.run([api('nextForm'), api('popToRoot')])).toBe('failed');
    expect(lastModal(deps)).toEqual({
      name: 'GeneralErrorModal',
      props: { error: { code: 'FORM_OUT_OF_DATE', message: 'Old', fullMessage: 'This form is out of date' } },
    });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('follows link actions: app paths in the tab, https addresses in a new one', async () => {
    const { runner, deps } = setup();
    await runner.run([link('/account/profile')]);
    expect(deps.navigate).toHaveBeenCalledWith('/account/profile');
    await runner.run([link('https://help.example.com/faq')]);
    expect(deps.openWindow).toHaveBeenCalledWith('https://help.example.com/faq');
  });
});

describe('expiration', () => {
  const expiring = (effectiveUntil: string) =>
    buildForm([input('inputText', 'a')], {
      expiration: { effectiveUntil, actions: [link('/quote-expired')] },
    });

  it("replaces a button's actions with the expiration actions once the form has expired", async () => {
    const { runner, deps } = setup({ form: expiring('2000-01-01T00:00:00Z') });
    await runner.run([api('createResponse'), api('nextForm')]);
    expect(deps.api.createResponse).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/quote-expired');
  });

  it('leaves the expiration handler itself alone, and a form not yet expired', async () => {
    const expired = setup({ form: expiring('2000-01-01T00:00:00Z') });
    await expired.runner.run([link('/handled')], { expirationHandler: true });
    expect(expired.deps.navigate).toHaveBeenCalledWith('/handled');

    const fresh = setup({ form: expiring('2999-01-01T00:00:00Z') });
    await fresh.runner.run([link('/own-action')]);
    expect(fresh.deps.navigate).toHaveBeenCalledWith('/own-action');
  });
});

describe('createResponse', () => {
  it('sends every answer (the SSN encrypted), then forgets the clear SSN', async () => {
    const { runner, deps, screen, type } = setup();
    type('email', ' ann@example.com ');
    type('ssn', '123-45-6789');
    await runner.run([api('createResponse')]);
    expect(deps.encryptTaxId).toHaveBeenCalledWith('123456789');
    expect(deps.api.createResponse).toHaveBeenCalledWith({
      flowSessionId: 's1',
      formIdentifier: 'one',
      fieldResponses: [
        { fieldId: 'first-name', inputType: 'inputText', required: true, value: 'Ann' },
        { fieldId: 'email', inputType: 'inputText', required: false, value: 'ann@example.com' },
        {
          fieldId: 'ssn',
          inputType: 'inputTaxId',
          required: false,
          value: { keyId: 'k1', ciphertext: 'Y2lwaGVy' },
        },
      ],
    });
    expect(screen.state.values['ssn']).toBe('');
    expect(screen.state.values['email']).toBe(' ann@example.com ');
  });

  it('puts refused fields’ messages on them, keeps every typed value, and stops the chain', async () => {
    const { runner, deps, screen, type } = setup();
    type('first-name', 'Ann3');
    type('email', 'ann@example.com');
    type('ssn', '123-45-6789');
    deps.api.createResponse.mockResolvedValueOnce({
      flowSession: null,
      validationErrors: [
        {
          fieldId: 'first-name',
          code: 'alphabetical',
          message: 'Must be only alphabetical characters',
          fullMessage: 'first-name: Must be only alphabetical characters',
        },
      ],
      error: {
        code: 'VALIDATION_FAILED',
        message: 'first-name: Must be only alphabetical characters',
        fields: [],
      },
    });
    const outcome = await runner.run([api('createResponse'), api('nextForm')], { primary: true });
    expect(outcome).toBe('failed');
    expect(deps.api.fetchForm).not.toHaveBeenCalled();
    expect(screen.state.errors['first-name']).toEqual(['Must be only alphabetical characters']);
    expect(screen.state.values).toMatchObject({
      'first-name': 'Ann3',
      email: 'ann@example.com',
      ssn: '123-45-6789',
    });
    expect(deps.focusField).toHaveBeenCalledWith('first-name');
    // A primary button also shows the form-level message; no modal.
    expect(screen.formError).toBe('first-name: Must be only alphabetical characters');
    expect(deps.openModal).not.toHaveBeenCalled();
  });

  it('shows no form-level message for a button that is not primary', async () => {
    const { runner, deps, screen } = setup();
    deps.api.createResponse.mockResolvedValueOnce({
      flowSession: null,
      validationErrors: [
        { fieldId: 'email', code: 'email', message: 'Invalid email', fullMessage: 'E: Invalid email' },
      ],
      error: null,
    });
    await runner.run([api('createResponse')]);
    expect(screen.state.errors['email']).toEqual(['Invalid email']);
    expect(screen.formError).toBeNull();
  });

  it('opens GeneralErrorModal for an error no field can show', async () => {
    const { runner, deps } = setup();
    deps.api.createResponse.mockResolvedValueOnce({
      flowSession: null,
      validationErrors: [],
      error: { code: 'FLOW_SESSION_NOT_FOUND', message: 'No such session', fields: [] },
    });
    await runner.run([api('createResponse')], { primary: true });
    expect(lastModal(deps)?.props).toEqual({
      error: { code: 'FLOW_SESSION_NOT_FOUND', message: 'No such session', fullMessage: 'No such session' },
    });
  });
});

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
});

describe('validation commands', () => {
  it('validateForm aborts on the first invalid field, focusing it, with the exact message', async () => {
    const { runner, deps, screen, type } = setup();
    type('first-name', '');
    type('email', 'ann@');
    expect(await runner.run([validation('validateForm'), api('createResponse')])).toBe('stopped');
    expect(screen.state.errors).toEqual({ 'first-name': ['Required'], email: ['Invalid email'] });
    expect(deps.focusField).toHaveBeenCalledWith('first-name');
    expect(deps.api.createResponse).not.toHaveBeenCalled();
  });

  it('validateForm lets a valid form through', async () => {
    const { runner, deps } = setup();
    expect(await runner.run([validation('validateForm'), api('createResponse')])).toBe('done');
    expect(deps.api.createResponse).toHaveBeenCalled();
  });

  it('formUnchangedSubmitWarning lets a change through, and watches only the listed inputs', async () => {
    const changed = setup();
    changed.type('first-name', 'Anne');
    expect(await changed.runner.run([validation('formUnchangedSubmitWarning'), api('createResponse')])).toBe(
      'done',
    );

    const listed = setup();
    listed.type('email', 'ann@example.com');
    await listed.runner.run([validation('formUnchangedSubmitWarning', [arg('name', 'first-name', 'input')])]);
    expect(lastModal(listed.deps)?.name).toBe('NoPIUChangeErrorModal');
  });

  it("NoPIUChangeErrorModal's cancel leaves for where the person came from", async () => {
    const { runner, deps } = setup({ from: '/account/profile' });
    await runner.run([validation('formUnchangedSubmitWarning')]);
    (lastModal(deps)?.props.onCancelRequest as () => void)();
    expect(deps.navigate).toHaveBeenCalledWith('/account/profile');
  });

  it('formUnsavedDiffWarning lets a clean form through; on a dirty one the modal runs the rest', async () => {
    const clean = setup();
    expect(await clean.runner.run([validation('formUnsavedDiffWarning'), api('popToRoot')])).toBe('done');
    expect(clean.deps.openModal).not.toHaveBeenCalled();

    const dirty = setup({ from: '/account/profile' });
    dirty.type('email', 'ann@example.com');
    await dirty.runner.run([validation('formUnsavedDiffWarning'), api('popToRoot')]);
    expect(dirty.deps.navigate).not.toHaveBeenCalled();
    (lastModal(dirty.deps)?.props.onConfirm as () => void)();
    await vi.waitFor(() => expect(dirty.deps.navigate).toHaveBeenCalledWith('/account/profile'));
  });
});

describe('exitFlowWarning and dismiss', () => {
  it('opens ExitFlowWarningModal and runs the remaining actions on confirm', async () => {
    const { runner, deps } = setup({ from: '/account' });
    expect(await runner.run([api('exitFlowWarning'), api('popToRoot')])).toBe('stopped');
    expect(lastModal(deps)?.name).toBe('ExitFlowWarningModal');
    expect(deps.navigate).not.toHaveBeenCalled();
    (lastModal(deps)?.props.onConfirm as () => void)();
    await vi.waitFor(() => expect(deps.navigate).toHaveBeenCalledWith('/account'));
  });

  it('opens the modal named in its arguments', async () => {
    const { runner, deps } = setup();
    await runner.run([api('exitFlowWarning', [arg('modal', 'ExitWithoutSavingModal')])]);
    expect(lastModal(deps)?.name).toBe('ExitWithoutSavingModal');
  });

  it('dismiss closes the modal and the overlay', async () => {
    const { runner, deps, screen } = setup();
    await runner.run([api('dismiss')]);
    expect(deps.closeModal).toHaveBeenCalled();
    expect(screen.overlayOpen).toBe(false);
  });
});

describe('allocations', () => {
  const allocationForm = buildForm([
    input('inputNumeric', 'bene-allocation-b1'),
    input('inputNumeric', 'bene-allocation-b2', { value: 90 }),
    input('inputNumeric', 'bene-allocation-b3'),
    input('inputText', 'note', { value: 'keep' }),
  ]);

  it('divideEvenly spreads 100 over the allocation inputs, the first ones taking the remainder', async () => {
    const { runner, screen } = setup({ form: allocationForm });
    await runner.run([api('divideEvenly')]);
    expect(screen.state.values).toEqual({
      'bene-allocation-b1': '34',
      'bene-allocation-b2': '33',
      'bene-allocation-b3': '33',
      note: 'keep',
    });
  });

  it('updateBeneficiaryAllocations sends the allocations (non-numbers as 0)', async () => {
    const { runner, deps, type } = setup({ form: allocationForm });
    type('bene-allocation-b1', '60');
    type('bene-allocation-b3', 'abc');
    await runner.run([api('updateBeneficiaryAllocations')]);
    expect(deps.api.executeGroupMutation).toHaveBeenCalledWith({
      flowSessionId: 's1',
      mutationKey: 'updateBeneficiaryAllocations',
      inputPayload: {
        beneficiaryAllocations: [
          { beneficiaryId: 'b1', allocation: 60 },
          { beneficiaryId: 'b2', allocation: 90 },
          { beneficiaryId: 'b3', allocation: 0 },
        ],
      },
    });
  });

  it('checkWyshAllocations does nothing yet and lets the chain go on', async () => {
    const { runner, deps } = setup();
    expect(await runner.run([api('checkWyshAllocations'), api('popToRoot')])).toBe('done');
    expect(deps.navigate).toHaveBeenCalledWith('/');
  });
});

describe('group mutations', () => {
  const phoneForm = buildForm(
    [
      input('inputText', 'phoneNumber', { element: 'phone', required: true }),
      input('inputCheckbox', 'smsMarketing'),
      input('inputCheckbox', 'terms', { acknowledgementGroupKeys: ['ack-terms'] }),
      input('inputCheckbox', 'privacy', { acknowledgementGroupKeys: ['ack-privacy'] }),
    ],
    {
      groups: [
        {
          key: 'create-phone',
          type: 'api',
          mutationKey: 'createPhoneNumber',
          mutationVariables: ['phoneNumber', 'smsMarketing'],
        },
        {
          key: 'ack-terms',
          type: 'api',
          mutationKey: 'createAcknowledgement',
          mutationBody: { recordId: 'd1', recordType: 'disclosure' },
        },
        {
          key: 'ack-privacy',
          type: 'api',
          mutationKey: 'createAcknowledgement',
          mutationBody: { recordId: 'd2', recordType: 'disclosure' },
        },
      ],
    },
  );

  it('executeGroupApi runs the named group with its body and keeps the response', async () => {
    const { runner, deps, screen, type } = setup({ form: phoneForm });
    type('phoneNumber', '(415) 555-0123');
    deps.api.executeGroupMutation.mockResolvedValueOnce({ phoneNumber: { id: 'p9', mask: '***-0123' } });
    await runner.run([api('executeGroupApi', [arg('group', 'create-phone')])]);
    expect(deps.api.executeGroupMutation).toHaveBeenCalledWith({
      flowSessionId: 's1',
      mutationKey: 'createPhoneNumber',
      inputPayload: { phoneNumber: '4155550123', smsMarketing: false },
    });
    expect(screen.groupResponses).toEqual({
      'create-phone': { phoneNumber: { id: 'p9', mask: '***-0123' } },
    });
  });

  it("executeGroupApi puts the mutation's field errors on their inputs", async () => {
    const { runner, deps, screen } = setup({ form: phoneForm });
    deps.api.executeGroupMutation.mockRejectedValueOnce(
      new UserErrorFailure({
        code: 'CREDENTIAL_INVALID',
        message: 'This should be a 10-digit number',
        fields: [{ field: 'phoneNumber', message: 'This should be a 10-digit number' }],
      }),
    );
    expect(
      await runner.run([api('executeGroupApi', [arg('group', 'create-phone')])], { primary: true }),
    ).toBe('failed');
    expect(screen.state.errors['phoneNumber']).toEqual(['This should be a 10-digit number']);
    expect(deps.openModal).not.toHaveBeenCalled();
  });

  it('createAcknowledgements runs the groups of the ticked boxes only', async () => {
    const { runner, deps, type } = setup({ form: phoneForm });
    type('privacy', true);
    await runner.run([api('createAcknowledgements')]);
    expect(deps.api.executeGroupMutation).toHaveBeenCalledTimes(1);
    expect(deps.api.executeGroupMutation).toHaveBeenCalledWith({
      flowSessionId: 's1',
      mutationKey: 'createAcknowledgement',
      inputPayload: { recordId: 'd2', recordType: 'disclosure' },
    });
  });
});

describe('modals and documents', () => {
  it('the show*Modal commands open their modals', async () => {
    const { runner, deps } = setup();
    await runner.run([api('showCloseAccountFailedModal')]);
    expect(lastModal(deps)?.name).toBe('CloseAccountFailedModal');
    await runner.run([api('showUnderwritingWaitTimeModal')]);
    expect(lastModal(deps)?.name).toBe('UnderwritingWaitTimeModal');
    await runner.run([api('showVerificationEmailSentModal', [arg('email', 'ann@example.com')])]);
    expect(lastModal(deps)).toEqual({
      name: 'VerificationEmailSendModal',
      props: { email: 'ann@example.com' },
    });
    await runner.run([api('showSuccessOverlay', [arg('message', 'Saved')])]);
    expect(lastModal(deps)).toEqual({ name: 'Success', props: { title: undefined, message: 'Saved' } });
  });

  it('showInsuranceApplication points a new tab at the application document', async () => {
    const { runner, deps } = setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    deps.openWindow.mockReturnValueOnce(tab as unknown as Window);
    await runner.run([api('showInsuranceApplication')]);
    expect(deps.openWindow).toHaveBeenCalledWith();
    expect(tab.location.href).toBe('https://docs.example/application.pdf');
  });

  it('showInsuranceApplication closes the blank tab and says so when the document is not ready', async () => {
    const { runner, deps } = setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    deps.openWindow.mockReturnValueOnce(tab as unknown as Window);
    deps.api.applicationDocumentUrl.mockRejectedValueOnce(polling('APPLICATION_DOCUMENT_NOT_READY'));
    expect(await runner.run([api('showInsuranceApplication')])).toBe('failed');
    expect(tab.close).toHaveBeenCalled();
    expect(lastModal(deps)?.props).toMatchObject({
      error: { fullMessage: APPLICATION_DOCUMENT_NOT_READY_MESSAGE },
    });
    expect(APPLICATION_DOCUMENT_NOT_READY_MESSAGE).toBe(
      'The application document is not ready, please try again',
    );
  });
});

describe('uploadDocumentsToCloud', () => {
  const uploadForm = buildForm([
    input('inputDirectUpload', 'id-docs', {
      multiple: true,
      value: ['blob-old'],
      attachableTypes: ['image/png', 'image/jpeg'],
    }),
  ]);
  const files = [
    new File(['a'], 'front.png', { type: 'image/png' }),
    new File(['b'], 'back.png', { type: 'image/png' }),
  ];

  function withFiles() {
    const harness = setup({ form: uploadForm });
    harness.screen.state = setFieldFiles(harness.screen.state, 'id-docs', files);
    return harness;
  }

  it('uploads the chosen files and keeps their signed blob ids in the input', async () => {
    const { runner, deps, screen } = withFiles();
    await runner.run([api('uploadDocumentsToCloud', [arg('input', 'id-docs')]), api('createResponse')]);
    expect(deps.uploadFiles).toHaveBeenCalledWith(files, ['image/png', 'image/jpeg']);
    expect(deps.api.createResponse.mock.calls[0]?.[0].fieldResponses).toEqual([
      {
        fieldId: 'id-docs',
        inputType: 'inputDirectUpload',
        required: false,
        value: ['blob-old', 'blob-front.png', 'blob-back.png'],
      },
    ]);
    expect(screen.state.files).toEqual({});
  });

  it('says the upload failed and stops when it does', async () => {
    const { runner, deps, screen } = withFiles();
    deps.uploadFiles.mockRejectedValueOnce(new Error('PUT failed'));
    expect(await runner.run([api('uploadDocumentsToCloud'), api('createResponse')])).toBe('stopped');
    expect(deps.showUploadFailed).toHaveBeenCalled();
    expect(deps.api.createResponse).not.toHaveBeenCalled();
    expect(screen.state.files['id-docs']).toEqual(files);
  });
});

describe('the commands', () => {
  it('implement every command of the protocol, and no other', async () => {
    const { ACTION_COMMANDS } = await import('@wysh/forms/constants');
    const { COMMANDS } = await import('./all-commands');
    expect(Object.keys(COMMANDS).sort()).toEqual([...ACTION_COMMANDS].sort());
  });
});

// What the action runner's tests share: a screen (FlowRuntime) kept in a plain object, every side effect a
// mock (ActionDeps), a session and two forms, and the modal opened last. Each test file of the runner and its
// commands builds its runner with setup().
import { afterEach, vi } from 'vitest';
import type { Form } from '@wysh/forms/protocol';
import { UserErrorFailure } from '../../../../shared/lib/user-error';
import type { FlowSessionRecord } from '../../api/fetch-form';
import { initialFormState, setFieldValue } from '../form-state';
import { buildForm, button, input } from '../../../../testing/flow-builders';
import { createActionRunner } from './runner';
import type { ActionDeps, FlowRuntime } from './types';

export function session(overrides: Partial<FlowSessionRecord> = {}): FlowSessionRecord {
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

export const nameForm = buildForm([
  input('inputText', 'first-name', { required: true, element: 'name', value: 'Ann' }),
  input('inputText', 'email', { element: 'email' }),
  input('inputTaxId', 'ssn'),
  button('continue', [], { primary: true }),
]);

export const nextForm = buildForm([input('inputText', 'city')], { slug: 'two' });

export function polling(code = 'DYNAMIC_FORMS_POLLING') {
  return new UserErrorFailure({ code, message: 'Not yet', fields: [] });
}

export function setup({
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
    track: vi.fn<ActionDeps['track']>(),
  } satisfies ActionDeps;
  const runner = createActionRunner(runtime, deps as unknown as ActionDeps);
  const type = (id: string, value: unknown) => {
    screen.state = setFieldValue(screen.state, id, value);
  };
  return { runner, deps, screen, type };
}

/** The modal opened last: its name and props. */
export function lastModal(deps: { openModal: ReturnType<typeof vi.fn> }) {
  const call = deps.openModal.mock.calls.at(-1) as [string, Record<string, unknown> | undefined] | undefined;
  return call ? { name: call[0], props: call[1] ?? {} } : null;
}

afterEach(() => {
  vi.useRealTimers();
});

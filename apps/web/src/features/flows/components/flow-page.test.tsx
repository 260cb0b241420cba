import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Form } from '@wysh/forms/protocol';
import { signInAs } from '../../../testing/auth';
import { api, arg, buildForm, button, input, link, validation } from '../../../testing/flow-builders';
import { decryptWith, makeTestKeyPair, serveFlow } from '../../../testing/flows';
import { renderApp } from '../../../testing/render-app';
import { useModalStore } from '../../../shared/stores/modal';
import { useServiceStore } from '../../../shared/stores/service';
import { answer } from '../../../testing/graphql';

// Flows load their page, form and code on first use: more than the default 5 s on a busy machine.
const SLOW = { timeout: 15_000 };

let privateKey: CryptoKey;
beforeAll(async () => {
  privateKey = await makeTestKeyPair();
  // Each form's inputs and each modal load on first use; on a machine shared by several builds that can take
  // longer than the usual 4 s.
  configure({ asyncUtilTimeout: 8000 });
});

afterAll(() => {
  configure({ asyncUtilTimeout: 4000 });
});

beforeEach(() => {
  // The modal store is the app's own; a modal left open by one test must not show in the next.
  useModalStore.getState().reset();
});

function title(text: string) {
  return { key: `title-${text}`, type: 'text', content: { text, typography: 'title' } };
}

function open(
  forms: Form[],
  options: Partial<Parameters<typeof serveFlow>[0]> = {},
  path = '/flow/test-flow',
) {
  signInAs('identified');
  const flow = serveFlow({ slug: 'test-flow', forms, ...options });
  const view = renderApp(path);
  return { ...view, flow };
}

const next = button('continue', [api('createResponse'), api('nextForm')], {
  text: 'CONTINUE',
  primary: true,
});

describe('/flow/:slug', () => {
  it('shows the fallback for a flow the server does not know', SLOW, async () => {
    signInAs('identified');
    serveFlow({ slug: 'test-flow', forms: [] });
    renderApp('/flow/unknown-flow');
    await screen.findByRole('heading', { level: 1, name: "This page isn't available" });
    expect(screen.getByRole('link', { name: 'GO TO HOME' })).toHaveAttribute('href', '/');
  });

  it('shows the empty state for a flow that loads with no form', SLOW, async () => {
    open([]);
    await screen.findByRole('heading', { level: 1, name: 'Nothing to fill in here' });
  });

  it('resumes the session in the default scope with its current form, in one request', SLOW, async () => {
    const { flow } = open([
      buildForm([title('About you'), input('inputText', 'city', { label: 'City' }), next]),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'About you' });
    // No scope asked for: the flow's default, picked by the server.
    expect(flow.sessions).toEqual([{ input: { flowId: 'test-flow', fromStart: false, flowScope: null } }]);
    expect(flow.fetches).toEqual([]);
  });

  it('takes flowScope and fromStart from the navigation state', SLOW, async () => {
    signInAs('identified');
    const flow = serveFlow({ slug: 'test-flow', forms: [buildForm([title('Hi')])] });
    const { router } = renderApp('/');
    await act(() =>
      router.navigate('/flow/test-flow', { state: { flowScope: 'reinstatement', fromStart: true } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Hi' });
    expect(flow.sessions).toEqual([
      { input: { flowId: 'test-flow', fromStart: true, flowScope: 'REINSTATEMENT' } },
    ]);
  });

  it(
    'never runs post-underwriting for more cover: coverage_adjustment leads to confirm-update',
    SLOW,
    async () => {
      signInAs('verified');
      const flow = serveFlow({ slug: 'post-underwriting', forms: [buildForm([title('Loading')])] });
      answer('ConfirmUpdate', () => ({ userPolicy: null }));
      const { router } = renderApp('/');
      await act(() =>
        router.navigate('/flow/post-underwriting', { state: { flowScope: 'coverage_adjustment' } }),
      );
      await screen.findByRole('heading', { level: 1, name: 'Nothing to confirm' });
      expect(router.state.location.pathname).toBe('/products/insurance/confirm-update');
      expect(flow.sessions).toEqual([]);
    },
  );

  it('validates on blur and on submit, moves to the next form, and goes back with Back', SLOW, async () => {
    const { user, flow } = open([
      buildForm([
        title('Contact'),
        input('inputText', 'email', { label: 'Email', element: 'email', required: true }),
        input('inputText', 'nickname', { label: 'Nickname' }),
        button('continue', [validation('validateForm'), api('createResponse'), api('nextForm')], {
          text: 'CONTINUE',
          primary: true,
        }),
      ]),
      buildForm([title('Second step')], { slug: 'two' }),
    ]);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    // " *" after the required label (some inputs are optional), hidden from screen readers.
    expect(document.querySelector(`label[for="${email.id}"]`)).toHaveTextContent('Email *');
    await user.type(email, 'ann@');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Invalid email');
    await user.type(email, 'example.com');
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await screen.findByRole('heading', { level: 1, name: 'Second step' });
    expect(flow.saved()[0]?.fieldResponses).toEqual([
      { fieldId: 'email', inputType: 'inputText', required: true, value: 'ann@example.com' },
      { fieldId: 'nickname', inputType: 'inputText', required: false, value: null },
    ]);
    // One request per press: the answers saved and the next form answered together.
    expect(flow.saved()[0]).toMatchObject({ next: true, criteria: { action: null } });
    expect(flow.fetches).toEqual([]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Second step' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(flow.fetches.at(-1)).toMatchObject({
      input: { direction: 'PREVIOUS', currentFormIdentifier: 'two' },
    });
  });

  it(
    'encrypts the SSN with the server key, keeps it nowhere else, and forgets it once saved',
    SLOW,
    async () => {
      const { user, flow, queryClient } = open(
        [
          buildForm([
            title('Your SSN'),
            input('inputTaxId', 'ssn', { label: 'Social Security number', required: true }),
            input('inputText', 'name', { label: 'Name', element: 'name', required: true }),
            next,
          ]),
          buildForm([title('Done')], { slug: 'two' }),
        ],
        {
          validate: (answer) => {
            const name = answer.fieldResponses.find((response) => response.fieldId === 'name');
            return name?.value === 'Ann3'
              ? [
                  {
                    fieldId: 'name',
                    code: 'alphabetical',
                    message: 'Must be only alphabetical characters',
                    fullMessage: 'Name: Must be only alphabetical characters',
                  },
                ]
              : [];
          },
        },
      );
      const ssn = await screen.findByRole('textbox', { name: 'Social Security number' });
      await user.type(ssn, '12a3456789999');
      expect(ssn).toHaveValue('123-45-6789');
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann3');
      await user.click(screen.getByRole('button', { name: 'CONTINUE' }));

      // Refused: everything typed stays, the SSN included.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Name: Must be only alphabetical characters',
      );
      expect(ssn).toHaveValue('123-45-6789');
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann3');

      await user.clear(screen.getByRole('textbox', { name: 'Name' }));
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
      await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
      await screen.findByRole('heading', { level: 1, name: 'Done' });

      const sent = flow
        .saved()
        .map((answer) => answer.fieldResponses.find((response) => response.fieldId === 'ssn'));
      expect(sent).toHaveLength(2);
      for (const response of sent) {
        const value = response?.value as { keyId: string; ciphertext: string };
        expect(value.keyId).toBe('test-key');
        expect(await decryptWith(privateKey, value.ciphertext)).toBe('123456789');
      }
      const everywhere = [
        JSON.stringify(flow.saved()),
        JSON.stringify({ ...localStorage }),
        JSON.stringify({ ...sessionStorage }),
        JSON.stringify(
          queryClient
            .getQueryCache()
            .getAll()
            .map((query) => query.state.data),
        ),
        document.body.innerHTML,
      ].join('');
      expect(everywhere).not.toContain('123456789');
      expect(everywhere).not.toContain('123-45-6789');
      expect(flow.keys).toHaveLength(1);
    },
  );

  it('shows a prefilled SSN masked and sends null to keep it', SLOW, async () => {
    const { user, flow } = open([
      buildForm([
        title('Your SSN'),
        input('inputTaxId', 'ssn', { label: 'Social Security number', required: true, prefilled: true }),
        next,
      ]),
    ]);
    expect(await screen.findByRole('textbox', { name: 'Social Security number' })).toHaveValue('***-**-****');
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(flow.saved()).toHaveLength(1));
    expect(flow.saved()[0]?.fieldResponses[0]?.value).toBeNull();
  });

  it(
    'masks dates as MM/dd/yyyy and sends them as ISO; counts characters; groups thousands',
    SLOW,
    async () => {
      const { user, flow } = open([
        buildForm([
          title('Details'),
          input('inputDate', 'birthdate', { label: 'Birthdate', birthdate: true, required: true }),
          input('inputText', 'about', { label: 'About you', format: 'multiLine', characterMax: 10 }),
          input('inputNumeric', 'income', { label: 'Income', currency: true }),
          input('inputNumeric', 'weight', { label: 'Weight', precision: 1, unit: 'lb' }),
          next,
        ]),
      ]);
      const date = await screen.findByRole('textbox', { name: 'Birthdate' });
      await user.type(date, '01231990');
      expect(date).toHaveValue('01/23/1990');
      const about = screen.getByRole('textbox', { name: 'About you' });
      await user.type(about, 'Hello there world');
      expect(about).toHaveValue('Hello ther');
      expect(screen.getByText('10/10 characters')).toBeInTheDocument();
      const income = screen.getByRole('textbox', { name: 'Income' });
      await user.type(income, '0085000');
      expect(income).toHaveValue('85,000');
      await user.type(screen.getByRole('textbox', { name: 'Weight' }), '150.25');
      expect(screen.getByRole('textbox', { name: 'Weight' })).toHaveValue('150.2');
      await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
      await waitFor(() => expect(flow.saved()).toHaveLength(1));
      expect(flow.saved()[0]?.fieldResponses.map((response) => response.value)).toEqual([
        '1990-01-23',
        'Hello ther',
        85000,
        150.2,
      ]);
    },
  );

  it(
    'renders every single-select format and marks required labels only when some are optional',
    SLOW,
    async () => {
      const options = [
        { label: 'Male', value: 'male' },
        { label: 'Female', value: 'female' },
      ];
      const { user, flow } = open([
        buildForm([
          title('Choices'),
          input('inputSingleSelect', 'radio', { label: 'Radio', options, format: 'radio', required: true }),
          input('inputSingleSelect', 'blobs', { label: 'Blobs', options, format: 'blobs' }),
          input('inputSingleSelect', 'rects', { label: 'Rectangles', options, format: 'rectangles' }),
          input('inputSingleSelect', 'drop', { label: 'Dropdown', options, format: 'dropdown' }),
          input('inputMultiSelect', 'multi', { label: 'Several', options }),
          input('inputToggle', 'toggle', { label: 'Texts' }),
          next,
        ]),
      ]);
      const radio = await screen.findByRole('group', { name: 'Radio' });
      expect(radio.querySelector('legend')).toHaveTextContent('Radio *');
      expect(screen.getByRole('group', { name: 'Blobs' }).querySelector('legend')).toHaveTextContent(
        /^Blobs$/,
      );
      await user.click(within(radio).getByRole('radio', { name: 'Female' }));
      await user.click(
        within(screen.getByRole('group', { name: 'Blobs' })).getByRole('radio', { name: 'Male' }),
      );
      await user.click(
        within(screen.getByRole('group', { name: 'Rectangles' })).getByRole('radio', { name: 'Female' }),
      );
      // Phones get the native select.
      await user.selectOptions(screen.getByRole('combobox', { name: 'Dropdown' }), 'male');
      await user.click(
        within(screen.getByRole('group', { name: 'Several' })).getByRole('checkbox', { name: 'Female' }),
      );
      await user.click(screen.getByRole('switch', { name: 'Texts' }));
      await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
      await waitFor(() => expect(flow.saved()).toHaveLength(1));
      expect(flow.saved()[0]?.fieldResponses.map((response) => response.value)).toEqual([
        'female',
        'male',
        'female',
        'male',
        ['female'],
        true,
      ]);
    },
  );

  it('clamps a typed slider amount and says so (SliderErrorMessageModal, "TRY AGAIN")', SLOW, async () => {
    const { user } = open([
      buildForm([
        title('Coverage'),
        input('inputSlider', 'amount', {
          label: 'Coverage amount',
          value: 100000,
          increment: 50000,
          ticks: [
            { value: 50000, label: '$50K' },
            { value: 1000000, label: '$1M' },
          ],
          maxErrorMessage: 'We cover up to $1,000,000.',
        }),
      ]),
    ]);
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '2000000{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sorry, high-roller...' });
    expect(dialog).toHaveTextContent('We cover up to $1,000,000.');
    await user.click(within(dialog).getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The page stays hidden from screen readers until the modal has faded out.
    expect(await screen.findByRole('slider', { name: 'Coverage amount' })).toHaveValue('1000000');
    await user.clear(amount);
    await user.type(amount, '10{Enter}');
    const low = await screen.findByRole('dialog', { name: "Hmm, let's get some meat on those bones" });
    await user.click(within(low).getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByRole('slider', { name: 'Coverage amount' })).toHaveValue('50000');
  });

  it("runs a modal form's hidden button when the overlay is dismissed with Escape", SLOW, async () => {
    const { user, router } = open([
      buildForm(
        [
          title('A quick note'),
          button('ok', [link('/account')], { text: 'OK' }),
          button('dismissed', [link('/customer-support')], { text: 'hidden', style: 'hidden' }),
        ],
        { layout: 'modal' },
      ),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'A quick note' });
    expect(within(dialog).queryByRole('button', { name: 'hidden' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-support'));
  });

  it('finishes a terminal form that a running chain brought, once that chain has ended', SLOW, async () => {
    const { user, router } = open([
      buildForm([
        title('Almost'),
        button('continue', [api('nextForm')], { text: 'CONTINUE', primary: true }),
      ]),
      buildForm(
        [
          title('Sorry'),
          button('go', [api('finishFlow', [arg('link', '/customer-support')])], { text: 'OK' }),
        ],
        { layout: 'terminal' },
      ),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Almost' });
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-support'));
  });

  it('finishes a terminal form at once with its first button', SLOW, async () => {
    const { router } = open([
      buildForm(
        [
          title('Sorry'),
          button('go', [api('finishFlow', [arg('link', '/customer-support')])], { text: 'OK' }),
        ],
        { layout: 'terminal' },
      ),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-support'));
  });

  describe('the trivia (underwriting-results)', () => {
    const question = {
      id: 'q1',
      prompt: 'How long does traditional underwriting take?',
      choices: [
        { id: 'a', text: 'A day' },
        { id: 'b', text: '3 to 6 weeks' },
      ],
      correctChoiceId: 'b',
      explanation: 'Medical exams and records take weeks.',
    };
    const trivia = buildForm(
      [
        button(
          'underwriting-results-button',
          [api('nextForm', [arg('action', 'formAction', 'formAction')])],
          {
            text: 'SEE MY RESULTS',
          },
        ),
        button('underwriting-results-timeout-button', [api('nextForm', [arg('action', 'failed')])], {
          text: 'CONTINUE',
        }),
      ],
      { layout: 'trivia', slug: 'underwriting-results' },
    );
    const results = (slug: string, heading: string) => buildForm([title(heading)], { slug });
    const byAction = (index: number, criteria: { action?: string | null } | null) =>
      index > 0
        ? null
        : (({ ad_only: 1, failed: 2 } as Record<string, number>)[criteria?.action ?? ''] ?? null);

    it(
      'asks a question after the intro, says Correct! or Sorry!, then shows the banner and goes on with the outcome',
      { timeout: 25_000 },
      async () => {
        // Not decided for the first three asks (DYNAMIC_FORMS_POLLING: asked again 2 s later).
        let asked = 0;
        const submits = answer('SubmitApplication', () => {
          asked += 1;
          return {
            requestNewBusiness:
              asked <= 3
                ? {
                    insuranceApplication: null,
                    error: { code: 'DYNAMIC_FORMS_POLLING', message: 'Not yet', fields: [] },
                  }
                : {
                    insuranceApplication: { id: 'app-1', result: 'accepted', outcome: 'ad_only' },
                    error: null,
                  },
          };
        });
        answer('TriviaQuestions', () => ({ triviaQuestions: [question, { ...question, id: 'q2' }] }));
        const { user, flow } = open(
          [trivia, results('underwriting-result-ad-only', 'Good news'), results('failed', 'Timed out')],
          { next: byAction },
        );
        await screen.findByRole('heading', { level: 1, name: "Let's get started!" });
        await screen.findByRole('heading', { level: 1, name: question.prompt }, { timeout: 5000 });
        await user.click(screen.getByRole('button', { name: 'A day' }));
        await screen.findByRole('heading', { level: 1, name: 'Sorry!' }, { timeout: 4000 });
        expect(screen.getByText('The answer is: 3 to 6 weeks')).toBeInTheDocument();
        expect(screen.getByText(question.explanation)).toBeInTheDocument();
        expect(screen.queryByText('YOUR QUOTE IS READY')).toBeNull();
        await screen.findByText('YOUR QUOTE IS READY', {}, { timeout: 4000 });
        await screen.findByRole('heading', { level: 1, name: 'Good news' }, { timeout: 6000 });
        expect(submits).toHaveLength(4);
        expect(flow.fetches.at(-1)).toMatchObject({ input: { criteria: { action: 'ad_only' } } });
      },
    );

    it(
      'asks nothing when the decision is already made: YOUR QUOTE IS READY, then on with the outcome',
      SLOW,
      async () => {
        answer('SubmitApplication', () => ({
          requestNewBusiness: {
            insuranceApplication: { id: 'app-1', result: 'accepted', outcome: 'ad_only' },
            error: null,
          },
        }));
        answer('TriviaQuestions', () => ({ triviaQuestions: [question, { ...question, id: 'q2' }] }));
        const { flow } = open(
          [trivia, results('underwriting-result-ad-only', 'Good news'), results('failed', 'Timed out')],
          { next: byAction },
        );
        await screen.findByRole('heading', { level: 1, name: 'That was quick!' });
        expect(screen.getByText('YOUR QUOTE IS READY')).toBeInTheDocument();
        expect(screen.queryByText(/Tap an answer/)).toBeNull();
        await screen.findByRole('heading', { level: 1, name: 'Good news' }, { timeout: 6000 });
        expect(screen.queryByRole('heading', { name: question.prompt })).toBeNull();
        expect(flow.fetches.at(-1)).toMatchObject({ input: { criteria: { action: 'ad_only' } } });
      },
    );

    it(
      'asks before leaving the trivia (ExitTriviaWarningModal): STAY keeps it, LEAVE goes home',
      SLOW,
      async () => {
        answer('SubmitApplication', () => ({
          requestNewBusiness: {
            insuranceApplication: null,
            error: { code: 'DYNAMIC_FORMS_POLLING', message: 'Not yet', fields: [] },
          },
        }));
        answer('TriviaQuestions', () => ({ triviaQuestions: [question] }));
        const { user, router } = open([trivia], { next: byAction });
        await screen.findByRole('heading', { level: 1, name: "Let's get started!" });
        await user.click(screen.getByRole('button', { name: 'Leave' }));
        let dialog = await screen.findByRole('dialog', { name: 'Leave before your quote is ready?' });
        await user.click(within(dialog).getByRole('button', { name: 'STAY' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(router.state.location.pathname).toBe('/flow/test-flow');
        await user.click(screen.getByRole('button', { name: 'Leave' }));
        dialog = await screen.findByRole('dialog', { name: 'Leave before your quote is ready?' });
        await user.click(within(dialog).getByRole('button', { name: 'LEAVE' }));
        await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      },
    );

    it('runs the time-out button when the decision fails', SLOW, async () => {
      answer('SubmitApplication', () => ({
        requestNewBusiness: {
          insuranceApplication: null,
          error: { code: 'INTERVIEW_INCOMPLETE', message: 'Please answer every question.', fields: [] },
        },
      }));
      answer('TriviaQuestions', () => ({ triviaQuestions: [] }));
      open([trivia, results('underwriting-result-ad-only', 'Good news'), results('failed', 'Timed out')], {
        next: byAction,
      });
      await screen.findByRole('heading', { level: 1, name: 'Timed out' }, { timeout: 8000 });
    });

    it('shows the unscheduled maintenance screen when underwriting is offline', SLOW, async () => {
      answer('SubmitApplication', () => ({
        requestNewBusiness: {
          insuranceApplication: null,
          error: { code: 'UNDERWRITING_DISABLED', message: 'Offline', fields: [] },
        },
      }));
      answer('TriviaQuestions', () => ({ triviaQuestions: [question] }));
      open([trivia], { next: byAction });
      await screen.findByRole('heading', { level: 1, name: 'Be back soon!' });
      useServiceStore.getState().setUnderwritingOffline(false);
    });
  });

  it('shows the profile review with the SSN masked, and edits an answer from it', SLOW, async () => {
    const SUBTITLE = 'Before moving on, please confirm the information you’ve provided is correct.';
    const row = (key: string, label: string, value: string) => ({
      key,
      type: 'listRow',
      content: {
        leadingColumn: { text: label, subtext: value },
        trailingColumn: { icon: 'edit' },
        actions: [api('setFormAction', [arg('action', `edit:${key}`)]), api('nextForm')],
      },
    });
    const { user, flow } = open(
      [
        buildForm(
          [
            title('Verify & continue'),
            { key: 'subtitle', type: 'text', content: { text: SUBTITLE, typography: 'subtitle' } },
            row('insurance-profile-name', 'Name', 'Ann Q Lee'),
            row('insurance-profile-ssn', 'Taxpayer ID Number', '123-45-6789'),
            button('verify', [api('finishFlow')], { text: 'Verify & continue', primary: true }),
          ],
          { slug: 'insurance-profile-review-screen', layout: 'profileReview' },
        ),
        buildForm([title('Your name')], { slug: 'insurance-profile-name' }),
      ],
      { next: (index) => (index === 0 ? 1 : null) },
    );
    await screen.findByRole('heading', { level: 1, name: 'Verify & continue' });
    // Once, in the header, though the form also sends it.
    expect(screen.getAllByText(SUBTITLE)).toHaveLength(1);
    expect(screen.getByText('***-**-****')).toBeInTheDocument();
    expect(screen.queryByText('123-45-6789')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Name' }));
    await screen.findByRole('heading', { level: 1, name: 'Your name' });
    expect(flow.fetches.at(-1)).toMatchObject({
      input: { direction: 'NEXT', criteria: { action: 'edit:insurance-profile-name' } },
    });
  });

  it('shows a general error for an unexpected failure', SLOW, async () => {
    const { user } = open([
      buildForm([
        title('Apply'),
        button('go', [api('executeGroupApi', [arg('group', 'nope')])], { text: 'GO' }),
      ]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'GO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oops. There was an error.' });
    expect(dialog).toHaveTextContent('STANDARD_ERROR');
  });
});

describe('the intentional loader', () => {
  it('grows for 12 s with two messages 6 s apart, then runs its button', SLOW, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { router } = open([
        buildForm(
          [
            button('intentional-loader-button', [link('/customer-support')], {
              text: 'hidden',
              style: 'hidden',
            }),
          ],
          { slug: 'intentional-loader', layout: 'loader' },
        ),
      ]);
      await screen.findByText("Good things take time—we're planting the seeds of your coverage.");
      await act(() => vi.advanceTimersByTimeAsync(6000));
      expect(
        screen.getByText('Your protection is almost fully grown—just wrapping up the final steps.'),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/flow/test-flow');
      await act(() => vi.advanceTimersByTimeAsync(6000));
      await waitFor(() => expect(router.state.location.pathname).toBe('/customer-support'));
    } finally {
      vi.useRealTimers();
    }
  });
});

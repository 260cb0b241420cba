// createResponse: what it sends, refused fields, and one round trip per press (the next form in the
// same answer).
import { describe, expect, it, vi } from 'vitest';
import type { Form } from '@wysh/forms/protocol';
import { api, arg } from '../../../../../testing/flow-builders';
import { session, nextForm, setup, lastModal } from '../runner-test-setup';

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
    expect(screen.state.errors['first-name']).toEqual(['alphabetical']);
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
    expect(screen.state.errors['email']).toEqual(['email']);
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

describe('one round trip per press', () => {
  const moved = session({ formIndex: 3, currentFormSlug: 'two' });
  const saved = (next: {
    form: Form | null;
    error: { code: string; message: string; fields: [] } | null;
  }) => ({
    flowSession: next.error ? session() : moved,
    validationErrors: [],
    error: null,
    next: { ...next, flowSession: next.error ? null : moved },
  });

  it('asks createResponse for the next form when nextForm follows it, and shows it without fetchForm', async () => {
    const { runner, deps, screen } = setup();
    deps.api.createResponse.mockResolvedValueOnce(saved({ form: nextForm, error: null }));
    expect(
      await runner.run([
        api('setFormAction', [arg('action', 'skip')]),
        api('createResponse'),
        api('nextForm'),
      ]),
    ).toBe('done');
    expect(deps.api.createResponse.mock.calls[0]?.[0]).toMatchObject({
      next: true,
      criteria: { action: 'skip', formScope: null, flowScope: 'NEW_POLICY' },
    });
    expect(deps.api.fetchForm).not.toHaveBeenCalled();
    expect(screen.form?.slug).toBe('two');
    expect(screen.session).toEqual(moved);
  });

  it('does not ask for the next form when nextForm does not follow', async () => {
    const { runner, deps } = setup();
    await runner.run([api('createResponse'), api('showSuccessOverlay'), api('nextForm')]);
    expect(deps.api.createResponse.mock.calls[0]?.[0]).not.toHaveProperty('next');
    expect(deps.api.fetchForm).toHaveBeenCalledTimes(1);
  });

  it('carries on with fetchForm NEXT, after the first delay, while the next form is still being made', async () => {
    vi.useFakeTimers();
    const { runner, deps, screen } = setup();
    deps.api.createResponse.mockResolvedValueOnce(
      saved({ form: null, error: { code: 'DYNAMIC_FORMS_POLLING', message: 'Not yet', fields: [] } }),
    );
    const running = runner.run([api('createResponse'), api('nextForm')]);
    await vi.advanceTimersByTimeAsync(499);
    expect(deps.api.fetchForm).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await running).toBe('done');
    expect(deps.api.fetchForm).toHaveBeenCalledTimes(1);
    expect(deps.api.fetchForm.mock.calls[0]?.[0]).toMatchObject({
      direction: 'NEXT',
      currentFormIdentifier: 'one',
    });
    expect(screen.form?.slug).toBe('two');
  });

  it('shows a refused move as a failure, the answers being saved', async () => {
    const { runner, deps, screen } = setup();
    deps.api.createResponse.mockResolvedValueOnce(
      saved({
        form: null,
        error: { code: 'FORM_OUT_OF_DATE', message: 'This page is out of date.', fields: [] },
      }),
    );
    expect(await runner.run([api('createResponse'), api('nextForm')])).toBe('failed');
    expect(lastModal(deps)).toMatchObject({
      name: 'GeneralErrorModal',
      props: { error: { code: 'FORM_OUT_OF_DATE' } },
    });
    expect(deps.api.fetchForm).not.toHaveBeenCalled();
    expect(screen.form?.slug).toBe('one');
  });
});

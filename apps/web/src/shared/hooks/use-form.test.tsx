// What the fixed forms promise a person, pinned on the hook itself (the pages' tests cover each form): a field
// is checked when left (unless it waits for the submit), typing clears its problem, a problem already shown
// stays on blur, the submit checks everything and focuses the first problem in the form's order without losing
// what was typed, server field errors land on known fields only. Whatever replaces the hook must keep these.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstProblem, validateMustMatch, validateRequired } from '@wysh/domain/validation';
import { TextField } from '../components/form/fields';
import { renderWithProviders } from '../../testing/render';
import { useForm } from './use-form';

type Values = { email: string; password: string; confirmation: string };

const validators = {
  email: ({ email }: Values) => validateRequired(email),
  password: ({ password }: Values) => validateRequired(password),
  confirmation: ({ password, confirmation }: Values) =>
    firstProblem(validateRequired(confirmation), validateMustMatch(confirmation, password)),
};

function Probe({ serverErrors = [] }: { serverErrors?: Array<{ field: string; message: string }> }) {
  const form = useForm<Values>({
    initialValues: { email: '', password: '', confirmation: '' },
    validators,
    skipBlur: ['confirmation'],
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (form.validateAll()) form.applyFieldErrors(serverErrors);
      }}
    >
      <TextField field={form.text('email')} label="Email" />
      <TextField field={form.text('password')} label="Password" />
      <TextField field={form.text('confirmation')} label="Confirmation" />
      <output>{form.dirty ? 'dirty' : 'clean'}</output>
      <button type="submit">SEND</button>
    </form>
  );
}

describe('useForm (the fixed forms)', () => {
  it('checks a field when it is left, and typing clears its problem', async () => {
    const { user } = renderWithProviders(<Probe />);
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });

  it('lets a field marked skipBlur wait for the submit', async () => {
    const { user } = renderWithProviders(<Probe />);
    await user.type(screen.getByLabelText('Confirmation'), 'x');
    await user.tab();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('on submit checks every field, focuses the first problem in order and keeps what was typed', async () => {
    const { user } = renderWithProviders(<Probe />);
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.type(screen.getByLabelText('Confirmation'), 'other');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Confirmation')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
    expect(screen.getByLabelText('Confirmation')).toHaveValue('other');
    expect(screen.getByRole('status')).toHaveTextContent('dirty');
  });

  it('keeps a problem already shown when the field is left again', async () => {
    const serverErrors = [{ field: 'password', message: 'Must be at least 12 characters' }];
    const { user } = renderWithProviders(<Probe serverErrors={serverErrors} />);
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirmation'), 'short');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Must be at least 12 characters');
  });

  it('puts server errors on known fields only', async () => {
    const serverErrors = [
      { field: 'nickname', message: 'Required' },
      { field: 'confirmation', message: 'Passwords do not match' },
    ];
    const { user } = renderWithProviders(<Probe serverErrors={serverErrors} />);
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirmation'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(screen.getByLabelText('Confirmation')).toHaveFocus();
    expect(screen.getByLabelText('Confirmation')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getAllByText(/Required|Passwords do not match/)).toHaveLength(1);
  });

  it('is clean until something is typed', () => {
    renderWithProviders(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('clean');
  });
});

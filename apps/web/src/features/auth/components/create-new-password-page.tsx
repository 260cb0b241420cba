// /create-new-password/{token}: the page the reset e-mail links to. A new password and its confirmation; on
// success any session on this device ends (the server ended them all) and the person logs in again.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  firstProblem,
  validateMustMatch,
  validatePasswordLength,
  validateRequired,
} from '@wysh/domain/validation';
import { KeyIcon } from '../../../shared/components/account-icons';
import { Button } from '../../../shared/components/button';
import { FormAlert, PasswordField } from '../../../shared/components/form/fields';
import { FormPage } from '../../../shared/components/form-page';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useForm } from '../../../shared/hooks/use-form';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { useAuthStore } from '../../../shared/stores/auth';
import { useResetForgottenPassword } from '../api/reset-forgotten-password';
import formStyles from '../../../shared/components/form/form.module.css';

type Values = { password: string; passwordConfirmation: string };

const validators = {
  password: ({ password }: Values) =>
    firstProblem(validateRequired(password), validatePasswordLength(password)),
  passwordConfirmation: ({ password, passwordConfirmation }: Values) =>
    firstProblem(validateRequired(passwordConfirmation), validateMustMatch(passwordConfirmation, password)),
};

/** Failures that belong to a field rather than to the form. */
const FIELD_OF_CODE: Record<string, keyof Values> = {
  PASSWORD_MISMATCH: 'passwordConfirmation',
  PASSWORD_PREVIOUSLY_USED: 'password',
  CANNOT_REUSE_PASSWORD: 'password',
};

export function CreateNewPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('createNewPassword.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: { password: '', passwordConfirmation: '' },
    validators,
    skipBlur: ['passwordConfirmation'],
  });
  const reset = useResetForgottenPassword();
  const [failure, setFailure] = useState<{ code: string | null; text: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (reset.isPending || !form.validateAll()) return;
    reset.mutate(
      { token, ...form.values },
      {
        onSuccess: () => {
          useAuthStore.getState().reset({ signedOut: true });
          void navigate('/login', { replace: true, state: { notice: 'passwordChanged' } });
        },
        onError: (error) => {
          const { code, message, fields } = failureOf(error);
          const field = code ? FIELD_OF_CODE[code] : undefined;
          if (field) {
            form.applyFieldErrors([{ field, message: errorText({ code, message }, t) }]);
          } else if (!form.applyFieldErrors(fields)) {
            setFailure({ code, text: errorText({ code, message }, t) });
          }
        },
      },
    );
  };

  const linkDead = failure?.code === 'TOKEN_INVALID' || failure?.code === 'TOKEN_PURPOSE_MISMATCH';

  return (
    <FormPage
      title={t('createNewPassword.title')}
      icon={<KeyIcon />}
      lead={<p>{t('createNewPassword.lead')}</p>}
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <PasswordField
          field={form.text('password')}
          label={t('createNewPassword.password')}
          hint={t('form.passwordHint')}
          autoComplete="new-password"
          required
        />
        <PasswordField
          field={form.text('passwordConfirmation')}
          label={t('createNewPassword.confirmation')}
          autoComplete="new-password"
          required
        />
        {failure ? (
          <FormAlert>
            {failure.text}{' '}
            {linkDead ? <Link to="/forgot-password">{t('createNewPassword.newLink')}</Link> : null}
          </FormAlert>
        ) : null}
        <Button type="submit" block aria-disabled={reset.isPending || undefined}>
          {t('createNewPassword.submit')}
        </Button>
      </form>
    </FormPage>
  );
}

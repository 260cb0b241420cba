// Create account (spec 000 §2): e-mail, password, newsletter (ticked by default), the over-18 attestation and
// the terms and privacy links; 'CONFIRM INFO AND CONTINUE'. An address that has an account opens
// ExistingAccountModal. Then the honesty pledge and the eligibility checklist, or a journey's next step.
import { useState, type FormEvent, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import {
  firstProblem,
  validateAttestedOver18,
  validateEmail,
  validatePasswordLength,
  validateRequired,
} from '@wysh/domain/validation';
import { Button } from '../../../shared/components/button';
import { CheckboxField, FormAlert, PasswordField, TextField } from '../../../shared/components/form/fields';
import { FormPage } from '../../../shared/components/form-page';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useForm } from '../../../shared/hooks/use-form';
import { errorText } from '../../../shared/lib/error-text';
import { redirectFrom, withRedirect } from '../../../shared/lib/redirect';
import { failureOf } from '../../../shared/lib/user-error';
import { journeyNext } from '../../../shared/journeys/navigation';
import { openModal } from '../../../shared/stores/modal';
import { useRegisterUser } from '../api/register-user';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './registration.module.css';

type Values = { email: string; password: string; newsletter: boolean; attestedOver18: boolean };

const validators = {
  email: ({ email }: Values) => firstProblem(validateRequired(email), validateEmail(email)),
  password: ({ password }: Values) =>
    firstProblem(validateRequired(password), validatePasswordLength(password)),
  attestedOver18: ({ attestedOver18 }: Values) => validateAttestedOver18(attestedOver18),
};

export const HONESTY_PLEDGE_PATH = '/onboarding/honesty-pledge';

export function CreateAccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('createAccount.title'));
  const navigate = useNavigate();
  const { search } = useLocation();
  const redirect = redirectFrom(search);
  const form = useForm<Values>({
    initialValues: { email: '', password: '', newsletter: true, attestedOver18: false },
    validators,
  });
  const create = useRegisterUser();
  const [failure, setFailure] = useState<string | null>(null);
  const loginPath = withRedirect('/login', redirect);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (create.isPending || !form.validateAll()) return;
    const email = form.values.email.trim();
    create.mutate(
      { ...form.values, email },
      {
        onSuccess: () => {
          // In a journey, its next step (the phone); otherwise the honesty pledge.
          const destination = journeyNext();
          void navigate(destination?.to ?? withRedirect(HONESTY_PLEDGE_PATH, redirect), {
            replace: true,
            state: destination?.state,
          });
        },
        onError: (error) => {
          const { code, message, fields } = failureOf(error);
          if (code === 'EMAIL_ALREADY_TAKEN') {
            openModal('ExistingAccountModal', { email, loginPath });
          } else if (!form.applyFieldErrors(fields)) {
            setFailure(errorText({ code, message }, t));
          }
        },
      },
    );
  };

  const toLogin = (event: MouseEvent) => {
    if (!form.dirty) return;
    event.preventDefault();
    openModal('ExitRegistrationModal', { to: loginPath });
  };

  return (
    <FormPage
      title={t('createAccount.title')}
      lead={<p>{t('createAccount.lead')}</p>}
      footer={
        <p>
          {t('createAccount.haveAccount')}{' '}
          <Link to={loginPath} onClick={toLogin}>
            {t('createAccount.login')}
          </Link>
        </p>
      }
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField
          field={form.text('email')}
          label={t('form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          markRequired
        />
        <PasswordField
          field={form.text('password')}
          label={t('form.password')}
          hint={t('form.passwordHint')}
          autoComplete="new-password"
          required
          markRequired
        />
        <CheckboxField field={form.checkbox('attestedOver18')} required markRequired>
          {t('createAccount.over18')}
        </CheckboxField>
        <CheckboxField field={form.checkbox('newsletter')}>{t('createAccount.newsletter')}</CheckboxField>
        <p className={styles.legal}>
          <Trans
            i18nKey="createAccount.legal"
            components={{
              terms: <Link to="/disclosure/terms-of-service" />,
              privacy: <Link to="/disclosure/privacy-policy" />,
            }}
          />
        </p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Button type="submit" block aria-disabled={create.isPending || undefined}>
          {t('createAccount.submit')}
        </Button>
      </form>
    </FormPage>
  );
}

// /forgot-password: ask for a reset link, then "check your email". Sending again waits out a 60-second
// countdown (ResetPasswordModal).
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { firstProblem, validateEmail, validateRequired } from '@wysh/domain/validation';
import { Button, ButtonLink } from '../../../shared/components/button';
import { FormAlert, TextField } from '../../../shared/components/form/fields';
import { FormPage, useFocusTitleOnMount } from '../../../shared/components/form-page';
import { MailIcon } from '../../../shared/components/account-icons';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useForm } from '../../../shared/hooks/use-form';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';
import { useInitiatePasswordReset } from '../api/initiate-password-reset';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './auth-pages.module.css';

const validators = {
  email: ({ email }: { email: string }) => firstProblem(validateRequired(email), validateEmail(email)),
};

function LinkSent({ email }: { email: string }) {
  const { t } = useTranslation();
  usePageTitle(t('forgotPassword.sent.title'));
  useFocusTitleOnMount();
  return (
    <FormPage
      title={t('forgotPassword.sent.title')}
      icon={<MailIcon />}
      lead={
        <>
          <p className={styles.sent}>{t('forgotPassword.sent.body', { email })}</p>
          <p>{t('forgotPassword.sent.expiry')}</p>
        </>
      }
    >
      <div className={styles.actions}>
        <ButtonLink to="/login" state={{ email }} block>
          {t('forgotPassword.sent.login')}
        </ButtonLink>
        <Button variant="secondary" block onClick={() => openModal('ResetPasswordModal')}>
          {t('forgotPassword.sent.resend')}
        </Button>
      </div>
    </FormPage>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('forgotPassword.title'));
  const { state } = useLocation() as { state: { email?: string } | null };
  const form = useForm({ initialValues: { email: state?.email ?? '' }, validators });
  const request = useInitiatePasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending || !form.validateAll()) return;
    request.mutate(form.values.email, {
      onSuccess: () => setSentTo(form.values.email.trim()),
    });
  };

  if (sentTo !== null) return <LinkSent email={sentTo} />;

  return (
    <FormPage
      title={t('forgotPassword.title')}
      lead={<p>{t('forgotPassword.lead')}</p>}
      footer={<Link to="/login">{t('forgotPassword.backToLogin')}</Link>}
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
        />
        {request.isError ? <FormAlert>{errorText(failureOf(request.error), t)}</FormAlert> : null}
        <Button type="submit" block aria-disabled={request.isPending || undefined}>
          {t('forgotPassword.submit')}
        </Button>
      </form>
    </FormPage>
  );
}

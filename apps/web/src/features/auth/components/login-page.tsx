// /login: e-mail and password. A verified session goes on to the remembered path; an identified one first
// proves it is the person with a code sent to their phone (verify-session), or adds a phone when there is none.
// The pre-verified data (which names that phone) starts loading as soon as the session exists. The code that
// adopts the session and loads that data is fetched on submit, beside the sign-in: not part of the first visit.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { firstProblem, validateEmail, validateRequired } from '@wysh/domain/validation';
import { Button } from '../../../shared/components/button';
import { FormAlert, FormNotice, PasswordField, TextField } from '../../../shared/components/form/fields';
import { FormPage } from '../../../shared/components/form-page';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useForm } from '../../../shared/hooks/use-form';
import { DEFAULT_SIGNED_IN_PATH, redirectFrom, withRedirect } from '../../../shared/lib/redirect';
import { useAuthStore } from '../../../shared/stores/auth';
import { signIn } from '../api/sign-in';
import { handleLoginFailure } from './login-failure';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './auth-pages.module.css';

export type LoginNotice = 'passwordChanged' | 'idle' | 'accountClosed' | 'sessionEnded';

const NOTICE_KEYS = {
  passwordChanged: 'login.notice.passwordChanged',
  idle: 'login.notice.idle',
  accountClosed: 'login.notice.accountClosed',
  sessionEnded: 'login.notice.sessionEnded',
} as const satisfies Record<LoginNotice, string>;

interface LoginState {
  email?: string;
  notice?: LoginNotice;
}

const validators = {
  email: ({ email }: { email: string }) => firstProblem(validateRequired(email), validateEmail(email)),
  password: ({ password }: { password: string }) => validateRequired(password),
};

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { search, state } = useLocation() as { search: string; state: LoginState | null };
  const form = useForm({ initialValues: { email: state?.email ?? '', password: '' }, validators });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const redirect = redirectFrom(search);
  const expired = useAuthStore((store) => store.expired);
  const notice = state?.notice ?? (expired ? 'sessionEnded' : null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    if (!form.validateAll()) return;
    setPending(true);
    const adopting = import('../../../shared/auth/adopt-session');
    try {
      const [tokens, { adoptSession }] = await Promise.all([signIn(form.values), adopting]);
      const target = redirect ?? useAuthStore.getState().redirectPath ?? DEFAULT_SIGNED_IN_PATH;
      adoptSession(queryClient, tokens);
      await navigate(tokens.authLevel === 'verified' ? target : withRedirect('/verify-session', target), {
        replace: true,
      });
    } catch (error) {
      setFailure(handleLoginFailure(error, form.values.email, t));
      form.setValue('password', '');
      setPending(false);
    }
  };

  return (
    <FormPage
      title={t('login.title')}
      lead={<p>{t('login.lead')}</p>}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to={withRedirect('/create-account', redirect)}>{t('login.createAccount')}</Link>
        </p>
      }
    >
      <form className={formStyles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {notice ? <FormNotice>{t(NOTICE_KEYS[notice])}</FormNotice> : null}
        <TextField
          field={form.text('email')}
          label={t('form.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <PasswordField
          field={form.text('password')}
          label={t('form.password')}
          autoComplete="current-password"
          required
        />
        <p className={styles.aside}>
          <Link to="/forgot-password" state={{ email: form.values.email }}>
            {t('login.forgotPassword')}
          </Link>
        </p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Button type="submit" block aria-disabled={pending || undefined}>
          {pending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </FormPage>
  );
}

// The views of the sandbox Link's steps: pure, driven by the container (sandbox-link-modal.tsx). Each step's
// heading takes focus as it appears, so a screen reader hears where the person is; refusals are announced.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FormAlert, PasswordField, TextField } from '../../../shared/components/form/fields';
import type { LinkAccount, LinkInstitution } from '../lib/sandbox-link-api';
import styles from './bank-link.module.css';

function StepHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 ref={heading} tabIndex={-1} className={styles.stepTitle}>
      {children}
    </h3>
  );
}

/** A text input's binding for the shared fields. */
function useTextField(name: string) {
  const id = useId();
  const [value, setValue] = useState('');
  return {
    id: `${id}-${name}`,
    name,
    value,
    error: null,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
    onBlur: () => {},
  };
}

export function InstitutionStep({
  institutions,
  query,
  onQuery,
  onChoose,
}: {
  institutions: LinkInstitution[];
  query: string;
  onQuery: (query: string) => void;
  onChoose: (institution: LinkInstitution) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.step}>
      <StepHeading>{t('bankLink.modal.institution.title')}</StepHeading>
      <TextField
        field={{
          id: `${id}-search`,
          name: 'search',
          value: query,
          error: null,
          onChange: (event) => onQuery(event.target.value),
          onBlur: () => {},
        }}
        label={t('bankLink.modal.institution.search')}
        type="search"
        autoComplete="off"
      />
      {institutions.length === 0 ? (
        <p role="status">{t('bankLink.modal.institution.none', { query })}</p>
      ) : (
        <ul className={styles.choices} aria-label={t('bankLink.modal.institution.list')}>
          {institutions.map((institution) => (
            <li key={institution.institution_id}>
              <button type="button" className={styles.choice} onClick={() => onChoose(institution)}>
                {institution.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function CredentialsStep({
  institution,
  error,
  busy,
  onSubmit,
  onBack,
}: {
  institution: LinkInstitution;
  error: string | null;
  busy: boolean;
  onSubmit: (username: string, password: string) => void;
  onBack: (() => void) | null;
}) {
  const { t } = useTranslation();
  const username = useTextField('username');
  const password = useTextField('password');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(username.value, password.value);
  };
  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-busy={busy}>
      <StepHeading>{t('bankLink.modal.signIn.title', { bank: institution.name })}</StepHeading>
      <p className={styles.hint}>{t('bankLink.modal.signIn.hint')}</p>
      <TextField
        field={username}
        label={t('bankLink.modal.signIn.username')}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
      />
      <PasswordField field={password} label={t('bankLink.modal.signIn.password')} autoComplete="off" />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy || !username.value || !password.value}>
          {busy ? t('bankLink.modal.working') : t('bankLink.modal.submit')}
        </Button>
        {onBack ? (
          <Button variant="quiet" onClick={onBack} disabled={busy}>
            {t('bankLink.modal.back')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function MfaStep({
  error,
  busy,
  onSubmit,
}: {
  error: string | null;
  busy: boolean;
  onSubmit: (code: string) => void;
}) {
  const { t } = useTranslation();
  const code = useTextField('code');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(code.value);
  };
  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-busy={busy}>
      <StepHeading>{t('bankLink.modal.mfa.title')}</StepHeading>
      <p className={styles.hint}>{t('bankLink.modal.mfa.hint')}</p>
      <TextField
        field={code}
        label={t('bankLink.modal.mfa.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy || !code.value}>
          {busy ? t('bankLink.modal.working') : t('bankLink.modal.submit')}
        </Button>
      </div>
    </form>
  );
}

export function AccountStep({
  accounts,
  error,
  busy,
  onSubmit,
}: {
  accounts: LinkAccount[];
  error: string | null;
  busy: boolean;
  onSubmit: (accountId: string) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && picked) onSubmit(picked);
  };
  return (
    <form className={styles.step} onSubmit={submit} noValidate aria-busy={busy}>
      <StepHeading>{t('bankLink.modal.account.title')}</StepHeading>
      <fieldset className={styles.accounts}>
        <legend className="visually-hidden">{t('bankLink.modal.account.title')}</legend>
        {accounts.map((account) => (
          <label key={account.id} className={styles.account}>
            <input
              type="radio"
              name={name}
              value={account.id}
              checked={picked === account.id}
              onChange={() => setPicked(account.id)}
            />
            <span>
              {account.name}{' '}
              <span className={styles.muted}>{t('bankLink.mask', { mask: account.mask })}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy || !picked}>
          {busy ? t('bankLink.modal.working') : t('bankLink.modal.continue')}
        </Button>
      </div>
    </form>
  );
}

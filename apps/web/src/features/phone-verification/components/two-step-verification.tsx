// Two-step verification (spec 000 §2, 001 §2.13 and §4.10): "Text my code" or "Call me with my code" with the
// SMS terms, then the 6-digit code ("Your code is on the way", "Didn't receive verification code?" opening
// ResendCodeModal). An expired code turns the modal into "Your code's expired". The code verifies the number
// it went to (verifyOtp), or, for a session check with the account's active number, the session
// (verifySession).
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import {
  VERIFICATION_CODE_LENGTH,
  firstProblem,
  validateRequired,
  validateVerificationCode,
} from '@wysh/domain/validation';
import { MobileIcon } from '../../../shared/components/account-icons';
import { Button } from '../../../shared/components/button';
import { FormAlert, FormNotice, TextField } from '../../../shared/components/form/fields';
import { FormPage, useFocusTitleOnMount } from '../../../shared/components/form-page';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useForm } from '../../../shared/hooks/use-form';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';
import type { PhoneChoice } from '../api/phone-numbers';
import { useRequestOtp, type Channel } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useVerifySession } from '../api/verify-session';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './phone-verification.module.css';

interface Props {
  phone: PhoneChoice;
  /** "phone": verify this number (and the session); "session": check the session with the active number. */
  verifyWith: 'phone' | 'session';
  /** Runs once the session is verified (its tokens are stored already). */
  onVerified: () => void;
}

/** Failures that concern the code itself: shown on the field, which is emptied for another try. */
const CODE_FIELD_ERRORS = {
  ACCESS_CODE_INCORRECT: 'errors.code.access_code_incorrect',
  ACCESS_CODE_EXPIRED: 'errors.code.access_code_expired',
  // After too many wrong codes the code is retired: a new one is needed.
  UNSUCCESSFUL_SESSION_VERIFICATION: 'verification.code.tooManyTries',
} as const;

function codeFieldError(code: string | null) {
  return code !== null && code in CODE_FIELD_ERRORS
    ? CODE_FIELD_ERRORS[code as keyof typeof CODE_FIELD_ERRORS]
    : null;
}

const validators = {
  code: ({ code }: { code: string }) => firstProblem(validateRequired(code), validateVerificationCode(code)),
};

function ChooseChannel({ phone, onSent }: { phone: PhoneChoice; onSent: (channel: Channel) => void }) {
  const { t } = useTranslation();
  usePageTitle(t('verification.title'));
  const request = useRequestOtp();
  const send = (channel: Channel) => {
    if (!request.isPending)
      request.mutate({ phoneNumberId: phone.id, channel }, { onSuccess: () => onSent(channel) });
  };
  return (
    <FormPage
      title={t('verification.title')}
      icon={<MobileIcon />}
      lead={<p>{t('verification.lead', { mask: phone.mask })}</p>}
    >
      <div className={styles.channels}>
        {request.isError ? <FormAlert>{errorText(failureOf(request.error), t)}</FormAlert> : null}
        <Button block onClick={() => send('SMS')} aria-disabled={request.isPending || undefined}>
          {t('verification.text')}
        </Button>
        <Button
          variant="secondary"
          block
          onClick={() => send('VOICE')}
          aria-disabled={request.isPending || undefined}
        >
          {t('verification.call')}
        </Button>
        <p className={styles.terms}>
          <Trans
            i18nKey="verification.smsTerms"
            components={{ terms: <Link to="/disclosure/sms-terms" /> }}
          />
        </p>
      </div>
    </FormPage>
  );
}

function EnterCode({ phone, verifyWith, channel, onVerified }: Props & { channel: Channel }) {
  const { t } = useTranslation();
  usePageTitle(t('verification.code.title'));
  useFocusTitleOnMount();
  const byPhone = useVerifyOtp(phone.id);
  const bySession = useVerifySession();
  const verify = verifyWith === 'session' ? bySession : byPhone;
  const form = useForm({ initialValues: { code: '' }, validators });
  const [failure, setFailure] = useState<string | null>(null);
  const [resentBy, setResentBy] = useState<Channel | null>(null);

  const submit = (code: string) => {
    setFailure(null);
    if (verify.isPending) return;
    verify.mutate(code, {
      onSuccess: onVerified,
      onError: (error) => {
        const { code: errorCode, message } = failureOf(error);
        const fieldKey = codeFieldError(errorCode);
        form.setValue('code', '');
        if (fieldKey) {
          form.applyFieldErrors([{ field: 'code', message: t(fieldKey) }]);
        } else {
          setFailure(errorText({ code: errorCode, message }, t));
        }
        if (errorCode === 'ACCESS_CODE_EXPIRED') openResend(true);
      },
    });
  };

  const openResend = (expired: boolean) =>
    openModal('ResendCodeModal', {
      phoneNumberId: phone.id,
      expired,
      onSent: (sent: Channel) => {
        setResentBy(sent);
        form.setValue('code', '');
        document.getElementById(form.text('code').id)?.focus();
      },
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validateAll()) submit(form.values.code);
  };

  const field = form.text('code');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
    form.setValue('code', digits);
    // Submitted as soon as it is complete (spec 001 §5).
    if (digits.length === VERIFICATION_CODE_LENGTH && digits !== form.values.code) submit(digits);
  };

  return (
    <FormPage
      title={t('verification.code.title')}
      icon={<MobileIcon />}
      lead={
        <p>
          {t(channel === 'VOICE' ? 'verification.code.leadVoice' : 'verification.code.leadSms', {
            mask: phone.mask,
          })}
        </p>
      }
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {resentBy ? (
          <FormNotice>
            {t(resentBy === 'VOICE' ? 'verification.code.resentVoice' : 'verification.code.resentSms')}
          </FormNotice>
        ) : null}
        <TextField
          field={{ ...field, onChange }}
          label={t('verification.code.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={VERIFICATION_CODE_LENGTH}
          className={styles.codeInput}
          required
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Button type="submit" block aria-disabled={verify.isPending || undefined}>
          {t('verification.code.submit')}
        </Button>
        <Button variant="quiet" onClick={() => openResend(false)}>
          {t('verification.code.resend')}
        </Button>
      </form>
    </FormPage>
  );
}

export function TwoStepVerification({ phone, verifyWith, onVerified }: Props) {
  const [channel, setChannel] = useState<Channel | null>(null);
  if (channel === null) {
    return <ChooseChannel phone={phone} onSent={setChannel} />;
  }
  return <EnterCode phone={phone} verifyWith={verifyWith} channel={channel} onVerified={onVerified} />;
}

// /create-phone: the phone number that will receive verification codes (a plain form for now; the
// server-driven version comes with a later issue). Then the code that verifies it (in a journey: its next step).
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import {
  firstProblem,
  usNationalNumber,
  validatePhoneNumber,
  validateRequired,
} from '@wysh/domain/validation';
import { MobileIcon } from '../../../shared/components/account-icons';
import { Button } from '../../../shared/components/button';
import { CheckboxField, FormAlert, TextField } from '../../../shared/components/form/fields';
import { FormPage } from '../../../shared/components/form-page';
import { useImmersive } from '../../../shared/hooks/use-immersive';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useForm } from '../../../shared/hooks/use-form';
import { errorText } from '../../../shared/lib/error-text';
import { redirectFrom, withRedirect } from '../../../shared/lib/redirect';
import { failureOf } from '../../../shared/lib/user-error';
import { journeyNext } from '../../../shared/journeys/navigation';
import { useCreatePhoneNumber } from '../api/create-phone-number';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './phone-verification.module.css';

type Values = { phoneNumber: string; smsMarketing: boolean };

const validators = {
  phoneNumber: ({ phoneNumber }: Values) =>
    firstProblem(validateRequired(phoneNumber), validatePhoneNumber(phoneNumber)),
};

export function CreatePhonePage() {
  const { t } = useTranslation();
  usePageTitle(t('createPhone.title'));
  useImmersive();
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useForm<Values>({ initialValues: { phoneNumber: '', smsMarketing: false }, validators });
  const create = useCreatePhoneNumber();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (create.isPending || !form.validateAll()) return;
    const phoneNumber = usNationalNumber(form.values.phoneNumber) ?? form.values.phoneNumber;
    create.mutate(
      { phoneNumber, smsMarketing: form.values.smsMarketing },
      {
        onSuccess: ({ id, mask }) => {
          const destination = journeyNext();
          void navigate(destination?.to ?? withRedirect('/verify-session', redirectFrom(search)), {
            state: { ...destination?.state, phone: { id, mask } },
          });
        },
        onError: (error) => {
          const { code, message, fields } = failureOf(error);
          if (!form.applyFieldErrors(fields)) setFailure(errorText({ code, message }, t));
        },
      },
    );
  };

  return (
    <FormPage title={t('createPhone.title')} icon={<MobileIcon />} lead={<p>{t('createPhone.lead')}</p>}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField
          field={form.text('phoneNumber')}
          label={t('createPhone.label')}
          hint={t('createPhone.hint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          markRequired
        />
        <CheckboxField field={form.checkbox('smsMarketing')}>{t('createPhone.smsMarketing')}</CheckboxField>
        <p className={styles.terms}>
          <Trans i18nKey="createPhone.smsTerms" components={{ terms: <Link to="/disclosure/sms-terms" /> }} />
        </p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Button type="submit" block aria-disabled={create.isPending || undefined}>
          {t('createPhone.submit')}
        </Button>
      </form>
    </FormPage>
  );
}

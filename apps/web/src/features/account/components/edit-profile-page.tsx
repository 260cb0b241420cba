// /account/profile/edit (verified): first name, middle initial, last name and suffix (updateProfile).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  firstProblem,
  validateMiddleInitial,
  validateName,
  validateRequired,
  validateSuffix,
} from '@wysh/domain/validation';
import { Button, ButtonLink } from '../../../shared/components/button';
import { FormAlert, TextField } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useForm } from '../../../shared/hooks/use-form';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { openModal } from '../../../shared/stores/modal';
import { useProfile, type Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import formStyles from '../../../shared/components/form/form.module.css';
import styles from './account.module.css';

type Values = { firstName: string; middleName: string; lastName: string; suffix: string };

const validators = {
  firstName: ({ firstName }: Values) => firstProblem(validateRequired(firstName), validateName(firstName)),
  middleName: ({ middleName }: Values) => validateMiddleInitial(middleName),
  lastName: ({ lastName }: Values) => firstProblem(validateRequired(lastName), validateName(lastName)),
  suffix: ({ suffix }: Values) => validateSuffix(suffix),
};

function NameForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<Values>({
    initialValues: {
      firstName: profile.firstName ?? '',
      middleName: profile.middleName ?? '',
      lastName: profile.lastName ?? '',
      suffix: profile.suffix ?? '',
    },
    validators,
  });
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (update.isPending || !form.validateAll()) return;
    const { firstName, middleName, lastName, suffix } = form.values;
    update.mutate(
      {
        firstName: firstName.trim(),
        middleName: middleName.trim(),
        lastName: lastName.trim(),
        suffix: suffix.trim(),
      },
      {
        onSuccess: () => {
          void navigate('/account/profile');
          openModal('Success', { message: t('editProfile.saved') });
        },
        onError: (error) => {
          const { code, message, fields } = failureOf(error);
          if (!form.applyFieldErrors(fields)) setFailure(errorText({ code, message }, t));
        },
      },
    );
  };

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <TextField
        field={form.text('firstName')}
        label={t('editProfile.firstName')}
        autoComplete="given-name"
        required
        markRequired
      />
      <TextField
        field={form.text('middleName')}
        label={t('editProfile.middleInitial')}
        autoComplete="additional-name"
        maxLength={1}
        className={styles.short}
      />
      <TextField
        field={form.text('lastName')}
        label={t('editProfile.lastName')}
        autoComplete="family-name"
        required
        markRequired
      />
      <TextField
        field={form.text('suffix')}
        label={t('editProfile.suffix')}
        hint={t('editProfile.suffixHint')}
        autoComplete="honorific-suffix"
        className={styles.short}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={styles.formActions}>
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          {t('editProfile.save')}
        </Button>
        <ButtonLink to="/account/profile" variant="secondary">
          {t('editProfile.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}

export function EditProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('editProfile.title'));
  const { data: profile, error } = useProfile();
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to="/account/profile">{t('editProfile.back')}</Link>
      </p>
      <h1 className={styles.title}>{t('editProfile.title')}</h1>
      <p className={styles.lead}>{t('editProfile.lead')}</p>
      <div className={styles.card}>
        {profile ? (
          <NameForm profile={profile} />
        ) : error ? (
          <FormAlert>{errorText(failureOf(error), t)}</FormAlert>
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}

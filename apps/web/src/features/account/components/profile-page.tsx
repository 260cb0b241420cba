// /account/profile (verified): names, e-mail with its status, phone number with its status.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Button } from '../../../shared/components/button';
import { FormAlert } from '../../../shared/components/form/fields';
import { Loading } from '../../../shared/components/loading';
import { useResendVerificationEmail } from '../../../shared/api/resend-verification-email';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { errorText } from '../../../shared/lib/error-text';
import { failureOf } from '../../../shared/lib/user-error';
import { fullName, shownEmail, useProfile, type Profile } from '../api/get-profile';
import styles from './account.module.css';

function Status({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.status} data-verified={verified || undefined}>
      {t(verified ? 'profile.status.verified' : 'profile.status.pending')}
    </span>
  );
}

function EmailRow({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const resend = useResendVerificationEmail();
  const email = shownEmail(profile);
  return (
    <div className={styles.row}>
      <dt>{t('profile.email')}</dt>
      <dd>
        {email ? (
          <>
            <span className={styles.value}>{email.email}</span> <Status verified={email.verified} />
            {email.verified ? null : (
              <div className={styles.rowAction}>
                <p>{t('profile.emailPending')}</p>
                <Button
                  variant="quiet"
                  onClick={() => resend.mutate(email.email)}
                  aria-disabled={resend.isPending || undefined}
                >
                  {t('profile.resendEmail')}
                </Button>
                {resend.isError ? <FormAlert>{errorText(failureOf(resend.error), t)}</FormAlert> : null}
              </div>
            )}
          </>
        ) : (
          t('profile.none')
        )}
      </dd>
    </div>
  );
}

function PhoneRow({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const pending = profile.phoneNumbers.filter((phone) => phone.status === 'PENDING').at(-1) ?? null;
  const phone = profile.activePhoneNumber ?? pending;
  return (
    <div className={styles.row}>
      <dt>{t('profile.phone')}</dt>
      <dd>
        {phone ? (
          <>
            <span className={styles.value}>{phone.mask}</span> <Status verified={phone.status === 'ACTIVE'} />
          </>
        ) : (
          t('profile.none')
        )}
        {pending ? (
          <div className={styles.rowAction}>
            <ButtonLink to="/account/profile/edit/verify-phone" variant="quiet">
              {t('profile.verifyPhone', { mask: pending.mask })}
            </ButtonLink>
          </div>
        ) : null}
        {phone === null ? (
          <div className={styles.rowAction}>
            <ButtonLink to="/create-phone?redirect=%2Faccount%2Fprofile" variant="quiet">
              {t('profile.addPhone')}
            </ButtonLink>
          </div>
        ) : null}
      </dd>
    </div>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const { data: profile, isPending, error } = useProfile();

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to="/account">{t('profile.back')}</Link>
      </p>
      <h1 className={styles.title}>{t('profile.title')}</h1>
      {isPending ? <Loading /> : null}
      {error ? <FormAlert>{errorText(failureOf(error), t)}</FormAlert> : null}
      {profile ? (
        <dl className={styles.details}>
          <div className={styles.row}>
            <dt>{t('profile.name')}</dt>
            <dd>
              <span className={styles.value}>{fullName(profile) ?? t('profile.noName')}</span>
              <div className={styles.rowAction}>
                <ButtonLink
                  to="/account/profile/edit"
                  variant="quiet"
                  aria-label={t('profile.editNameLabel')}
                >
                  {t('profile.editName')}
                </ButtonLink>
              </div>
            </dd>
          </div>
          <EmailRow profile={profile} />
          <PhoneRow profile={profile} />
        </dl>
      ) : null}
    </div>
  );
}

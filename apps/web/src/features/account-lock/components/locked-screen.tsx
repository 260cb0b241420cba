// Shown instead of every route while the account or device is locked: why, and how to reach a person.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatUsPhone, usPhoneHref } from '@wysh/domain/phone';
import { useAppSettings } from '../../../shared/api/app-settings';
import { AnchorButton, Button, ExternalLink } from '../../../shared/components/button';
import { LockIcon } from '../../../shared/components/icons';
import { MessageScreen } from '../../../shared/components/message-screen';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useAuthStore, type LockReason } from '../../../shared/stores/auth';

const COPY = {
  security_lock: { title: 'locked.security_lock.title', body: 'locked.security_lock.body' },
  password_attempts: { title: 'locked.password_attempts.title', body: 'locked.password_attempts.body' },
  device_locked: { title: 'locked.device_locked.title', body: 'locked.device_locked.body' },
  system_error: { title: 'locked.system_error.title', body: 'locked.system_error.body' },
  decommissioned_account: {
    title: 'locked.decommissioned_account.title',
    body: 'locked.decommissioned_account.body',
  },
  blocked: { title: 'locked.blocked.title', body: 'locked.blocked.body' },
} as const satisfies Record<LockReason, { title: string; body: string }>;

export function LockedScreen({ reason }: { reason: LockReason }) {
  const { t } = useTranslation();
  const { data: settings } = useAppSettings();
  const navigate = useNavigate();
  const copy = COPY[reason];
  usePageTitle(t(copy.title));
  const phoneHref = settings ? usPhoneHref(settings.supportPhone) : null;

  return (
    <MessageScreen
      title={t(copy.title)}
      icon={<LockIcon />}
      actions={
        settings ? (
          <>
            {reason === 'password_attempts' ? (
              // A new password proves control of the e-mail address and unlocks the account.
              <Button
                onClick={() => {
                  useAuthStore.getState().setLockReason(null);
                  void navigate('/forgot-password');
                }}
              >
                {t('locked.resetPassword')}
              </Button>
            ) : null}
            {phoneHref ? (
              <AnchorButton href={phoneHref}>
                {t('locked.call', { phone: formatUsPhone(settings.supportPhone) })}
              </AnchorButton>
            ) : null}
            <ExternalLink href={settings.helpCenterUrl} look={{ variant: 'secondary' }}>
              {t('locked.chat')}
            </ExternalLink>
          </>
        ) : null
      }
    >
      <p>{t(copy.body)}</p>
      <p>{t('locked.contact')}</p>
    </MessageScreen>
  );
}

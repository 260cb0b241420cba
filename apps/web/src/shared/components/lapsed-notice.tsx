// A lapsed policy, said plainly where a policyholder looks for it (the policyholder home, the billing page): the
// cover ended on its lapse date, nothing more is charged, and REINSTATE MY POLICY leads to reinstating it
// (/account/policy-reinstatement); support (chat or the phone) can talk it through.
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@wysh/domain/dates';
import { formatUsPhone, usPhoneHref } from '@wysh/domain/phone';
import { useAppSettings } from '../api/app-settings';
import { AnchorButton, Button, ButtonLink } from './button';
import styles from './lapsed-notice.module.css';
import { openChat } from '../stores/chat';

export function LapsedNotice({ lapsesAt }: { lapsesAt: string | null | undefined }) {
  const { t } = useTranslation();
  const { data: settings } = useAppSettings();
  const phoneHref = settings ? usPhoneHref(settings.supportPhone) : null;
  return (
    <section className={styles.notice} aria-labelledby="lapsed-notice-title">
      <h2 id="lapsed-notice-title" className={styles.title}>
        {t('lapsed.title')}
      </h2>
      <p>{lapsesAt ? t('lapsed.ended', { date: formatLongDate(lapsesAt) }) : t('lapsed.endedNoDate')}</p>
      <p>{t('lapsed.reinstate')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/account/policy-reinstatement">{t('lapsed.reinstateAction')}</ButtonLink>
        <Button variant="secondary" onClick={openChat}>
          {t('lapsed.chat')}
        </Button>
        {settings && phoneHref ? (
          <AnchorButton href={phoneHref} variant="quiet">
            {t('lapsed.call', { phone: formatUsPhone(settings.supportPhone) })}
          </AnchorButton>
        ) : null}
      </div>
    </section>
  );
}

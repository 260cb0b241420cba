// The three ways to reach support (spec: "Need Help?"): chat, phone and the help centre.
import { useTranslation } from 'react-i18next';
import { formatUsPhone, usPhoneHref } from '@wysh/domain/phone';
import { useAppSettings } from '../../../shared/api/app-settings';
import { Button } from '../../../shared/components/button';
import { HelpCenterLink } from '../../../shared/components/help-center-link';
import { ChatIcon, HelpIcon, PhoneIcon } from '../../../shared/components/icons';
import { Loading } from '../../../shared/components/loading';
import { openChat } from '../../../shared/stores/chat';
import { useSupportStatus } from '../../../shared/api/support-status';
import { useSupportOpen } from '../hooks/use-support-open';
import styles from './support-tiles.module.css';

interface SupportTilesProps {
  /** The tiles' heading level: h3 under a modal's h2, h2 under a page's h1. */
  headingLevel: 'h2' | 'h3';
  layout?: 'row' | 'stack';
}

export function SupportTiles({ headingLevel: Heading, layout = 'stack' }: SupportTilesProps) {
  const { t } = useTranslation();
  const settings = useAppSettings();
  const supportStatus = useSupportStatus();
  const browserSaysOpen = useSupportOpen();
  // The server's clock decides; the browser's only until it has answered (or if it cannot).
  const open = supportStatus.data?.open ?? browserSaysOpen;

  if (settings.isPending) return <Loading />;
  if (settings.isError) {
    return (
      <div role="alert">
        <p>{t('support.unavailable')}</p>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const { helpCenterUrl, supportPhone } = settings.data;
  const phoneHref = usPhoneHref(supportPhone);
  const status = (
    <p className={styles.status} data-open={open || undefined}>
      {open ? t('support.openNow') : t('support.closedNow')}
    </p>
  );

  return (
    <ul className={layout === 'row' ? `${styles.tiles} ${styles.row}` : styles.tiles}>
      <li className={styles.tile}>
        <span className={styles.icon} aria-hidden="true">
          <ChatIcon />
        </span>
        <Heading className={styles.title}>{t('support.chat.title')}</Heading>
        <p className={styles.hours}>{t('support.hours')}</p>
        {status}
        <p>{open ? t('support.chat.open') : t('support.chat.closed')}</p>
        <div className={styles.action}>
          <Button block onClick={openChat}>
            {t('support.chat.button')}
          </Button>
        </div>
      </li>
      <li className={styles.tile}>
        <span className={styles.icon} aria-hidden="true">
          <PhoneIcon />
        </span>
        <Heading className={styles.title}>{t('support.phone.title')}</Heading>
        <p className={styles.hours}>{t('support.hours')}</p>
        {status}
        <p>{t('support.phone.body')}</p>
        <p className={styles.action}>
          {phoneHref ? (
            <a className={styles.phone} href={phoneHref}>
              {formatUsPhone(supportPhone)}
            </a>
          ) : (
            <span className={styles.phone}>{supportPhone}</span>
          )}
        </p>
      </li>
      <li className={styles.tile}>
        <span className={styles.icon} aria-hidden="true">
          <HelpIcon />
        </span>
        <Heading className={styles.title}>{t('support.helpCenter.title')}</Heading>
        <p>{t('support.helpCenter.body')}</p>
        <div className={styles.action}>
          <HelpCenterLink href={helpCenterUrl} look={{ variant: 'secondary', block: true }}>
            {t('support.helpCenter.button')}
          </HelpCenterLink>
        </div>
      </li>
    </ul>
  );
}

// The app header (spec: Header): logo (+ partner logo), tabs, Support, account / login / exit, small-screen menu.
import { useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '../../../shared/api/app-settings';
import { useStaffRoles } from '../../../shared/api/staff-roles';
import { AccountIcon, ExitIcon } from '../../../shared/components/icons';
import { useAuthStore } from '../../../shared/stores/auth';
import { useJourneyStore } from '../../../shared/stores/journey';
import { openModal } from '../../../shared/stores/modal';
import { useTrackingStore } from '../../../shared/stores/tracking';
import { useScrolledPastHalf } from '../hooks/use-scrolled-past';
import { TAB_PATHS, headerModel } from './header-model';
import { HeaderMenu } from './header-menu';
import { PartnerLogo, WyshLogo } from '../../../shared/components/logos';
import { useExit } from './use-exit';
import styles from './header.module.css';

const TAB_LABELS = {
  home: 'header.tabs.home',
  insurance: 'header.tabs.insurance',
  wyshes: 'header.tabs.wyshes',
  console: 'header.tabs.console',
  servicing: 'header.tabs.servicing',
} as const;

function Logo({ goesHome }: { goesHome: boolean }) {
  const { t } = useTranslation();
  const { data: settings } = useAppSettings();
  if (goesHome || !settings) {
    return (
      <Link to="/" className={styles.logo} aria-label={t('header.logoHome')}>
        <WyshLogo className={styles.logoMark} />
      </Link>
    );
  }
  return (
    <a
      href={settings.marketingSiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.logo}
      aria-label={t('header.logoMarketing')}
    >
      <WyshLogo className={styles.logoMark} />
    </a>
  );
}

export function Header() {
  const { t } = useTranslation();
  const headerRef = useRef<HTMLElement>(null);
  const solid = useScrolledPastHalf(headerRef);
  const { pathname } = useLocation();
  const authLevel = useAuthStore((state) => state.authLevel);
  const immersive = useJourneyStore((state) => state.immersive);
  const inJourney = useJourneyStore((state) => state.status !== null);
  const partner = useTrackingStore((state) => state.partner);
  const exit = useExit();
  const staffRoles = useStaffRoles(authLevel !== 'unidentified');
  const model = headerModel(authLevel, pathname, immersive, inJourney, staffRoles);
  const hasMenu = model.menu.length > 0;

  return (
    <header ref={headerRef} className={styles.header} data-solid={solid || undefined}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo goesHome={model.logoGoesHome} />
          {partner ? (
            <>
              <span className={styles.brandDivider} aria-hidden="true" />
              <PartnerLogo partner={partner} className={styles.partnerMark} />
            </>
          ) : null}
        </div>

        {model.tabs.length > 0 ? (
          <nav className={styles.tabs} aria-label={t('header.tabs.label')}>
            {model.tabs.map((tab) => (
              <NavLink key={tab} to={TAB_PATHS[tab]} end={tab === 'home'} className={styles.tab}>
                {t(TAB_LABELS[tab])}
              </NavLink>
            ))}
          </nav>
        ) : null}

        <div className={styles.actions} data-has-menu={hasMenu || undefined}>
          {model.showLogin ? (
            <Link to="/login" className={styles.textLink}>
              {t('header.login')}
            </Link>
          ) : null}
          <button
            type="button"
            className={`${styles.support} ${styles.collapsible}`}
            onClick={() => openModal('CustomerSupportModal')}
          >
            {t('header.support')}
          </button>
          {model.showAccount ? (
            <Link to="/account" className={styles.iconButton}>
              <AccountIcon />
              <span className="visually-hidden">{t('header.account')}</span>
            </Link>
          ) : null}
          {model.showExit ? (
            <button type="button" className={`${styles.iconButton} ${styles.collapsible}`} onClick={exit}>
              <ExitIcon />
              <span className="visually-hidden">{t('header.exit')}</span>
            </button>
          ) : null}
          {hasMenu ? <HeaderMenu items={model.menu} /> : null}
        </div>
      </div>
    </header>
  );
}

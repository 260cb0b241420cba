// The small-screen menu: a disclosure button and a panel of links. Closes on Escape (focus back on the
// button), on a click outside, and when an item is chosen.
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MenuIcon } from '../../../shared/components/icons';
import { openModal } from '../../../shared/stores/modal';
import { TAB_PATHS, type MenuItem } from './header-model';
import { useExit } from './use-exit';
import styles from './header.module.css';

const LINK_ITEMS = {
  home: { to: TAB_PATHS.home, label: 'header.menu.home' },
  insurance: { to: TAB_PATHS.insurance, label: 'header.menu.insurance' },
  wyshes: { to: TAB_PATHS.wyshes, label: 'header.menu.wyshes' },
  console: { to: TAB_PATHS.console, label: 'header.menu.console' },
  servicing: { to: TAB_PATHS.servicing, label: 'header.menu.servicing' },
  account: { to: '/account', label: 'header.menu.account' },
} as const;

export function HeaderMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const exit = useExit();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className={styles.menu} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="visually-hidden">{t('header.menu.button')}</span>
      </button>
      <nav id={panelId} className={styles.menuPanel} hidden={!open} aria-label={t('header.menu.label')}>
        <ul>
          {items.map((item) => (
            <li key={item}>
              {item === 'support' ? (
                <button
                  type="button"
                  className={styles.menuItem}
                  onClick={() => {
                    // The menu closes under the modal: focus its button first, so closing the modal lands there.
                    buttonRef.current?.focus();
                    close();
                    openModal('CustomerSupportModal');
                  }}
                >
                  {t('header.menu.support')}
                </button>
              ) : item === 'exit' ? (
                <button
                  type="button"
                  className={styles.menuItem}
                  onClick={() => {
                    close();
                    exit();
                  }}
                >
                  {t('header.menu.exit')}
                </button>
              ) : (
                <NavLink
                  to={LINK_ITEMS[item].to}
                  end={item === 'home'}
                  className={styles.menuItem}
                  onClick={close}
                >
                  {t(LINK_ITEMS[item].label)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

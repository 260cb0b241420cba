// The frame of the account screens (login, sign-up, codes, passwords): one centred card with an optional
// pretitle and icon, the page's h1, a lead paragraph, then the form or message.
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './form-page.module.css';

export const FORM_PAGE_TITLE_ID = 'form-page-title';

/**
 * A screen that swaps its content in place (a step) moves focus to its heading when `step` changes, so screen
 * readers read the new step; the first render leaves focus alone (the route change handles that).
 */
export function useFocusTitleOnStep(step: unknown): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(FORM_PAGE_TITLE_ID)?.focus();
  }, [step]);
}

/** A step shown in place of another one: focus its heading once it is there. */
export function useFocusTitleOnMount(): void {
  useEffect(() => {
    document.getElementById(FORM_PAGE_TITLE_ID)?.focus();
  }, []);
}

interface FormPageProps {
  title: string;
  pretitle?: string;
  lead?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  /** Under the card: links to the other account screens. */
  footer?: ReactNode;
  size?: 'narrow' | 'wide';
}

export function FormPage({ title, pretitle, lead, icon, children, footer, size = 'narrow' }: FormPageProps) {
  return (
    <div className={styles.page}>
      <section
        className={size === 'wide' ? `${styles.card} ${styles.wide}` : styles.card}
        aria-labelledby={FORM_PAGE_TITLE_ID}
      >
        {icon ? (
          <div className={styles.icon} aria-hidden="true">
            {icon}
          </div>
        ) : null}
        {pretitle ? <p className={styles.pretitle}>{pretitle}</p> : null}
        <h1 id={FORM_PAGE_TITLE_ID} className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
        {children ? <div className={styles.content}>{children}</div> : null}
      </section>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}

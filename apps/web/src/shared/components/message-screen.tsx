// A full-page message: icon, one heading, a few sentences and the way out (not found, maintenance, locked...).
import type { ReactNode } from 'react';
import styles from './message-screen.module.css';

interface MessageScreenProps {
  title: string;
  icon?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** 'h1' on a page; a screen shown inside a page that already has its h1 can ask for 'h2'. */
  headingLevel?: 'h1' | 'h2';
}

export function MessageScreen({ title, icon, children, actions, headingLevel = 'h1' }: MessageScreenProps) {
  const Heading = headingLevel;
  return (
    <section className={styles.screen} aria-labelledby="message-screen-title">
      <div className={styles.card}>
        {icon ? (
          <div className={styles.icon} aria-hidden="true">
            {icon}
          </div>
        ) : null}
        <Heading id="message-screen-title" className={styles.title}>
          {title}
        </Heading>
        {children ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </section>
  );
}

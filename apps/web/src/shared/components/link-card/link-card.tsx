// A list of cards that each lead somewhere (the account area's home, the document categories): an icon, a title,
// a line about it and a chevron, the whole card one link.
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { ChevronRightIcon } from '../account-icons';
import styles from './link-card.module.css';

export function LinkCardList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

export function LinkCard({
  icon,
  title,
  body,
  ...link
}: { icon: ReactNode; title: string; body: string } & Pick<LinkProps, 'to' | 'state'>) {
  return (
    <li>
      <Link {...link} className={styles.card}>
        {icon}
        <span>
          <span className={styles.title}>{title}</span>
          <span className={styles.body}>{body}</span>
        </span>
        <ChevronRightIcon />
      </Link>
    </li>
  );
}

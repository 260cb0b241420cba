// Buttons and links that look like buttons. Links navigate; buttons act.
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

interface LookProps {
  variant?: ButtonVariant;
  block?: boolean;
}

function classes({ variant = 'primary', block = false }: LookProps, extra?: string): string {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({
  variant,
  block,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & LookProps) {
  return <button type={type} className={classes({ variant, block }, className)} {...rest} />;
}

export function ButtonLink({ variant, block, className, ...rest }: LinkProps & LookProps) {
  return <Link className={classes({ variant, block }, className)} {...rest} />;
}

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** Style the link as a button. */
  look?: LookProps;
}

/** A link that opens in a new tab and says so to screen readers. */
export function ExternalLink({ children, look, className, ...rest }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={look ? classes(look, className) : className}
      {...rest}
    >
      {children} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
    </a>
  );
}

/** A plain link (tel:, mailto:, same tab) styled as a button. */
export function AnchorButton({
  variant,
  block,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & LookProps) {
  return <a className={classes({ variant, block }, className)} {...rest} />;
}

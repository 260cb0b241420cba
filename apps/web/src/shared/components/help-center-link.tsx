// A link to the help centre (appSettings.helpCenterUrl): our own /help pages open in the app, closing a modal the
// link was in (the support modal's tile); an outside help centre opens in a new tab.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { closeModal } from '../stores/modal';
import { ButtonLink, ExternalLink, type ButtonVariant } from './button';

/** The path of `href` when it is a page of this app (same origin), else null. */
export function inAppPath(href: string, origin: string = window.location.origin): string | null {
  try {
    const url = new URL(href, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

interface HelpCenterLinkProps {
  href: string;
  children: ReactNode;
  /** Style the link as a button; without, a plain link. */
  look?: { variant?: ButtonVariant; block?: boolean };
}

export function HelpCenterLink({ href, children, look }: HelpCenterLinkProps) {
  const path = inAppPath(href);
  if (path === null) {
    return (
      <ExternalLink href={href} look={look}>
        {children}
      </ExternalLink>
    );
  }
  if (!look) {
    return (
      <Link to={path} onClick={() => closeModal()}>
        {children}
      </Link>
    );
  }
  return (
    <ButtonLink to={path} {...look} onClick={() => closeModal()}>
      {children}
    </ButtonLink>
  );
}

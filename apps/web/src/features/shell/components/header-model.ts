// What the header offers, by who is using the app, where they are and whether a journey runs or a screen is
// immersive (spec: Header, and Roles and permissions). A running journey is immersive and can be exited. Staff
// (an underwriter) get their own navigation: the console instead of the customer tabs.
import type { AuthLevel } from '../../../shared/stores/auth';

export type HeaderTab = 'home' | 'insurance' | 'wyshes' | 'console';
export type MenuItem = 'home' | 'insurance' | 'wyshes' | 'console' | 'support' | 'account' | 'exit';

export interface HeaderModel {
  /** The logo goes home inside the app; for visitors it opens the marketing site in a new tab. */
  logoGoesHome: boolean;
  tabs: HeaderTab[];
  showAccount: boolean;
  showLogin: boolean;
  showExit: boolean;
  /** Items of the small-screen menu; empty when there is no menu. */
  menu: MenuItem[];
}

const LOGIN_PATHS = new Set(['/products/select', '/products/insurance/welcome']);

export const TAB_PATHS: Record<HeaderTab, string> = {
  home: '/',
  insurance: '/products/insurance',
  wyshes: '/wyshes',
  console: '/underwriting',
};

export function headerModel(
  authLevel: AuthLevel,
  pathname: string,
  immersive: boolean,
  inJourney = false,
  staff = false,
): HeaderModel {
  const identifiedOnly = authLevel === 'identified';
  const verified = authLevel === 'verified';
  const signedIn = identifiedOnly || verified;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const focused = immersive || inJourney;
  const customerTabs: MenuItem[] = staff ? ['console'] : ['home', 'insurance'];
  const menu: MenuItem[] =
    signedIn && !focused
      ? identifiedOnly
        ? [...customerTabs, 'support', 'exit']
        : [...customerTabs, ...(staff ? [] : (['wyshes'] as const)), 'support', 'account']
      : [];
  return {
    logoGoesHome: signedIn,
    tabs: signedIn && !focused ? (staff ? ['console'] : ['home', 'insurance', 'wyshes']) : [],
    showAccount: verified,
    showLogin: authLevel === 'unidentified' && LOGIN_PATHS.has(path),
    showExit: identifiedOnly || inJourney,
    menu,
  };
}

// What the header offers, by who is using the app, where they are and whether a journey runs or a screen is
// immersive (spec: Header, and Roles and permissions). A running journey is immersive and can be exited. Staff
// get their own navigation instead of the customer tabs: an underwriter the underwriting console, customer service
// the servicing console.
import type { AuthLevel } from '../../../shared/stores/auth';

export type HeaderTab = 'home' | 'insurance' | 'wyshes' | 'console' | 'servicing';
export type MenuItem = HeaderTab | 'support' | 'account' | 'exit';

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
  servicing: '/servicing',
};

/** The consoles of the viewer's staff roles, in a fixed order. */
const staffTabs = (roles: readonly string[]): HeaderTab[] => [
  ...(roles.includes('underwriter') ? (['console'] as const) : []),
  ...(roles.includes('support') ? (['servicing'] as const) : []),
];

export function headerModel(
  authLevel: AuthLevel,
  pathname: string,
  immersive: boolean,
  inJourney = false,
  staffRoles: readonly string[] = [],
): HeaderModel {
  const identifiedOnly = authLevel === 'identified';
  const verified = authLevel === 'verified';
  const signedIn = identifiedOnly || verified;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const focused = immersive || inJourney;
  const consoles = staffTabs(staffRoles);
  const staff = consoles.length > 0;
  const customerTabs: MenuItem[] = staff ? consoles : ['home', 'insurance'];
  const menu: MenuItem[] =
    signedIn && !focused
      ? identifiedOnly
        ? [...customerTabs, 'support', 'exit']
        : [...customerTabs, ...(staff ? [] : (['wyshes'] as const)), 'support', 'account']
      : [];
  return {
    logoGoesHome: signedIn,
    tabs: signedIn && !focused ? (staff ? consoles : ['home', 'insurance', 'wyshes']) : [],
    showAccount: verified,
    showLogin: authLevel === 'unidentified' && LOGIN_PATHS.has(path),
    showExit: identifiedOnly || inJourney,
    menu,
  };
}

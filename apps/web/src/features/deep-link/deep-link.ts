// Where a deep link leads (spec 000 §2 "Deep links"). A link is /deep-link?feature=<name>&token=<t>&path=<p>:
// login, quote_review and policy_reinstatement sign in with the token first; reinstatement_quote_review (an
// underwriter approved a reinstatement) too when it carries one, then shows the policy's reinstatement offer;
// reset_password and new_email take their token to their own pages; a few features name a fixed page; any other
// link goes to its path, when that is a path inside the app.
import type { LoginTokenPurpose } from '../../graphql/generated/graphql';
import { DEFAULT_SIGNED_IN_PATH, safeRedirectPath } from '../../shared/lib/redirect';

export const DEEP_LINK_PATH = '/deep-link';

export type DeepLink =
  | { kind: 'signIn'; token: string; purpose: LoginTokenPurpose; to: string }
  | { kind: 'go'; to: string }
  | { kind: 'missing'; feature: string | null; missing: 'token' | 'path' };

const SIGN_IN_FEATURES = {
  login: 'LOGIN',
  quote_review: 'QUOTE_REVIEW',
  policy_reinstatement: 'POLICY_REINSTATEMENT',
  reinstatement_quote_review: 'REINSTATEMENT_QUOTE_REVIEW',
} as const satisfies Record<string, LoginTokenPurpose>;

/** Features that lead to one page whatever the link says. */
const FEATURE_ROUTES: Record<string, string> = {
  'affiliate-estimate': '/products/insurance/get-wysh-estimate',
  quote_review: '/review-quote',
  policy_reinstatement: '/account/policy-reinstatement',
  reinstatement_quote_review: '/account/policy-reinstatement',
  settings_billing: '/products/insurance/billing',
};

/** A reinstatement offer's page (/fulfillment/reinstatement/{policy_id}), the only place its review link leads. */
const REINSTATEMENT_OFFER_PATH = /^\/fulfillment\/reinstatement\/[\w-]+$/;

/** Where a sign-in feature leads once signed in. */
function signedInDestination(feature: keyof typeof SIGN_IN_FEATURES, path: string | null): string {
  if (feature === 'login') return path ?? DEFAULT_SIGNED_IN_PATH;
  if (feature === 'reinstatement_quote_review' && path && REINSTATEMENT_OFFER_PATH.test(path)) return path;
  return FEATURE_ROUTES[feature]!;
}

/** Features whose token belongs in the path of their page. */
const TOKEN_ROUTES: Record<string, (token: string) => string> = {
  reset_password: (token) => `/create-new-password/${encodeURIComponent(token)}`,
  new_email: (token) => `/verify-email/${encodeURIComponent(token)}`,
};

/** Features whose page reads the link's other parameters (an affiliate's birthdate, coverageAmount, ...). */
const QUERY_CARRYING_FEATURES = new Set(['affiliate-estimate']);
const LINK_OWN_PARAMS = new Set(['feature', 'token', 'path']);

function carriedQuery(feature: string, params: URLSearchParams): string {
  if (!QUERY_CARRYING_FEATURES.has(feature)) return '';
  const carried = new URLSearchParams([...params].filter(([name]) => !LINK_OWN_PARAMS.has(name)));
  const text = carried.toString();
  return text ? `?${text}` : '';
}

function isSignInFeature(feature: string): feature is keyof typeof SIGN_IN_FEATURES {
  return Object.hasOwn(SIGN_IN_FEATURES, feature);
}

/** The link's own path, when it stays in the app (and is not another deep link). */
function pathOf(params: URLSearchParams): string | null {
  const path = safeRedirectPath(params.get('path'));
  return path && !path.startsWith(DEEP_LINK_PATH) ? path : null;
}

export function resolveDeepLink(search: string): DeepLink {
  const params = new URLSearchParams(search);
  const feature = params.get('feature')?.trim() || null;
  const token = params.get('token')?.trim() || null;
  const path = pathOf(params);

  if (feature && isSignInFeature(feature) && (token || feature !== 'reinstatement_quote_review')) {
    if (!token) return { kind: 'missing', feature, missing: 'token' };
    return {
      kind: 'signIn',
      token,
      purpose: SIGN_IN_FEATURES[feature],
      to: signedInDestination(feature, path),
    };
  }
  if (feature && Object.hasOwn(TOKEN_ROUTES, feature)) {
    return token
      ? { kind: 'go', to: TOKEN_ROUTES[feature]!(token) }
      : { kind: 'missing', feature, missing: 'token' };
  }
  if (feature && Object.hasOwn(FEATURE_ROUTES, feature))
    return { kind: 'go', to: `${FEATURE_ROUTES[feature]!}${carriedQuery(feature, params)}` };
  return path ? { kind: 'go', to: path } : { kind: 'missing', feature, missing: 'path' };
}

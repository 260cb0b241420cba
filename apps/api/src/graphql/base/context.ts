import type { Services } from '../../services.ts';
import type { PasswordBudget } from '../../modules/accounts/password-budget.ts';
import type { Viewer } from '../../shared/viewer.ts';

export type GraphQLContext = {
  services: Services;
  requestId: string;
  /** Who is calling, from the bearer access token (or anonymous); looked up once, only if a resolver asks. */
  viewer: () => Promise<Viewer>;
  /**
   * The caller as of now, looked up again (never cached): a stream that stays open checks it while it runs, so an
   * expired token or a closed session ends it.
   */
  freshViewer: () => Promise<Viewer>;
  /** The caller's address, for throttling and a bank debit's mandate. */
  ip: string;
  /** The caller's browser (its User-Agent), for a bank debit's mandate. */
  userAgent: string;
  /** The one password operation (argon2) this request may do, however many fields ask. */
  passwordBudget: PasswordBudget;
};

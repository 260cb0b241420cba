import type { Services } from '../services.ts';
import type { Viewer } from '../modules/auth/viewer.ts';

export type GraphQLContext = {
  services: Services;
  requestId: string;
  /** Who is calling, from the bearer access token (or anonymous); looked up once, only if a resolver asks. */
  viewer: () => Promise<Viewer>;
  /** The caller's address, for throttling. */
  ip: string;
};

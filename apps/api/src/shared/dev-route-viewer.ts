// Who a sandbox-only route acts for: the person whose access token the request carries. When
// SANDBOX_OPERATOR_KEY takes the Authorization header, the person's token goes in X-User-Authorization.
import type { FastifyRequest } from 'fastify';
import type { Viewer } from './viewer.ts';

export function devRouteViewer(
  request: FastifyRequest,
  viewer: (authorization: string | undefined) => Promise<Viewer>,
): Promise<Viewer> {
  const userHeader = request.headers['x-user-authorization'];
  return viewer(typeof userHeader === 'string' ? userHeader : request.headers.authorization);
}

// The sandbox's own routes (/dev/*: the outbox of every message "sent", sign-in links, maintenance switches)
// read and do what no stranger may: they answer only the machine's own operator. That is a request over a
// loopback connection, addressed to a loopback name (a web page that rebinds its own name to 127.0.0.1 is
// refused) and not relayed by a proxy, or one bearing SANDBOX_OPERATOR_KEY (a shared staging sandbox). Anyone
// else gets the not-found answer of a route that does not exist. Live providers have no /dev/* at all.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { constantTimeEqual } from '../shared/secrets.ts';

const LOOPBACK_ADDRESS = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

export function isSandboxOperator(request: FastifyRequest, operatorKey: string | undefined): boolean {
  const authorization = request.headers.authorization ?? '';
  if (operatorKey && authorization.startsWith('Bearer ')) {
    return constantTimeEqual(authorization.slice('Bearer '.length), operatorKey);
  }
  // The socket's own peer, never a forwarded address (which a client can write).
  const peer = request.socket.remoteAddress ?? '';
  return (
    LOOPBACK_ADDRESS.test(peer) &&
    LOOPBACK_HOST.test(request.headers.host ?? '') &&
    PROXY_HEADERS.every((header) => request.headers[header] === undefined)
  );
}

export async function registerSandboxRoutes(
  app: FastifyInstance,
  operatorKey: string | undefined,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!isSandboxOperator(request, operatorKey)) return reply.callNotFound();
      // Codes and sign-in links: no cache keeps a copy.
      reply.header('cache-control', 'no-store');
    });
    routes(scope);
  });
}

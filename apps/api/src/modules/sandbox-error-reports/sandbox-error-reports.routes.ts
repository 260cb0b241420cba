// The sandbox error-reporting service. POST /sandbox/errors/api/:project/envelope/ takes the envelopes the SDKs
// send to a DSN https://sandbox@<this server>/sandbox/errors/<project> (the browser's and the server's own),
// open to anyone as the real service's intake is; each error event is stored in its own row. GET /dev/errors
// shows them (JSON, or a page to a browser), for the machine's operator only (http/sandbox-routes.ts).
// Registered only while the sandbox providers are configured.
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { SANDBOX_ERROR_REPORTS, SANDBOX_ERROR_REPORTS_PATH } from './sandbox-error-reports.types.ts';
import { EnvelopeError, eventsOfEnvelope, reportOfEvent } from './envelope.ts';
import { listErrorReports, recordErrorReports } from './sandbox-error-reports.repository.ts';
import { renderErrorReportsPage } from './sandbox-error-reports.page.ts';

const PROJECTS: readonly string[] = [
  SANDBOX_ERROR_REPORTS.serverProject,
  SANDBOX_ERROR_REPORTS.browserProject,
];

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** The DSN's public key, from the query (the browser's way) or the X-Sentry-Auth header (the server's). */
function sentryKeyOf(request: FastifyRequest): string | undefined {
  const fromQuery = (request.query as Record<string, unknown>)['sentry_key'];
  if (typeof fromQuery === 'string') return fromQuery;
  const auth = request.headers['x-sentry-auth'];
  return typeof auth === 'string' ? /sentry_key=([^,\s]+)/.exec(auth)?.[1] : undefined;
}

export async function registerSandboxErrorIntake(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(async (scope) => {
    // The browser SDK posts text/plain (no CORS preflight), the server's none at all: every body is taken as bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { project: string } }>(
      `${SANDBOX_ERROR_REPORTS_PATH}/api/:project/envelope/`,
      async (request, reply) => {
        const { project } = request.params;
        if (!PROJECTS.includes(project) || sentryKeyOf(request) !== SANDBOX_ERROR_REPORTS.key) {
          return reply.code(403).send({ detail: 'Unknown project or key.' });
        }
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          const body = request.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          const events = eventsOfEnvelope(body);
          await recordErrorReports(
            db,
            events.map((event) => reportOfEvent(project, event)),
          );
          return reply.send({ id: events[0]?.['event_id'] ?? null });
        } catch (error) {
          if (error instanceof EnvelopeError || (error as { code?: string }).code === 'Z_DATA_ERROR') {
            return reply.code(400).send({ detail: 'Not an envelope.' });
          }
          throw error;
        }
      },
    );
  });
}

export function registerSandboxErrorReportsDevRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/errors', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: z.prettifyError(query.error) });
    }
    const reports = await listErrorReports(db, query.data.limit);
    if ((request.headers.accept ?? '').includes('text/html')) {
      return reply.type('text/html; charset=utf-8').send(renderErrorReportsPage(reports));
    }
    return { reports };
  });
}

// A person's data, theirs to take (issue 29 item 2). requestDataExport (a verified session) is refused within a
// day of the person's last request; otherwise it records the request, its audit row and the job that builds the
// export, all in one transaction. The job reads each module through its port (as the person's own session),
// keeps the JSON on the request, and e-mails a link that works once and for 7 days. GET /exports/{token} hands
// the file over once and drops it; any other token, used or expired, is refused the same way. A daily job drops
// the copies whose link expired unopened.
import { formatReturnTime } from '@wysh/domain/dates';
import { ok, type Result } from '@wysh/domain/result';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { randomToken, sha256 } from '../../shared/secrets.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { AppJobQueue } from '../jobs/jobs.types.ts';
import { DATA_EXPORT_SCHEMA_VERSION, dataExportV1 } from './data-export.schema.ts';
import { dataExportEmail } from './data-export-email.ts';
import type { DataExportPorts } from './data-exports.types.ts';
import {
  downloadsOf,
  expireUnopened,
  findRequest,
  insertAudit,
  insertRequest,
  latestRequestOfUser,
  lockRequestByToken,
  lockRequestsOfUser,
  markDownloaded,
  markReady,
} from './data-exports.repository.ts';
import { exportDocument } from './export-document.ts';
import { exportSummaryPdf } from './export-summary.ts';

/** One request a day per person: an export reads everything they hold. */
export const DATA_EXPORT_INTERVAL_MS = 24 * 3600_000;
/** The e-mailed link works this long (and once). */
export const DATA_EXPORT_LINK_TTL_MS = 7 * 24 * 3600_000;

export type DataExportErrorCode = 'DATA_EXPORT.TOO_SOON';
export type DataExportError = UserFailure<DataExportErrorCode> & { availableAt: Date };
export type DataExportRequestView = { id: string; status: string; createdAt: Date };
export type DataExportFile = { fileName: string; contentType: string; content: string | Uint8Array };
/** The two files of an export, each behind its own one-time link: the JSON, and its readable PDF summary. */
export type DataExportFormat = 'json' | 'summary';

export function createDataExportsService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  jobs: AppJobQueue;
  ports: DataExportPorts;
}) {
  const { db, clock, logger, jobs, ports } = deps;
  const { sources } = ports;

  async function build(userId: string, viewer: Viewer, generatedAt: Date) {
    const [account, person, estimates, applications, quotes, policies] = await Promise.all([
      sources.account(userId),
      sources.person(userId),
      sources.estimates(viewer),
      sources.applications(viewer),
      sources.quotes(viewer),
      sources.policies(viewer),
    ]);
    const [invoices, paymentMethods, payments, beneficiaries, wyshes, documents, conversations, terms] =
      await Promise.all([
        sources.invoices(viewer),
        sources.paymentMethods(viewer),
        sources.payments(viewer),
        sources.beneficiaries(viewer),
        sources.wyshes(viewer),
        sources.documents(viewer),
        sources.conversations(viewer),
        Promise.all(policies.map((policy) => sources.termsOf(policy.id))),
      ]);
    return exportDocument({
      generatedAt,
      account,
      person,
      estimates,
      applications,
      quotes,
      policies: policies.map((policy, i) => ({ policy, terms: terms[i] ?? [] })),
      invoices,
      paymentMethods,
      payments,
      beneficiaries,
      wyshes,
      documents,
      conversations,
    });
  }

  return {
    async requestDataExport(
      viewer: Viewer,
    ): Promise<Result<{ request: DataExportRequestView }, DataExportError>> {
      const { userId, sessionId } = requireUser(viewer, 'verified');
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        await lockRequestsOfUser(tx, userId);
        const last = await latestRequestOfUser(tx, userId);
        const availableAt = last ? new Date(last.createdAt.getTime() + DATA_EXPORT_INTERVAL_MS) : null;
        if (availableAt && availableAt > now) return { kind: 'refused', availableAt } as const;
        const row = await insertRequest(tx, { userId, sessionId, createdAt: now });
        await insertAudit(tx, { requestId: row.id, userId, action: 'requested', actor: userId, at: now });
        await jobs.enqueue('data-exports.build', { requestId: row.id }, { tx, singletonKey: row.id });
        return { kind: 'made', row } as const;
      });
      if (outcome.kind === 'refused') {
        const { availableAt } = outcome;
        const when = formatReturnTime(availableAt, 'America/New_York') ?? availableAt.toISOString();
        const refused = refusal(
          'DATA_EXPORT.TOO_SOON',
          `You asked for your data in the last 24 hours. You can ask again after ${when}.`,
        );
        return { ok: false, error: { ...refused.error, availableAt } };
      }
      logger.info(
        { event: 'data_export_requested', userId, requestId: outcome.row.id },
        'Data export requested',
      );
      const { id, status, createdAt } = outcome.row;
      return ok({ request: { id, status, createdAt } });
    },

    /** The job: builds the export, keeps it, and e-mails its link. A request already made ready is left. */
    async buildExport(requestId: string): Promise<void> {
      const request = await findRequest(db, requestId);
      if (!request || request.status !== 'pending') return;
      const now = clock.now();
      const viewer: Viewer = {
        kind: 'user',
        userId: request.userId,
        sessionId: request.sessionId,
        authLevel: 'verified',
      };
      // Checked against the published schema before it is kept: a module's change that breaks it fails here.
      const document = dataExportV1.parse(await build(request.userId, viewer, now));
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_TTL_MS);
      await db.transaction(async (tx) => {
        const made = await markReady(tx, requestId, {
          readyAt: now,
          expiresAt,
          tokenHash: sha256(token),
          content: JSON.stringify(document),
          schemaVersion: DATA_EXPORT_SCHEMA_VERSION,
        });
        if (!made) return;
        await insertAudit(tx, {
          requestId,
          userId: request.userId,
          action: 'ready',
          actor: 'data-exports.build',
          at: now,
        });
        const to = await ports.ownerEmail(tx, request.userId);
        if (to) {
          const urls = { json: ports.downloadUrl(token), summary: ports.downloadUrl(token, 'summary') };
          await ports.mail(tx, dataExportEmail(to, urls, expiresAt));
        }
      });
      logger.info({ event: 'data_export_ready', userId: request.userId, requestId }, 'Data export ready');
    },

    /** The daily purge: drops the kept copy of every export whose link expired unopened, each audited. */
    async purgeExpired(): Promise<number> {
      const now = clock.now();
      const expired = await db.transaction(async (tx) => {
        const rows = await expireUnopened(tx, now);
        for (const { id, userId } of rows) {
          await insertAudit(tx, {
            requestId: id,
            userId,
            action: 'expired',
            actor: 'data-exports.purge',
            at: now,
          });
        }
        return rows;
      });
      if (expired.length > 0) {
        logger.info({ event: 'data_exports_expired', count: expired.length }, 'Expired data exports dropped');
      }
      return expired.length;
    },

    /**
     * One of the export's files behind a link's token, once each (the JSON, or its PDF summary made from it); null
     * for any token that is unknown or expired, a file already downloaded, or a link opened by another person's
     * session (`bearerUserId`: the link is the person's own; a refusal leaves it usable). The kept copy is dropped
     * once both files were downloaded.
     */
    async download(
      token: string,
      bearerUserId?: string,
      format: DataExportFormat = 'json',
    ): Promise<DataExportFile | null> {
      const now = clock.now();
      const action = format === 'json' ? 'downloaded' : 'downloaded_summary';
      const taken = await db.transaction(async (tx) => {
        const row = await lockRequestByToken(tx, sha256(token));
        if (!row || row.status !== 'ready' || !row.content || !row.expiresAt || row.expiresAt <= now)
          return null;
        if (bearerUserId !== undefined && bearerUserId !== row.userId) return null;
        const done = await downloadsOf(tx, row.id);
        if (done.has(action)) return null;
        if (done.size > 0) await markDownloaded(tx, row.id, now);
        await insertAudit(tx, { requestId: row.id, userId: row.userId, action, actor: row.userId, at: now });
        return { requestId: row.id, userId: row.userId, content: row.content };
      });
      if (!taken) return null;
      logger.info(
        { event: 'data_export_downloaded', userId: taken.userId, requestId: taken.requestId, format },
        'Data export downloaded',
      );
      const day = now.toISOString().slice(0, 10);
      if (format === 'json') {
        return {
          fileName: `wysh-data-export-${day}.json`,
          contentType: 'application/json; charset=utf-8',
          content: taken.content,
        };
      }
      return {
        fileName: `wysh-data-summary-${day}.pdf`,
        contentType: 'application/pdf',
        content: await exportSummaryPdf(dataExportV1.parse(JSON.parse(taken.content))),
      };
    },
  };
}

export type DataExportsService = ReturnType<typeof createDataExportsService>;

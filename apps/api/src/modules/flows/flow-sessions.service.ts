// Flow sessions: look a flow up, start or resume the caller's session (answering with its flow and current
// form, so a start is one request), and move it (next, previous, reload; form-moves.ts), one transaction per
// call with the session row locked, so two tabs cannot move one session at once.
import type { Form, FlowScope } from '@wysh/forms/protocol';
import { ok, type Result } from '@wysh/domain/result';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import { flowErrors, flowView, type FlowError, type FlowSessionView, type FlowView } from './flow-access.ts';
import type { FlowRegistry } from './flow-registry.ts';
import { abandonOpenSession, findOpenSession, insertSession } from './flows.repository.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { moveSession, type FetchFormInput, type FetchFormResult } from './form-moves.ts';

export type { FetchFormInput, FetchFormResult, FormDirection } from './form-moves.ts';

export type CreateFlowSessionResult = { flowSession: FlowSessionView; flow: FlowView; form: Form | null };

export function createFlowSessionsService(deps: {
  db: Db;
  clock: Clock;
  registry: FlowRegistry;
  uploads: Pick<UploadsService, 'signedBlobId'>;
  sensitive: Pick<SensitiveData, 'sealText' | 'openText'>;
}) {
  const { db, clock, registry } = deps;

  return {
    flow(viewer: Viewer, slug: string): FlowView | null {
      requireUser(viewer, 'identified');
      const flow = registry.flow(slug);
      return flow ? flowView(flow) : null;
    },

    /**
     * Resumes the caller's open session of the flow in the scope, or starts one (fromStart abandons the old);
     * answers it with its flow and the form it is on.
     */
    async createFlowSession(
      viewer: Viewer,
      input: { flowId: string; fromStart: boolean; flowScope?: FlowScope | null },
    ): Promise<Result<CreateFlowSessionResult, FlowError>> {
      const { userId } = requireUser(viewer, 'identified');
      const flow = registry.flow(input.flowId);
      if (!flow) return flowErrors.flowNotFound();
      requireUser(viewer, flow.authLevel);
      const scope = input.flowScope ?? flow.defaultScope;
      return db.transaction(async (tx) => {
        const now = clock.now();
        if (input.fromStart) await abandonOpenSession(tx, userId, flow.slug, scope, now);
        const session =
          (await findOpenSession(tx, userId, flow.slug, scope)) ??
          (await insertSession(tx, {
            userId,
            flowSlug: flow.slug,
            scope,
            firstForm: flow.forms[0]!.slug,
            at: now,
          })) ??
          // Another request opened it between our read and our insert: theirs is ours.
          (await findOpenSession(tx, userId, flow.slug, scope));
        const current = await moveSession(tx, deps, viewer, {
          flowSessionId: session!.id,
          direction: 'reload',
        });
        if (!current.ok) return current;
        const { flowSession, form } = current.value;
        return ok({ flowSession, flow: flowView(flow), form });
      });
    },

    /** Moves the session and answers the form it lands on (form-moves.ts). */
    fetchForm(viewer: Viewer, input: FetchFormInput): Promise<Result<FetchFormResult, FlowError>> {
      return moveSession(db, deps, viewer, input);
    },
  };
}

export type FlowSessionsService = ReturnType<typeof createFlowSessionsService>;

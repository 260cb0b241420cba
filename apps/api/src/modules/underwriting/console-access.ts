// Who may use the underwriter console: a signed-in user holding the underwriter role, in a verified session
// (roles.service requireRole). A refused call by a signed-in user is written to the audit log too (action
// `refused`, with what was attempted, the refusal's code and the case asked for), so that probing the console
// with a password alone, or without the role, leaves a trace; a caller with no session has no one to record.
import type { DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { ExpectedError } from '../../shared/expected-error.ts';
import type { Viewer } from '../../shared/viewer.ts';
import { requireRole } from '../roles/roles.service.ts';
import { audit } from './underwriting-cases.repository.ts';

export type ConsoleAction = 'viewed_queue' | 'viewed_case' | 'decided';

/** The underwriter behind `viewer`; throws the refusal (FORBIDDEN, UNSUCCESSFUL_SESSION_VERIFICATION...) after auditing it. */
export async function consoleCaller(
  db: DbOrTx,
  clock: Clock,
  viewer: Viewer,
  attempted: ConsoleAction,
  caseId: string | null = null,
): Promise<{ userId: string }> {
  try {
    return await requireRole(db, viewer, 'underwriter');
  } catch (error) {
    if (viewer.kind === 'user' && error instanceof ExpectedError) {
      await audit(db, {
        actorUserId: viewer.userId,
        action: 'refused',
        // The case asked for goes in the detail: an id that names no case must still be recorded.
        caseId: null,
        detail: { attempted, code: error.code, caseId: caseId?.slice(0, 64) ?? null },
        at: clock.now(),
      });
    }
    throw error;
  }
}

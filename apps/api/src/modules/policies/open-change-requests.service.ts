// A person's policy change requests still under way (more cover, a longer term: waiting for the interview, with an
// underwriter, or offered and not yet accepted), as customer service reads them beside a conversation. The caller
// checks the role (the agent console).
import type { Db } from '../../db/database.ts';
import { openChangesOfUser } from './change-requests.repository.ts';
import type { ChangeRequestKind } from './change-requests.table.ts';

export type OpenChangeRequest = {
  kind: ChangeRequestKind;
  status: 'underwriting' | 'referred' | 'offered';
  createdAt: Date;
};

export function createOpenChangeRequests(db: Db) {
  return {
    async openChangeRequestsOf(userId: string): Promise<OpenChangeRequest[]> {
      return (await openChangesOfUser(db, userId)).map((row) => ({
        kind: row.kind,
        status: row.status as OpenChangeRequest['status'],
        createdAt: row.createdAt,
      }));
    },
  };
}

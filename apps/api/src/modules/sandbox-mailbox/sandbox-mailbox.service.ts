// The sandbox mailbox as other modules see it: where messaging writes every message in sandbox mode, in the
// sending use case's transaction (read back by /dev/outbox and the tests).
import type { DbOrTx } from '../../db/database.ts';
import { recordMessage, type NewAttachment, type NewMailboxMessage } from './sandbox-mailbox.repository.ts';

export async function recordSandboxMessage(
  db: DbOrTx,
  message: NewMailboxMessage & { attachments?: readonly NewAttachment[] | undefined },
): Promise<void> {
  const { attachments, ...row } = message;
  await recordMessage(db, row, attachments);
}

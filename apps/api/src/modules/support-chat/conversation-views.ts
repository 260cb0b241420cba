// A conversation as its person and the agents see it, with the queue's figures while it waits.
import { typicalWaitMinutes } from '@wysh/domain/support-chat/queue-wait';
import type { DbOrTx } from '../../db/database.ts';
import { queuedBefore, recentWaits, type ConversationRow } from './support-chat.repository.ts';

const RECENT_WAITS = 20;

export type ConversationView = {
  id: string;
  userId: string;
  status: ConversationRow['status'];
  /** The number of its newest message: a stream started after it misses nothing. */
  lastSeq: number;
  /** Queued: the person's place and how long people have lately waited (minutes; null when too few to tell). */
  queue: { position: number; typicalWaitMinutes: number | null } | null;
  /** Since when it has waited for an agent (queued or left for a reply). */
  waitingSince: Date | null;
  agentId: string | null;
  followUpEmail: string | null;
  rating: number | null;
  createdAt: Date;
  closedAt: Date | null;
};

export async function conversationView(tx: DbOrTx, row: ConversationRow): Promise<ConversationView> {
  let queue: ConversationView['queue'] = null;
  if (row.status === 'queued' && row.waitingSince) {
    const [ahead, waits] = await Promise.all([
      queuedBefore(tx, row.waitingSince),
      recentWaits(tx, RECENT_WAITS),
    ]);
    queue = { position: ahead + 1, typicalWaitMinutes: typicalWaitMinutes(waits) };
  }
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    lastSeq: row.lastSeq,
    queue,
    waitingSince: row.waitingSince,
    agentId: row.agentId,
    followUpEmail: row.followUpEmail,
    rating: row.rating,
    createdAt: row.createdAt,
    closedAt: row.closedAt,
  };
}

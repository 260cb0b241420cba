// Notifications (spec 001 §3.3, §7.3 `notifications`, `updateNotification`): created by other modules in their own
// transactions (create), listed and marked read by their owner only. Another person's notification is NOT_FOUND,
// exactly as one that does not exist.
import { randomUUID } from 'node:crypto';
import { inAppMessage, type InAppMessage, type InAppMessageInput } from '@wysh/domain/in-app-messages';
import { ok, type Result } from '@wysh/domain/result';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import {
  insertNotification,
  markNotification,
  notificationsOfUser,
  unreadOfType,
  type NotificationRow,
} from './notifications.repository.ts';

export type NotificationMetadata =
  | {
      type: 'manual_underwriting_decision';
      result: 'accepted' | 'rejected';
      insuranceApplicationId: string;
      /** A change of a policy in force (more cover, a longer term): the policy, which keeps its cover if rejected. */
      policyId?: string;
    }
  /** A premium's charge was declined: its amount, the card, and the day the policy lapses unless paid. */
  | {
      type: 'payment_failed';
      invoiceId: string;
      amount: number;
      /** The card, or the bank account (bank, type and mask). */
      card: string | null;
      lapsesAt: string;
      /** A bank debit's NACHA return code, when the bank returned it. */
      returnCode?: string;
    }
  | { type: 'policy_lapsed'; policyId: string; lapsesAt: string }
  /** An in-app message (a toast) from the marketing messaging service: its kind, words and in-app link. */
  | ({ type: 'in_app' } & InAppMessage);

export type NotificationView = {
  id: string;
  read: boolean;
  createdAt: Date;
  metadata: NotificationMetadata;
};

export type NotificationError = UserFailure<'NOT_FOUND'>;

/** An in-app message to show, as the toast the app draws from it. */
export type InAppMessageView = InAppMessage & { id: string; createdAt: Date };

const view = (row: NotificationRow): NotificationView => ({
  id: row.id,
  read: row.readAt !== null,
  createdAt: row.createdAt,
  metadata: row.metadata as NotificationMetadata,
});

export function createNotificationsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** A new unread notification for `userId`, in the caller's transaction. */
    async create(tx: DbOrTx, userId: string, metadata: NotificationMetadata): Promise<NotificationView> {
      return view(
        await insertNotification(tx, { id: randomUUID(), userId, metadata, createdAt: clock.now() }),
      );
    },

    /**
     * The sandbox messaging service's delivery of an in-app message to the signed-in person (its /dev route): a
     * message checked as the app will show it (a known kind, short words, a link inside the app).
     */
    async deliverInApp(
      viewer: Viewer,
      input: InAppMessageInput,
    ): Promise<Result<InAppMessageView, UserFailure<'VALIDATION_FAILED'>>> {
      const { userId } = requireUser(viewer, 'identified');
      const checked = inAppMessage(input);
      if (!checked.ok)
        return refusal('VALIDATION_FAILED', 'The in-app message cannot be shown.', checked.problems);
      const created = await insertNotification(db, {
        id: randomUUID(),
        userId,
        metadata: { type: 'in_app', ...checked.value },
        createdAt: clock.now(),
      });
      return ok({ id: created.id, createdAt: created.createdAt, ...checked.value });
    },

    /** inAppMessages: the viewer's in-app messages not yet dismissed, newest first (a few at most). */
    async inAppMessages(viewer: Viewer): Promise<InAppMessageView[]> {
      const { userId } = requireUser(viewer, 'identified');
      return (await unreadOfType(db, userId, 'in_app', 3)).map((row) => {
        const { type: _type, ...message } = row.metadata as { type: 'in_app' } & InAppMessage;
        return { id: row.id, createdAt: row.createdAt, ...message };
      });
    },

    /** The viewer's notifications, newest first. */
    async list(viewer: Viewer): Promise<NotificationView[]> {
      const { userId } = requireUser(viewer, 'identified');
      return (await notificationsOfUser(db, userId)).map(view);
    },

    /** updateNotification: marks the viewer's notification read (or unread again). */
    async update(
      viewer: Viewer,
      notificationId: string,
      read: boolean,
    ): Promise<Result<{ notification: NotificationView }, NotificationError>> {
      const { userId } = requireUser(viewer, 'identified');
      const notFound = () => refusal('NOT_FOUND', "We couldn't find that notification.");
      if (!/^[0-9a-f-]{36}$/i.test(notificationId)) return notFound();
      const row = await markNotification(db, {
        id: notificationId,
        userId,
        readAt: read ? clock.now() : null,
      });
      return row ? ok({ notification: view(row) }) : notFound();
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

// Cancelling a policy at its owner's request (issue 27 item 5; reference §5 and §7). CancelPolicyModal sends the
// owner to customer service; an agent (the `support` role, in a verified session) finds the policy by its number
// in the servicing console and cancels it with the owner's reason. Within the free look (10 days from delivery,
// 30 when it replaced other cover) the policy is void from the beginning: every premium paid goes back to the
// method it came from and what is owed is let go. After it, cover runs to the end of the paid period and billing
// stops there; nothing is refunded. Either way, one transaction: the policy's lock, its one cancellation row (the
// unique policy id: twenty requests at once cancel and refund once), the status change through the domain's
// lifecycle with its reason and the agent's id, the money, and the cancellation notice for the owner.
import { randomUUID } from 'node:crypto';
import { periodIn } from '@wysh/domain/billing/billing-schedule';
import type { CancellationFacts } from '@wysh/domain/policy-changes/endorsement-facts';
import { cancellation, freeLookEndsOn } from '@wysh/domain/policy-changes/free-look';
import { formatShortDate } from '@wysh/domain/dates';
import { cents, formatDollars, type Cents } from '@wysh/domain/money';
import { IN_FORCE_STATUSES, isInForce, type PolicyStatus } from '@wysh/domain/policies/policy-lifecycle';
import { ok, type Result } from '@wysh/domain/result';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessDayOf, businessToday, type Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { isUuid } from '../../shared/ids.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import {
  cancellationOfPolicy,
  cancelledInForceBefore,
  findPolicyByNumber,
  insertCancellation,
  type CancellationRow,
} from './cancellations.repository.ts';
import {
  eventsOfPolicy,
  findPolicy,
  latestPolicyOfUser,
  lockPolicy,
  transitionPolicy,
  type PolicyRow,
} from './policies.repository.ts';

export type CancellationsErrorCode =
  'NOT_FOUND' | 'VALIDATION_FAILED' | 'POLICY.NOT_IN_FORCE' | 'PAYMENT_IN_FLIGHT';
export type CancellationsError = UserFailure<CancellationsErrorCode>;

export type CancellationsPorts = {
  /** Refuses anyone but customer service in a verified session (roles). */
  requireSupport(viewer: Viewer): Promise<{ userId: string }>;
  /** The owner's names and e-mail (profile, accounts). */
  owner(userId: string): Promise<{ fullName: string; email: string | null }>;
  /** The owner's state (the free look's rules by state). */
  stateOf(userId: string): Promise<string>;
  /** The application said the policy replaces cover the owner has (underwriting). */
  replacesCover(tx: DbOrTx, applicationId: string): Promise<boolean>;
  /** The policy's money (payments), in the caller's transaction. */
  money: {
    moneyOf(tx: DbOrTx, policyId: string): Promise<{ paidThrough: string | null; paymentInFlight: boolean }>;
    refundableTotal(tx: DbOrTx, policyId: string): Promise<number>;
    voidOpenInvoices(tx: DbOrTx, policyId: string, reason: string): Promise<number>;
    refundEveryPremium(tx: DbOrTx, policyId: string, at: Date): Promise<number>;
    refundsOf(tx: DbOrTx, policyId: string): Promise<ServicedPolicyView['refunds']>;
  };
  /** The written notice for the owner (endorsements: the document and the e-mail). */
  endorse(
    tx: DbOrTx,
    endorsement: {
      kind: 'cancellation';
      policyId: string;
      userId: string;
      sourceId: string;
      effectiveOn: string;
      facts: CancellationFacts;
    },
  ): Promise<void>;
};

export type CancellationView = {
  kind: CancellationRow['kind'];
  requestedOn: string;
  coverEndsOn: string | null;
  refundAmount: Cents;
  reason: string;
};

/** A policy as customer service sees it in the servicing console. */
export type ServicedPolicyView = {
  id: string;
  number: string;
  productSlug: string;
  status: PolicyStatus;
  ownerName: string;
  ownerEmail: string | null;
  amount: Cents;
  monthlyPremium: Cents;
  effectiveOn: string;
  terminatesOn: string;
  replacesCover: boolean;
  freeLookEndsOn: string;
  paidThrough: string;
  /** What cancelling today would do; null when the policy is not in force or is already cancelled. */
  cancellingToday: { kind: CancellationRow['kind']; refundAmount: Cents; coverEndsOn: string | null } | null;
  cancellation: CancellationView | null;
  /** Money given back on it, and where each refund stands at the provider. */
  refunds: {
    amount: Cents;
    status: 'pending' | 'succeeded' | 'failed';
    method: string;
    providerRefundId: string | null;
    createdAt: Date;
  }[];
  history: { event: string; toStatus: string; reason: string; occurredAt: Date }[];
};

const JOB = { kind: 'job', name: 'billing.run' } as const;

type Owner = { fullName: string; email: string | null; state: string };

const cancellationView = (row: CancellationRow): CancellationView => ({
  kind: row.kind,
  requestedOn: row.requestedOn,
  coverEndsOn: row.coverEndsOn,
  refundAmount: cents(row.refundAmount),
  reason: row.reason,
});

export function createCancellationsService(deps: { db: Db; clock: Clock; ports: CancellationsPorts }) {
  const { db, clock, ports } = deps;

  /**
   * The last day the premiums paid cover: the first premium pays the schedule's first period (it has no period
   * of its own), later premiums and a reinstatement theirs.
   */
  async function paidThroughOf(tx: DbOrTx, row: PolicyRow) {
    const money = await ports.money.moneyOf(tx, row.id);
    const first = periodIn({ effectiveOn: row.effectiveOn!, segments: row.billingSegments }, 0).end;
    return {
      ...money,
      paidThrough: money.paidThrough && money.paidThrough > first ? money.paidThrough : first,
    };
  }

  /**
   * The owner's names and state, read before the transaction (on connections of their own: a transaction
   * waiting for the policy's lock must not wait for a second connection too).
   */
  async function ownerOf(userId: string): Promise<Owner> {
    const [contact, state] = await Promise.all([ports.owner(userId), ports.stateOf(userId)]);
    return { ...contact, state };
  }

  /** The free look's facts: the packet is e-mailed and in the app the day the policy is issued. */
  async function freeLookOf(tx: DbOrTx, row: PolicyRow, owner: Owner) {
    return {
      deliveredOn: row.effectiveOn!,
      replacesCover: await ports.replacesCover(tx, row.insuranceApplicationId),
      state: owner.state,
    };
  }

  async function view(tx: DbOrTx, row: PolicyRow, owner: Owner): Promise<ServicedPolicyView> {
    const today = businessToday(clock);
    const facts = await freeLookOf(tx, row, owner);
    const { paidThrough } = await paidThroughOf(tx, row);
    const cancelled = await cancellationOfPolicy(tx, row.id);
    let cancellingToday: ServicedPolicyView['cancellingToday'] = null;
    if (isInForce(row.status) && !cancelled) {
      const would = cancellation(facts, today, paidThrough);
      cancellingToday = {
        kind: would.kind,
        refundAmount: cents(would.refundAllPremiums ? await ports.money.refundableTotal(tx, row.id) : 0),
        coverEndsOn: would.coverEndsOn,
      };
    }
    return {
      id: row.id,
      number: row.label!,
      productSlug: row.productSlug,
      status: row.status,
      ownerName: owner.fullName,
      ownerEmail: owner.email,
      amount: cents(row.amount),
      monthlyPremium: cents(row.monthlyPremium),
      effectiveOn: row.effectiveOn!,
      terminatesOn: row.terminatesAt!,
      replacesCover: facts.replacesCover,
      freeLookEndsOn: freeLookEndsOn(facts),
      paidThrough,
      cancellingToday,
      cancellation: cancelled ? cancellationView(cancelled) : null,
      refunds: await ports.money.refundsOf(tx, row.id),
      history: (await eventsOfPolicy(tx, row.id)).map((event) => ({
        event: event.event,
        toStatus: event.toStatus,
        reason: event.reason,
        occurredAt: event.occurredAt,
      })),
    };
  }

  /** Ends the policy now, with the cancellation's reason in its history. */
  async function endNow(
    tx: DbOrTx,
    row: PolicyRow,
    reason: string,
    actor: { kind: 'person'; userId: string } | typeof JOB,
    details: Record<string, string>,
  ) {
    const moved = await transitionPolicy(
      tx,
      row,
      { type: 'cancel' },
      { reason, actor, details },
      clock.now(),
      { missedDueOn: null, graceNoticeSentOn: null, lapsesOn: null },
    );
    if (!moved.ok) throw new Error(`policy ${row.id}: ${moved.error.message}`);
  }

  return {
    /** The console's search: an issued policy by its number (customer service only). */
    async policyByNumber(viewer: Viewer, number: string): Promise<ServicedPolicyView | null> {
      await ports.requireSupport(viewer);
      const row = await findPolicyByNumber(db, number.trim().toUpperCase());
      return row?.label ? view(db, row, await ownerOf(row.userId)) : null;
    },

    /** A person's latest issued policy as customer service sees it (the agent console, beside a conversation). */
    async latestPolicyOf(viewer: Viewer, userId: string): Promise<ServicedPolicyView | null> {
      await ports.requireSupport(viewer);
      const row = await latestPolicyOfUser(db, userId, [...IN_FORCE_STATUSES, 'lapsed', 'cancelled']);
      return row?.label ? view(db, row, await ownerOf(row.userId)) : null;
    },

    /**
     * cancelPolicyForCustomer: cancels the policy at its owner's request, once. A second request (or twenty at
     * once) answers the cancellation that stands and moves no money.
     */
    async cancel(
      viewer: Viewer,
      input: { policyId: string; reason: string },
      /** More of the same use case, in its transaction, once the policy is cancelled (the chat's record of it). */
      alsoRecord?: (tx: DbOrTx, cancelled: ServicedPolicyView, agentId: string) => Promise<void>,
    ): Promise<Result<ServicedPolicyView, CancellationsError>> {
      const { userId: agentId } = await ports.requireSupport(viewer);
      const reason = input.reason.trim();
      if (reason.length === 0) {
        const message = 'Write down why the customer is cancelling.';
        return refusal('VALIDATION_FAILED', message, [{ field: 'reason', message }]);
      }
      const found = isUuid(input.policyId) ? await findPolicy(db, input.policyId) : undefined;
      if (!found?.label) return refusal('NOT_FOUND', 'No policy has that number.');
      const owner = await ownerOf(found.userId);
      return db.transaction(async (tx) => {
        const row = (await lockPolicy(tx, found.id))!;
        if (await cancellationOfPolicy(tx, row.id)) return ok(await view(tx, row, owner));
        if (!isInForce(row.status))
          return refusal(
            'POLICY.NOT_IN_FORCE',
            `This policy is ${row.status}: only a policy in force can be cancelled.`,
          );
        const money = await paidThroughOf(tx, row);
        if (money.paymentInFlight)
          return refusal(
            'PAYMENT_IN_FLIGHT',
            'A payment on this policy is still being processed. Cancel it once the payment settles (a bank debit takes up to 4 business days).',
          );
        const now = clock.now();
        const today = businessDayOf(now);
        const facts = await freeLookOf(tx, row, owner);
        const decided = cancellation(facts, today, money.paidThrough);
        const id = randomUUID();
        const words = `at the owner's request through customer service ("${reason}")`;
        const details = { cancellationId: id, kind: decided.kind };
        const actor = { kind: 'person', userId: agentId } as const;
        let refundAmount = 0;
        if (decided.kind === 'free_look') {
          refundAmount = await ports.money.refundEveryPremium(tx, row.id, now);
          await ports.money.voidOpenInvoices(tx, row.id, 'cancelled in the free look');
          await endNow(
            tx,
            row,
            `Returned in its free look (to ${formatShortDate(freeLookEndsOn(facts))}) ${words}: void from the beginning, every premium paid (${formatDollars(cents(refundAmount))}) refunded.`,
            actor,
            details,
          );
        } else {
          await ports.money.voidOpenInvoices(tx, row.id, 'cancelled');
          // Cover to the end of the paid period; a policy whose paid period is over (in grace) ends today.
          if (decided.coverEndsOn <= today)
            await endNow(
              tx,
              row,
              `Cancelled ${words}, after its free look: cover ended on ${formatShortDate(decided.coverEndsOn)}, nothing refunded.`,
              actor,
              details,
            );
        }
        await insertCancellation(tx, {
          id,
          policyId: row.id,
          kind: decided.kind,
          requestedOn: today,
          freeLookEndsOn: freeLookEndsOn(facts),
          coverEndsOn: decided.coverEndsOn,
          refundAmount,
          reason,
          requestedBy: agentId,
          createdAt: now,
        });
        const notice: CancellationFacts = {
          policyNumber: row.label!,
          productSlug: row.productSlug,
          kind: decided.kind,
          requestedOn: today,
          effectiveOn: row.effectiveOn!,
          freeLookEndsOn: freeLookEndsOn(facts),
          coverEndsOn: decided.coverEndsOn,
          refundAmount,
        };
        await ports.endorse(tx, {
          kind: 'cancellation',
          policyId: row.id,
          userId: row.userId,
          sourceId: id,
          effectiveOn: decided.coverEndsOn ?? row.effectiveOn!,
          facts: notice,
        });
        const cancelled = await view(tx, (await findPolicy(tx, row.id))!, owner);
        await alsoRecord?.(tx, cancelled, agentId);
        return ok(cancelled);
      });
    },

    /** Money given back on the viewer's own policy, and where each refund stands (none for another's). */
    async refundsOfOwnPolicy(viewer: Viewer, policyId: string): Promise<ServicedPolicyView['refunds']> {
      const { userId } = requireUser(viewer, 'identified');
      const row = isUuid(policyId) ? await findPolicy(db, policyId) : undefined;
      return row?.userId === userId ? ports.money.refundsOf(db, row.id) : [];
    },

    /** The daily run: a policy cancelled to end with its paid period ends once that period is over. */
    async endCancelledCover(today: string): Promise<number> {
      let ended = 0;
      for (;;) {
        const due = await cancelledInForceBefore(db, today, 200);
        const before = ended;
        for (const policy of due)
          await db.transaction(async (tx) => {
            const row = (await lockPolicy(tx, policy.id))!;
            const cancelled = (await cancellationOfPolicy(tx, row.id))!;
            if (!isInForce(row.status)) return;
            await endNow(
              tx,
              row,
              `Its cover ended on ${formatShortDate(cancelled.coverEndsOn!)}, the end of the period paid for, as cancelled on ${formatShortDate(cancelled.requestedOn)}.`,
              JOB,
              { cancellationId: cancelled.id, kind: cancelled.kind },
            );
            ended += 1;
          });
        if (ended === before) return ended;
      }
    },
  };
}

export type CancellationsService = ReturnType<typeof createCancellationsService>;

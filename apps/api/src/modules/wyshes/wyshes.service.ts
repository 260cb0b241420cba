// Wyshes: the public catalogue, and a person's list (allocations) with its histories, recipients, monitoring
// and summary, and monitoring: a wysh paid to an institution (a mortgage, a loan) may follow a linked loan's
// balance (MonitoringPort: bank-link asks the bank), taken when it is linked and by the daily refreshing job,
// each change a history row. Every allocation and recipient is checked against its owner: another person's id answers
// NOT_FOUND. Amounts are read with @wysh/domain/money-input (whole dollars in cents); a refused input changes
// nothing. The person's cover comes through the CoveragePort (estimates and policies own it).
import { cents, type Cents } from '@wysh/domain/money';
import { MAX_CHOSEN_AMOUNT, readChosenAmount } from '@wysh/domain/money-input';
import { ok, type Result } from '@wysh/domain/result';
import { firstProblem, validateEmail, validatePhoneNumber, validateRequired } from '@wysh/domain/validation';
import type { ValidationCode } from '@wysh/domain/validation';
import { coverAllocations } from '@wysh/domain/wysh-allocation-cover';
import { wyshCoveragePercent } from '@wysh/domain/wysh-coverage';
import { amountChange, followedAmount } from '@wysh/domain/wysh-monitoring';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { refusedFields } from '../../shared/field-refusals.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import { HEADER_FORMATS, ICON_FORMATS, wyshImageUrl, type WyshImageFormat } from './wyshes.images.ts';
import {
  deleteRecipient,
  findAllocationOfUser,
  findRecipientOfUser,
  findWyshById,
  insertAllocation,
  insertHistory,
  insertRecipient,
  listActiveWyshes,
  listAllocationsOfUser,
  listCategories,
  listHistories,
  listRecipients,
  listSuggestions,
  listFollowingAllocations,
  lockAllocation,
  nextAllocationOrder,
  stopFollowingAccounts,
  sumActiveAllocations,
  updateAllocation,
  updateRecipient,
  type WyshAllocationRow,
  type WyshCategoryRow,
  type WyshRecipientRow,
  type WyshRow,
} from './wyshes.repository.ts';
import type {
  AllocationHistoryView,
  AllocationSummaryView,
  CoveragePort,
  MonitoringPort,
  RecipientKind,
  WyshAllocationView,
  WyshCategoryView,
  WyshImageView,
  WyshRecipientView,
  WyshView,
} from './wyshes.types.ts';

/** The codes the Wyshes use cases refuse with: stable, never renamed. */
export type WyshesErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'WYSH_MONITORED'
  | 'WYSH_DECOMMISSIONED'
  | 'RECIPIENT_EXISTS'
  | 'WYSH_NOT_MONITORABLE'
  | 'MONITORING_NOT_ELIGIBLE';
export type WyshesError = UserFailure<WyshesErrorCode>;

/** A wysh on a list asks for at least $1 and at most the cap of every chosen amount. */
export const WYSH_AMOUNT_LIMITS = { min: cents(100), max: MAX_CHOSEN_AMOUNT };
const MAX_ORDER = 10_000;
const MAX_TEXT = 200;
const RECIPIENT_NAME_MAX = 100;

export const MONITORED_MESSAGE = 'You can’t edit this since it’s tied to your monitored account';

const notFound = () => refusal('NOT_FOUND', "We couldn't find that wysh.");
const recipientNotFound = () => refusal('NOT_FOUND', "We couldn't find that recipient.");

export type RecipientInput = {
  kind?: string | null;
  name?: string | null;
  countryCode?: string | null;
  accountNumber?: string | null;
  phoneNumber?: string | null;
  websiteUrl?: string | null;
  email?: string | null;
  relationship?: string | null;
};

const RECIPIENT_FIELDS: Record<RecipientKind, ReadonlyArray<keyof RecipientInput>> = {
  institution: ['countryCode', 'accountNumber', 'phoneNumber'],
  company: ['websiteUrl'],
  individual: ['email', 'countryCode', 'phoneNumber', 'relationship'],
};

const isRecipientKind = (value: unknown): value is RecipientKind =>
  value === 'institution' || value === 'company' || value === 'individual';

const image = (slug: string, format: WyshImageFormat): WyshImageView => ({
  format,
  contentType: 'image/svg+xml',
  url: wyshImageUrl(slug, format),
});

function categoryView(row: WyshCategoryRow): WyshCategoryView {
  const { id, slug, name, prompt, description, listDescription, color, order } = row;
  return { id, slug, name, prompt, description, listDescription, color, order };
}

function recipientView(row: WyshRecipientRow): WyshRecipientView {
  const { id, kind, name, countryCode, accountNumber, phoneNumber, websiteUrl, email, relationship } = row;
  return { id, kind, name, countryCode, accountNumber, phoneNumber, websiteUrl, email, relationship };
}

const trimmedOrNull = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** The recipient's fields of its kind (others are cleared), or the refused fields. */
function readRecipient(kind: RecipientKind, input: RecipientInput) {
  const name = input.name?.trim() ?? '';
  const values = {
    countryCode: null as string | null,
    accountNumber: null as string | null,
    phoneNumber: null as string | null,
    websiteUrl: null as string | null,
    email: null as string | null,
    relationship: null as string | null,
  };
  for (const field of RECIPIENT_FIELDS[kind]) {
    values[field as keyof typeof values] = trimmedOrNull(input[field]);
  }
  const tooLong = (value: string | null): ValidationCode | null =>
    value !== null && value.length > MAX_TEXT ? 'inRange' : null;
  const checks: Array<{ field: string; code: ValidationCode | null }> = [
    {
      field: 'name',
      code: firstProblem(validateRequired(name), name.length > RECIPIENT_NAME_MAX ? 'inRange' : null),
    },
    { field: 'email', code: firstProblem(validateEmail(values.email ?? ''), tooLong(values.email)) },
    { field: 'phoneNumber', code: validatePhoneNumber(values.phoneNumber ?? '') },
    {
      field: 'countryCode',
      code: values.countryCode && !/^\d{1,3}$/.test(values.countryCode) ? 'inRange' : null,
    },
    { field: 'accountNumber', code: tooLong(values.accountNumber) },
    { field: 'websiteUrl', code: tooLong(values.websiteUrl) },
    { field: 'relationship', code: tooLong(values.relationship) },
  ];
  const refused = refusedFields('VALIDATION_FAILED', checks);
  return refused ?? ok({ name, ...values });
}

function readAmount(raw: unknown) {
  const read = readChosenAmount(raw, WYSH_AMOUNT_LIMITS);
  return read.ok ? read : refusedFields('VALIDATION_FAILED', [{ field: 'amount', code: read.error.code }])!;
}

export const NOT_MONITORABLE_MESSAGE =
  'Only a wysh paid to an institution, like a mortgage or a loan, can follow a linked account.';

export const NOT_ELIGIBLE_FOR_MONITORING_MESSAGE =
  'Your account can’t follow a linked loan yet. Please verify your phone number first.';

export function createWyshesService(deps: {
  db: Db;
  clock: Clock;
  coverage: CoveragePort;
  monitoring: MonitoringPort;
}) {
  const { db, clock, coverage, monitoring } = deps;

  /**
   * In its transaction: the allocation follows the account at the amount its balance gives, a history row when
   * the amount moved. Answers undefined when the allocation no longer follows that account (turned off since).
   */
  async function follow(
    tx: DbOrTx,
    id: string,
    input: { plaidAccountId: string; balanceCents: number; linking: boolean },
  ): Promise<WyshAllocationRow | undefined> {
    const row = await lockAllocation(tx, id);
    if (!row || row.status !== 'active') return undefined;
    if (!input.linking && (!row.monitored || row.plaidAccountId !== input.plaidAccountId)) return undefined;
    const now = clock.now();
    const amount = followedAmount(input.balanceCents);
    const moved = amountChange(row.amount, amount);
    if (moved) await insertHistory(tx, { allocationId: row.id, ...moved, createdAt: now, updatedAt: now });
    if (!moved && !input.linking) return row;
    return updateAllocation(tx, row.id, {
      monitored: true,
      plaidAccountId: input.plaidAccountId,
      amount,
      updatedAt: now,
    });
  }

  async function catalogue() {
    const [categories, wyshRows, suggestions] = await Promise.all([
      listCategories(db),
      listActiveWyshes(db),
      listSuggestions(db),
    ]);
    const categoryById = new Map(categories.map((row) => [row.id, categoryView(row)]));
    const wyshView = (row: WyshRow): WyshView => ({
      id: row.id,
      slug: row.slug,
      defaultName: row.defaultName,
      description: row.description,
      prompt: row.prompt,
      guidance: row.guidance,
      active: row.active,
      defaultAmount: row.defaultAmount === null ? null : cents(row.defaultAmount),
      amountPrompt: row.amountPrompt,
      amountGuidance: row.amountGuidance,
      amountPlaceholder: row.amountPlaceholder,
      recipientType: row.recipientType,
      monitorable: row.monitorable,
      termable: row.termable,
      order: row.order,
      icons: ICON_FORMATS.map((format) => image(row.slug, format)),
      headers: HEADER_FORMATS.map((format) => image(row.slug, format)),
      suggestions: suggestions
        .filter((chip) => chip.wyshId === row.id)
        .map(({ id, title, amount, enabled, order }) => ({
          id,
          title,
          amount: cents(amount),
          enabled,
          order,
        })),
      category: categoryById.get(row.categoryId)!,
    });
    return { categories: [...categoryById.values()], wyshes: wyshRows.map(wyshView), wyshView };
  }

  /** A wysh of the catalogue by id, active or not (an allocation keeps its wysh). */
  async function wyshViewById(id: string): Promise<WyshView | undefined> {
    const { wyshes, wyshView } = await catalogue();
    const listed = wyshes.find((wysh) => wysh.id === id);
    if (listed) return listed;
    const row = await findWyshById(db, id);
    return row ? wyshView(row) : undefined;
  }

  async function allocationViews(userId: string, rows: WyshAllocationRow[]): Promise<WyshAllocationView[]> {
    if (rows.length === 0) return [];
    const { wyshes, wyshView } = await catalogue();
    const byId = new Map(wyshes.map((wysh) => [wysh.id, wysh]));
    for (const row of rows) {
      if (!byId.has(row.wyshId)) {
        const retired = await findWyshById(db, row.wyshId);
        if (retired) byId.set(retired.id, wyshView(retired));
      }
    }
    const recipients = new Map(
      (
        await listRecipients(
          db,
          rows.map((row) => row.id),
        )
      ).map((row) => [row.allocationId, recipientView(row)]),
    );
    // The cover pays the active wyshes in the person's order; a decommissioned one is not paid.
    const active = rows.filter((row) => row.status === 'active');
    const cover = await coverage.coverFor(userId);
    const paid = new Map(
      coverAllocations(
        active.map((row) => (row.amount === null ? null : cents(row.amount))),
        cover,
      ).map((result, index) => [active[index]!.id, result]),
    );
    const followed = await monitoring.linkedLoans(
      rows.flatMap((row) => (row.plaidAccountId ? [row.plaidAccountId] : [])),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      amount: row.amount === null ? null : cents(row.amount),
      ...(paid.get(row.id) ?? { covered: false, amountCovered: cents(0), percentCovered: 0 }),
      monitored: row.monitored,
      plaidAccount: row.plaidAccountId ? (followed.get(row.plaidAccountId) ?? null) : null,
      status: row.status,
      order: row.order,
      terminatesAt: row.terminatesAt,
      updatedAt: row.updatedAt,
      wysh: byId.get(row.wyshId)!,
      recipient: recipients.get(row.id) ?? null,
    }));
  }

  async function oneView(userId: string, row: WyshAllocationRow): Promise<WyshAllocationView> {
    const all = await listAllocationsOfUser(db, userId);
    const views = await allocationViews(userId, all);
    return views.find((view) => view.id === row.id)!;
  }

  async function totalFor(userId: string): Promise<Cents> {
    return cents(await sumActiveAllocations(db, userId));
  }

  return {
    totalFor,

    async wyshes(): Promise<WyshView[]> {
      return (await catalogue()).wyshes;
    },

    async wysh(slug: string): Promise<WyshView | null> {
      return (await catalogue()).wyshes.find((wysh) => wysh.slug === slug) ?? null;
    },

    async wyshCategories(): Promise<Array<WyshCategoryView & { wyshes: WyshView[] }>> {
      const { categories, wyshes } = await catalogue();
      return categories.map((category) => ({
        ...category,
        wyshes: wyshes.filter((wysh) => wysh.category.id === category.id),
      }));
    },

    async wyshAllocations(
      viewer: Viewer,
      status: 'active' | 'decommissioned' | null = 'active',
    ): Promise<WyshAllocationView[]> {
      const { userId } = requireUser(viewer, 'identified');
      return allocationViews(userId, await listAllocationsOfUser(db, userId, status ?? undefined));
    },

    async allocationSummary(viewer: Viewer): Promise<AllocationSummaryView> {
      const { userId } = requireUser(viewer, 'identified');
      const active = await listAllocationsOfUser(db, userId, 'active');
      const totalAmount = cents(active.reduce((sum, row) => sum + (row.amount ?? 0), 0));
      const cover = await coverage.coverFor(userId);
      return {
        activeCount: active.length,
        totalAmount,
        percentCovered: cover === null ? null : wyshCoveragePercent(cover, totalAmount),
      };
    },

    /** The histories of one of the user's allocations, or of all of them; newest first. */
    async allocationHistories(
      viewer: Viewer,
      wyshAllocationId: string | null,
    ): Promise<Result<AllocationHistoryView[], WyshesError>> {
      const { userId } = requireUser(viewer, 'identified');
      let rows: WyshAllocationRow[];
      if (wyshAllocationId) {
        const row = await findAllocationOfUser(db, userId, wyshAllocationId);
        if (!row) return notFound();
        rows = [row];
      } else {
        rows = await listAllocationsOfUser(db, userId);
      }
      const names = new Map(rows.map((row) => [row.id, row.name]));
      const histories = await listHistories(db, [...names.keys()]);
      return ok(
        histories.map((history) => ({
          id: history.id,
          wyshAllocationId: history.allocationId,
          name: names.get(history.allocationId)!,
          amount: cents(history.amount),
          change: cents(history.change),
          direction: history.direction,
          createdAt: history.createdAt,
          updatedAt: history.updatedAt,
        })),
      );
    },

    async createWyshAllocation(
      viewer: Viewer,
      input: { wyshId: string; amount: unknown },
    ): Promise<Result<{ wyshAllocation: WyshAllocationView }, WyshesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const wysh = await wyshViewById(input.wyshId);
      if (!wysh || !wysh.active) {
        return refusal('NOT_FOUND', "We couldn't find that wysh.", [
          { field: 'wyshId', message: "We couldn't find that wysh." },
        ]);
      }
      const amount = readAmount(input.amount);
      if (!amount.ok) return amount;
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const created = await insertAllocation(tx, {
          userId,
          wyshId: wysh.id,
          name: wysh.defaultName,
          amount: amount.value,
          order: await nextAllocationOrder(tx, userId),
          createdAt: now,
          updatedAt: now,
        });
        await insertHistory(tx, {
          allocationId: created.id,
          amount: amount.value,
          change: amount.value,
          direction: 'up',
          createdAt: now,
          updatedAt: now,
        });
        return created;
      });
      return ok({ wyshAllocation: await oneView(userId, row) });
    },

    async updateWyshAllocation(
      viewer: Viewer,
      input: { wyshAllocationId: string; amount?: unknown; order?: number | null },
    ): Promise<Result<{ wyshAllocation: WyshAllocationView }, WyshesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findAllocationOfUser(db, userId, input.wyshAllocationId);
      if (!row) return notFound();
      if (row.status !== 'active') {
        return refusal('WYSH_DECOMMISSIONED', 'This wysh was removed from your list.');
      }
      const amountGiven = input.amount !== undefined && input.amount !== null;
      const amount = amountGiven ? readChosenAmount(input.amount, WYSH_AMOUNT_LIMITS) : null;
      const orderGiven = input.order !== undefined && input.order !== null;
      const orderProblem: ValidationCode | null =
        orderGiven && (!Number.isSafeInteger(input.order) || input.order! < 1 || input.order! > MAX_ORDER)
          ? 'inRange'
          : null;
      const refused = refusedFields('VALIDATION_FAILED', [
        { field: 'amount', code: amount && !amount.ok ? amount.error.code : null },
        { field: 'order', code: orderProblem },
      ]);
      if (refused) return refused;
      const newAmount = amount?.ok ? amount.value : null;
      if (newAmount !== null && newAmount !== row.amount && row.monitored) {
        return refusal('WYSH_MONITORED', MONITORED_MESSAGE, [
          { field: 'amount', message: MONITORED_MESSAGE },
        ]);
      }
      const now = clock.now();
      const updated = await db.transaction(async (tx) => {
        const set: Parameters<typeof updateAllocation>[2] = { updatedAt: now };
        if (orderGiven) set.order = input.order!;
        if (newAmount !== null && newAmount !== row.amount) {
          set.amount = newAmount;
          const before = row.amount ?? 0;
          await insertHistory(tx, {
            allocationId: row.id,
            amount: newAmount,
            change: Math.abs(newAmount - before),
            direction: newAmount > before ? 'up' : 'down',
            createdAt: now,
            updatedAt: now,
          });
        }
        return updateAllocation(tx, row.id, set);
      });
      return ok({ wyshAllocation: await oneView(userId, updated) });
    },

    async decommissionWyshAllocation(
      viewer: Viewer,
      input: { wyshAllocationId: string },
    ): Promise<Result<{ wyshAllocation: WyshAllocationView }, WyshesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findAllocationOfUser(db, userId, input.wyshAllocationId);
      if (!row) return notFound();
      const updated =
        row.status === 'decommissioned'
          ? row
          : await updateAllocation(db, row.id, { status: 'decommissioned', updatedAt: clock.now() });
      return ok({ wyshAllocation: await oneView(userId, updated) });
    },

    async unmonitorWyshAllocation(
      viewer: Viewer,
      input: { wyshAllocationId: string },
    ): Promise<Result<{ wyshAllocation: WyshAllocationView }, WyshesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findAllocationOfUser(db, userId, input.wyshAllocationId);
      if (!row) return notFound();
      const updated =
        row.monitored || row.plaidAccountId
          ? await updateAllocation(db, row.id, {
              monitored: false,
              plaidAccountId: null,
              updatedAt: clock.now(),
            })
          : row;
      return ok({ wyshAllocation: await oneView(userId, updated) });
    },

    /**
     * The wysh follows one of the person's linked loans: its amount becomes what the loan owes now (asked of the
     * bank), and the refreshing job keeps it so. Only for a member eligible for monitoring, and only a monitorable
     * wysh paid to an institution; another person's account is not found.
     */
    async monitorWyshAllocation(
      viewer: Viewer,
      input: { wyshAllocationId: string; plaidAccountId: string },
    ): Promise<Result<{ wyshAllocation: WyshAllocationView }, UserFailure<string>>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findAllocationOfUser(db, userId, input.wyshAllocationId);
      if (!row) return notFound();
      if (row.status !== 'active') {
        return refusal('WYSH_DECOMMISSIONED', 'This wysh was removed from your list.');
      }
      if (!(await monitoring.eligible(userId))) {
        return refusal('MONITORING_NOT_ELIGIBLE', NOT_ELIGIBLE_FOR_MONITORING_MESSAGE);
      }
      const wysh = await wyshViewById(row.wyshId);
      if (!wysh?.monitorable || wysh.recipientType !== 'institution') {
        return refusal('WYSH_NOT_MONITORABLE', NOT_MONITORABLE_MESSAGE);
      }
      const asked = await monitoring.loanBalance(userId, input.plaidAccountId);
      if (!asked.ok) {
        return refusal(asked.error.code, asked.error.message, [
          { field: 'plaidAccountId', message: asked.error.message },
        ]);
      }
      const { balanceCents } = asked.value;
      const updated = await db.transaction((tx) =>
        follow(tx, row.id, { plaidAccountId: input.plaidAccountId, balanceCents, linking: true }),
      );
      if (!updated) return notFound();
      return ok({ wyshAllocation: await oneView(userId, updated) });
    },

    /**
     * The refreshing job (daily, and whenever the sandbox clock moves): every monitored wysh takes its loan's
     * balance now, each in its own transaction. A bank that cannot answer (a login to repair) leaves the amount.
     */
    async refreshMonitored(): Promise<{ checked: number; changed: number; refused: Record<string, number> }> {
      const rows = await listFollowingAllocations(db);
      const refused: Record<string, number> = {};
      let changed = 0;
      for (const row of rows) {
        const asked = await monitoring.loanBalance(row.userId, row.plaidAccountId!);
        if (!asked.ok) {
          refused[asked.error.code] = (refused[asked.error.code] ?? 0) + 1;
          continue;
        }
        const updated = await db.transaction((tx) =>
          follow(tx, row.id, {
            plaidAccountId: row.plaidAccountId!,
            balanceCents: asked.value.balanceCents,
            linking: false,
          }),
        );
        if (updated && updated.amount !== row.amount) changed += 1;
      }
      return { checked: rows.length, changed, refused };
    },

    /** In bank-link's unlink transaction: wyshes that followed the unlinked accounts follow nothing now. */
    async stopFollowing(tx: DbOrTx, plaidAccountIds: string[]): Promise<void> {
      await stopFollowingAccounts(tx, plaidAccountIds, clock.now());
    },

    async createWyshAllocationRecipient(
      viewer: Viewer,
      input: RecipientInput & { wyshAllocationId: string },
    ): Promise<Result<{ recipient: WyshRecipientView }, WyshesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await findAllocationOfUser(db, userId, input.wyshAllocationId);
      if (!row) return notFound();
      if (!isRecipientKind(input.kind)) {
        return refusedFields('VALIDATION_FAILED', [{ field: 'kind', code: 'required' }])!;
      }
      const read = readRecipient(input.kind, input);
      if (!read.ok) return read;
      const [existing] = await listRecipients(db, [row.id]);
      if (existing) return refusal('RECIPIENT_EXISTS', 'This wysh already has a recipient.');
      const now = clock.now();
      const created = await insertRecipient(db, {
        allocationId: row.id,
        kind: input.kind,
        ...read.value,
        createdAt: now,
        updatedAt: now,
      });
      return ok({ recipient: recipientView(created) });
    },

    async updateWyshAllocationRecipient(
      viewer: Viewer,
      input: RecipientInput & { recipientId: string },
    ): Promise<Result<{ recipient: WyshRecipientView }, WyshesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const existing = await findRecipientOfUser(db, userId, input.recipientId);
      if (!existing) return recipientNotFound();
      const kind = input.kind ?? existing.kind;
      if (!isRecipientKind(kind)) {
        return refusedFields('VALIDATION_FAILED', [{ field: 'kind', code: 'required' }])!;
      }
      const read = readRecipient(kind, { ...existing, ...definedOnly(input) });
      if (!read.ok) return read;
      const updated = await updateRecipient(db, existing.id, { kind, ...read.value, updatedAt: clock.now() });
      return ok({ recipient: recipientView(updated) });
    },

    async destroyWyshAllocationRecipient(
      viewer: Viewer,
      input: { recipientId: string },
    ): Promise<Result<{ success: true }, WyshesError>> {
      const { userId } = requireUser(viewer, 'identified');
      const existing = await findRecipientOfUser(db, userId, input.recipientId);
      if (!existing) return recipientNotFound();
      await deleteRecipient(db, existing.id);
      return ok({ success: true as const });
    },
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export type WyshesService = ReturnType<typeof createWyshesService>;

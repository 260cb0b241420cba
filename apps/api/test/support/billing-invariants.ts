// What must hold of billing however it got there (the clock-travel test, the billing run fault harness): read
// from the database, for every policy. Answers the faults found, in words (none when all is well), and counts.
//   - one invoice per period a policy was in force for: its first premium, then each period due by its last day in
//     force (the day it lapsed: that day's run bills before it lapses, and voids what is unpaid), none after; an
//     active policy owes no premium past its due day;
//   - never two charges for one invoice, by our payments and by the provider's records; none left pending, no
//     invoice left processing but by a bank debit whose settlement day is still to come; an invoice paid in full
//     by exactly one charge, any other by none (a debit the bank returned is no longer a charge);
//   - each miss (policy_events miss_payment) followed by a cure with its premium paid, or by a lapse, or the policy
//     still in grace. A missed premium paid means a cure, unless another premium due by then was still owed. A
//     lapse ends the grace of the oldest premium then unpaid: not before its due date + 31 days, the written grace
//     notice sent 30 days or more before the last day of cover, after the lapse date the policy keeps;
//   - a reinstated policy (policy_events reinstate) paid its reinstatement invoice in full, whose lines bill every
//     period its lapse left unpaid through the day it was reinstated, and the interest on a line of its own when
//     underwriting reinstated it (none with the arrears alone); its billing resumes after them (a period is
//     invoiced once, as a premium or as a paid reinstatement's line, and paid once), so no policy is active
//     again without its missed premiums paid;
//   - every ledger transaction sums to zero, every invoice's balance is its receivable;
//   - every policy has version 1 of its terms, and each premium is priced from the version in force on its due
//     date (a withdrawn one never prices anything).
// Days are business days (US Eastern), as the billing run counts them. The month arithmetic is the test's own,
// not the domain's billing schedule: the oracle does not share the code it checks.

/** A pg Pool or client. */
export type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export type BillingCounts = {
  policies: number;
  invoices: number;
  charges: number;
  declines: number;
  /** Of the charges and declines, the bank debits; and the debits the bank returned after they settled. */
  debits: number;
  returns: number;
  graces: number;
  cures: number;
  lapses: number;
  reinstatements: number;
};

const DAY = 86_400_000;
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY);
/** The day `months` months after `day`, or that month's last day when it is shorter. */
export const monthAfter = (day: string, months: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))).toISOString().slice(0, 10);
};
const businessDay = (column: string) => `to_char(${column} at time zone 'America/New_York', 'YYYY-MM-DD')`;

type Policy = { id: string; status: string; effective_on: string; lapses_on: string | null };
type Invoice = {
  id: string;
  policy_id: string;
  kind: string;
  status: string;
  period_start: string | null;
  due_on: string;
  paid_at: string | null;
  paid_on: string | null;
  /** A bank debit of it is processing, its settlement day after the day checked: neither paid nor failed yet. */
  in_flight: boolean;
};
type Endorsement = {
  policy_id: string;
  version: number;
  effective_on: string;
  monthly_premium: number;
  annual_premium: number;
  withdrawn_on: string | null;
};
type PolicyEvent = {
  policy_id: string;
  event: string;
  day: string;
  occurred_at: string;
  invoice_id: string | null;
};

async function rows<T>(db: Queryable, text: string): Promise<T[]> {
  return (await db.query(text)).rows as T[];
}

function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The faults of every policy's billing as of the business day `asOf` (the last day billed). */
export async function billingFaults(
  db: Queryable,
  asOf: string,
): Promise<{ faults: string[]; counts: BillingCounts }> {
  const faults: string[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new Error(`Not a day: ${asOf}`);
  const policies = await rows<Policy>(
    db,
    'select id, status, effective_on::text, lapses_on::text from policies where effective_on is not null',
  );
  const invoices = await rows<Invoice>(
    db,
    `select id, policy_id, kind, status, period_start::text, ${businessDay('due_at')} as due_on,
      paid_at::text, ${businessDay('paid_at')} as paid_on,
      exists (select 1 from payments join sandbox_card_payment_intents intent
        on intent.id = payments.provider_payment_intent_id
        where payments.invoice_id = invoices.id and payments.status = 'processing'
          and intent.settles_on > '${asOf}') as in_flight
      from invoices`,
  );
  const events = await rows<PolicyEvent>(
    db,
    `select policy_id, event, ${businessDay('occurred_at')} as day, occurred_at::text,
      details->>'invoiceId' as invoice_id from policy_events order by policy_id, seq`,
  );
  const lines = await rows<{ invoice_id: string; period_start: string }>(
    db,
    `select invoice_id, period_start::text from invoice_lines where kind = 'missed_premium'`,
  );
  const linesOf = groupBy(lines, (line) => line.invoice_id);
  const interestLines = await rows<{ invoice_id: string; amount: number }>(
    db,
    `select invoice_id, amount from invoice_lines where kind = 'interest'`,
  );
  const interestOf = new Map(interestLines.map((line) => [line.invoice_id, line.amount]));
  const paths = await rows<{ invoice_id: string; path: string }>(
    db,
    `select invoice_id, path from reinstatement_requests where status = 'completed'`,
  );
  const pathOf = new Map(paths.map((request) => [request.invoice_id, request.path]));
  // Each premium is priced from the terms in force on its due date (issue 27: versions, never a past one rewritten).
  const versions = await rows<Endorsement>(
    db,
    `select policy_id, version, effective_on::text, monthly_premium, annual_premium, withdrawn_on::text
      from policy_terms`,
  );
  const versionsOf = groupBy(versions, (version) => version.policy_id);
  const amounts = await rows<{ id: string; amount: number }>(
    db,
    `select id, amount from invoices where kind = 'premium'`,
  );
  const amountOf = new Map(amounts.map((invoice) => [invoice.id, invoice.amount]));
  const eventsOf = groupBy(events, (event) => event.policy_id);
  const invoicesOf = groupBy(invoices, (invoice) => invoice.policy_id);
  const invoiceById = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  // Invoices a bank took money back from after it settled (R10...): a reinstatement's is owed again.
  const returnedOnes = await rows<{ invoice_id: string }>(
    db,
    `select distinct invoice_id from payments where status = 'returned'`,
  );
  const returned = new Set(returnedOnes.map((payment) => payment.invoice_id));

  // A policy cancelled at its owner's request is billed to the last day of its cover (after the free look), or to
  // the day it was returned in the free look.
  const cancellations = await rows<{ policy_id: string; last_day: string }>(
    db,
    `select policy_id, coalesce(cover_ends_on, requested_on)::text as last_day from policy_cancellations`,
  );
  const cancelledThrough = new Map(cancellations.map((row) => [row.policy_id, row.last_day]));

  for (const policy of policies) {
    const history = eventsOf.get(policy.id) ?? [];
    const lapsed = history.findLast((event) => event.event === 'lapse');
    const reinstated = history.filter((event) => event.event === 'reinstate');
    // In force through its last lapse, unless a reinstatement came after it (then through the day checked).
    const stillLapsed =
      lapsed !== undefined &&
      history.lastIndexOf(lapsed) > history.findLastIndex((event) => event.event === 'reinstate');
    const cancelledOn = cancelledThrough.get(policy.id);
    const lastInForce = [stillLapsed ? lapsed.day : asOf, cancelledOn ?? asOf].sort()[0]!;
    const expected: string[] = [];
    for (let n = 1; monthAfter(policy.effective_on, n) <= lastInForce; n += 1)
      expected.push(monthAfter(policy.effective_on, n));
    const own = invoicesOf.get(policy.id) ?? [];
    const standing = (versionsOf.get(policy.id) ?? []).filter((version) => version.withdrawn_on === null);
    if (!standing.some((version) => version.version === 1))
      faults.push(`policy ${policy.id}: no version 1 of its terms`);
    for (const invoice of own.filter((each) => each.kind === 'premium')) {
      const inForce = standing
        .filter((version) => version.effective_on <= invoice.period_start!)
        .sort((a, b) => a.effective_on.localeCompare(b.effective_on) || a.version - b.version)
        .at(-1);
      const amount = amountOf.get(invoice.id);
      if (inForce && amount !== inForce.monthly_premium && amount !== inForce.annual_premium)
        faults.push(
          `policy ${policy.id}: the premium of ${invoice.period_start} is ${amount}, not version ${inForce.version}'s`,
        );
    }
    const firsts = own.filter((invoice) => invoice.kind === 'first_premium');
    const reinstatedPeriods = own
      .filter((invoice) => invoice.kind === 'reinstatement' && invoice.status === 'fully_paid')
      .flatMap((invoice) => (linesOf.get(invoice.id) ?? []).map((line) => line.period_start));
    // A reinstatement paid, then returned by the bank (owed again, or void by a later lapse) billed its periods.
    const returnedPeriods = own
      .filter(
        (invoice) =>
          invoice.kind === 'reinstatement' && invoice.status !== 'fully_paid' && returned.has(invoice.id),
      )
      .flatMap((invoice) => (linesOf.get(invoice.id) ?? []).map((line) => line.period_start));
    // Each period paid once: as a premium, or as one paid reinstatement's line.
    const paidPeriods = own
      .filter((invoice) => invoice.kind === 'premium' && invoice.status === 'fully_paid')
      .map((invoice) => invoice.period_start!);
    for (const period of [...paidPeriods, ...reinstatedPeriods].filter(
      (period, index, all) => all.indexOf(period) !== index,
    ))
      faults.push(`policy ${policy.id}: the period of ${period} paid twice`);
    const periods = [
      ...new Set([
        ...own.filter((invoice) => invoice.kind === 'premium').map((invoice) => invoice.period_start!),
        ...reinstatedPeriods,
        ...returnedPeriods,
      ]),
    ].sort();
    for (const event of reinstated) {
      const paying = invoiceById.get(event.invoice_id ?? '');
      const billed = new Set((linesOf.get(paying?.id ?? '') ?? []).map((line) => line.period_start));
      // Paid; or paid, then returned by the bank: owed again, the policy in grace from then on (lapsed again
      // unless paid again).
      const graceSince = history
        .slice(history.indexOf(event))
        .some((later) => later.event === 'miss_payment');
      const owedAgain = paying && returned.has(paying.id) && graceSince;
      if (paying?.kind !== 'reinstatement' || (paying.status !== 'fully_paid' && !owedAgain))
        faults.push(`policy ${policy.id}: reinstated on ${event.day} without its reinstatement paid`);
      // After underwriting, the interest is billed on a line of its own (more than 60 days: never nothing);
      // with the arrears alone, none.
      const path = pathOf.get(paying?.id ?? '');
      const interest = interestOf.get(paying?.id ?? '');
      if (path === 'underwritten' ? !(interest! > 0) : interest !== undefined || path !== 'arrears_only')
        faults.push(
          `policy ${policy.id}: reinstated on ${event.day} (${path ?? 'no request completed'}), its interest ${interest ?? 'not billed'}`,
        );
      for (const invoice of own)
        if (
          invoice.kind === 'premium' &&
          invoice.status === 'void' &&
          invoice.period_start! <= event.day &&
          !billed.has(invoice.period_start!) &&
          !reinstatedPeriods.includes(invoice.period_start!)
        )
          faults.push(
            `policy ${policy.id}: reinstated on ${event.day}, the premium of ${invoice.period_start} unpaid`,
          );
    }
    if (firsts.length !== 1 || firsts[0]!.status !== 'fully_paid')
      faults.push(`policy ${policy.id}: ${firsts.length} first premiums`);
    // An active policy owes nothing past due: a premium unpaid after its due day puts it in grace.
    for (const invoice of own)
      if (
        policy.status === 'active' &&
        invoice.kind === 'premium' &&
        ['created', 'processing', 'failed', 'retryable', 'short_paid'].includes(invoice.status) &&
        !invoice.in_flight &&
        invoice.due_on < asOf
      )
        faults.push(
          `policy ${policy.id}: active, yet the premium due ${invoice.due_on} is ${invoice.status}`,
        );
    if (periods.join() !== expected.join())
      faults.push(`policy ${policy.id}: periods [${periods.join()}] where [${expected.join()}] were due`);
  }

  const providerCharges = await rows<{ invoice_id: string; n: number }>(
    db,
    `select metadata->>'invoiceId' as invoice_id, count(*)::int as n from sandbox_card_payment_intents
      where status = 'succeeded' group by 1`,
  );
  const ourCharges = await rows<{
    invoice_id: string;
    succeeded: number;
    pending: number;
    failed: number;
    debits: number;
    returned: number;
  }>(
    db,
    `select invoice_id, count(*) filter (where status = 'succeeded')::int as succeeded,
      count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where submitted_on is not null)::int as debits,
      count(*) filter (where status = 'returned')::int as returned
      from payments group by invoice_id`,
  );
  const charged = new Map(providerCharges.map((row) => [row.invoice_id, row.n]));
  const settled = new Map(ourCharges.map((row) => [row.invoice_id, row]));
  for (const [invoiceId, n] of charged) if (n > 1) faults.push(`invoice ${invoiceId}: charged ${n} times`);
  for (const row of ourCharges) {
    if (row.succeeded > 1) faults.push(`invoice ${row.invoice_id}: ${row.succeeded} payments succeeded`);
    if (row.pending > 0) faults.push(`invoice ${row.invoice_id}: a payment left pending`);
  }
  for (const invoice of invoices) {
    const paid = invoice.status === 'fully_paid' ? 1 : 0;
    const ours = settled.get(invoice.id)?.succeeded ?? 0;
    const theirs = charged.get(invoice.id) ?? 0;
    if (invoice.status === 'processing' && !invoice.in_flight)
      faults.push(`invoice ${invoice.id}: left processing`);
    if (ours !== paid || theirs !== paid)
      faults.push(`invoice ${invoice.id} (${invoice.status}): ${ours} payments succeeded, ${theirs} charges`);
  }

  // When each invoice was first paid in full by a charge, returned later or not (timestamps compare as text).
  const firstPaid = await rows<{ invoice_id: string; at: string }>(
    db,
    `select invoice_id, min(settled_at)::text as at from payments
      where status in ('succeeded', 'returned') group by invoice_id`,
  );
  const firstPaidAt = new Map(firstPaid.map((row) => [row.invoice_id, row.at]));

  const notices = await rows<{ policy_id: string; about: string; sent_on: string }>(
    db,
    `select policy_id, about, sent_on::text from billing_notices where kind = 'grace_notice'`,
  );
  const noticeOf = new Map(notices.map((notice) => [`${notice.policy_id} ${notice.about}`, notice.sent_on]));
  for (const policy of policies) {
    const history = eventsOf.get(policy.id) ?? [];
    history.forEach((event, index) => {
      if (event.event !== 'miss_payment') return;
      const missed = invoiceById.get(event.invoice_id!);
      if (!missed) return void faults.push(`policy ${policy.id}: missed an invoice it does not have`);
      // A reinstatement the bank took back is missed on the day it came back: its grace counts from then.
      const dueOf = (invoice: Invoice) =>
        invoice.kind === 'reinstatement'
          ? (history.find((each) => each.event === 'miss_payment' && each.invoice_id === invoice.id)?.day ??
            invoice.due_on)
          : invoice.due_on;
      const D = dueOf(missed);
      const next = history[index + 1];
      const says = `policy ${policy.id}, premium due ${D}`;
      const premiums = (invoicesOf.get(policy.id) ?? [])
        .filter(
          (invoice) =>
            invoice.kind === 'premium' || (invoice.kind === 'reinstatement' && returned.has(invoice.id)),
        )
        .map((invoice) => ({ ...invoice, due_on: dueOf(invoice) }))
        .sort((a, b) => a.due_on.localeCompare(b.due_on));
      if (missed.status === 'fully_paid' && next?.event !== 'cure') {
        // Paid, yet still in grace: only while another premium due by then was still owed.
        const owed = premiums.find(
          (other) =>
            other.id !== missed.id &&
            other.due_on <= missed.paid_on! &&
            (other.paid_at === null || other.paid_at > missed.paid_at!),
        );
        if (!owed)
          faults.push(
            `${says}: paid in grace with nothing else owed, then ${next?.event ?? `still ${policy.status}`}`,
          );
      }
      // Paid by the cure (a bank debit returned later re-opens it: it was paid when the policy was cured).
      const paidBy = firstPaidAt.get(missed.id);
      if (next?.event === 'cure' && (!paidBy || paidBy > next.occurred_at))
        faults.push(`${says}: cured on ${next.day} with the premium ${missed.status}`);
      if (!next && policy.status !== 'grace')
        faults.push(`${says}: missed, nothing since, yet ${policy.status}`);
      if (next?.event !== 'lapse') return;
      // A lapse ends the grace of the oldest premium then unpaid (voided by the lapse): 31 days after its due date
      // at the earliest, and the written grace notice of this miss 30 days or more before the last day of cover.
      const L = next.day;
      const unpaid = premiums.find((invoice) => invoice.status === 'void' && invoice.due_on <= L);
      const notice = noticeOf.get(`${policy.id} ${D}`);
      if (!unpaid) faults.push(`${says}: lapsed on ${L} with every premium paid`);
      else if (L <= addDays(unpaid.due_on, 31))
        faults.push(`${says}: lapsed on ${L}, within the grace of the premium due ${unpaid.due_on}`);
      if (!notice) faults.push(`${says}: lapsed on ${L} without a grace notice`);
      else if (daysBetween(notice, addDays(L, -1)) < 30)
        faults.push(`${says}: lapsed on ${L}, the grace notice sent only on ${notice}`);
      // The lapse date stays while the policy stays lapsed (a reinstatement clears it).
      const stillLapsed = policy.status === 'lapsed' && next === history.findLast((e) => e.event === 'lapse');
      if (stillLapsed && (!policy.lapses_on || policy.lapses_on >= L))
        faults.push(`${says}: lapsed on ${L}, its lapse date ${policy.lapses_on}`);
    });
  }

  const unbalanced = await rows<{ transaction_id: string }>(
    db,
    'select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0',
  );
  const unreconciled = await rows<{ id: string }>(
    db,
    `select invoices.id from invoices
      left join ledger_entries entry on entry.invoice_id = invoices.id and entry.account = 'receivable'
      group by invoices.id, invoices.balance having invoices.balance <> coalesce(sum(entry.amount), 0)`,
  );
  for (const row of unbalanced) faults.push(`ledger transaction ${row.transaction_id} does not sum to zero`);
  for (const row of unreconciled) faults.push(`invoice ${row.id}: its balance is not its receivable`);

  const count = (name: string) => events.filter((event) => event.event === name).length;
  return {
    faults,
    counts: {
      policies: policies.length,
      invoices: invoices.length,
      charges: [...charged.values()].reduce((sum, n) => sum + n, 0),
      declines: ourCharges.reduce((sum, row) => sum + row.failed, 0),
      debits: ourCharges.reduce((sum, row) => sum + row.debits, 0),
      returns: ourCharges.reduce((sum, row) => sum + row.returned, 0),
      graces: count('miss_payment'),
      cures: count('cure'),
      lapses: count('lapse'),
      reinstatements: count('reinstate'),
    },
  };
}

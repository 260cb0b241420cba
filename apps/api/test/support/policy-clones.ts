// Many policyholders fast, for the clock-travel test and the billing bench: one policy bought through the API (every
// row the purchase writes, as it writes them) is copied `count` times in SQL, a statement per table for all the
// copies at once. Each copy is a person of its own: their user, phone and address, membership, application, quote, policy, first
// invoice and its payment, ledger entries, the invoice's and the policy's history, customer and card (or bank
// account) at our side and at the sandbox card provider's (so that the provider charges each copy's own card or
// debits its own account, whose behaviour a test can change). Every uuid is replaced by one derived from it and the
// copy's number (the same everywhere, so references between the copied rows hold), provider ids and e-mail
// addresses get the copy's mark, policy numbers come from the policy number sequence, and every date and time of a
// copy moves `shiftDays(n)` days (its effective date with them).
import { randomBytes } from 'node:crypto';
import { policyNumber, type PolicyProductSlug } from '@wysh/domain/policies/policy-numbers';

/** One connection (a pg client): the copy runs in one transaction and defines a function for its session. */
export type Connection = {
  query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
};

type Template = { policyId: string; userId: string; productSlug: PolicyProductSlug };

/** The copied tables in insertion order, and which of the template's rows each copies. */
const TABLES: Array<{ table: string; rows: string }> = [
  { table: 'users', rows: 'id = template.user_id' },
  // The phone their sessions are verified by (the same number: a text to it is read as it is sent) and the
  // address whose state's rules apply; not the tax id, sealed with its owner's id.
  { table: 'phone_numbers', rows: 'user_id = template.user_id' },
  { table: 'addresses', rows: 'user_id = template.user_id' },
  { table: 'constellations', rows: 'user_id = template.user_id' },
  {
    table: 'insurance_memberships',
    rows: 'constellation_id in (select id from constellations where user_id = template.user_id)',
  },
  { table: 'insurance_applications', rows: 'user_id = template.user_id' },
  { table: 'quotes', rows: 'user_id = template.user_id' },
  { table: 'policies', rows: 'id = template.policy_id' },
  { table: 'policy_terms', rows: 'policy_id = template.policy_id' },
  { table: 'invoices', rows: 'policy_id = template.policy_id' },
  {
    table: 'invoice_events',
    rows: 'invoice_id in (select id from invoices where policy_id = template.policy_id)',
  },
  { table: 'payment_customers', rows: 'user_id = template.user_id' },
  { table: 'payment_methods', rows: 'user_id = template.user_id' },
  { table: 'payments', rows: 'user_id = template.user_id' },
  { table: 'ledger_transactions', rows: 'user_id = template.user_id' },
  {
    table: 'ledger_entries',
    rows: 'transaction_id in (select id from ledger_transactions where user_id = template.user_id)',
  },
  { table: 'policy_events', rows: 'policy_id = template.policy_id' },
  {
    table: 'sandbox_card_customers',
    rows: 'id in (select provider_customer_id from payment_customers where user_id = template.user_id)',
  },
  {
    table: 'sandbox_card_payment_methods',
    rows: 'id in (select provider_payment_method_id from payment_methods where user_id = template.user_id)',
  },
  {
    table: 'sandbox_card_bank_accounts',
    rows: 'id in (select provider_payment_method_id from payment_methods where user_id = template.user_id)',
  },
  {
    table: 'sandbox_card_payment_intents',
    rows: 'id in (select provider_payment_intent_id from payments where user_id = template.user_id)',
  },
];

/** Provider ids (text) that name copied rows: each copy's gets its mark. */
const PROVIDER_IDS = new Set([
  'payment_customers.provider_customer_id',
  'payment_methods.provider_payment_method_id',
  'payments.provider_payment_intent_id',
  'sandbox_card_customers.id',
  'sandbox_card_payment_methods.id',
  'sandbox_card_payment_methods.customer_id',
  'sandbox_card_bank_accounts.id',
  'sandbox_card_bank_accounts.customer_id',
  'sandbox_card_payment_intents.id',
  'sandbox_card_payment_intents.customer_id',
  'sandbox_card_payment_intents.payment_method_id',
]);

/** The copy's value of one column of the template's row `t`, copy `c` (c.n, c.shift, c.label). */
function copied(table: string, column: string, type: string): string {
  const name = `${table}.${column}`;
  if (name === 'users.email') return `regexp_replace(t.email, '@', '+' || c.mark || '@')`;
  if (name === 'users.birthdate') return 't.birthdate';
  if (name === 'policies.label') return 'c.label';
  // The key the collection service derives from the invoice and the attempt.
  if (name === 'payments.idempotency_key')
    return `'invoice_' || pg_temp.copy_uuid(t.invoice_id, c.mark) || '_attempt_' || t.attempt`;
  if (PROVIDER_IDS.has(name)) return `t.${column} || c.mark`;
  if (type === 'uuid') return `pg_temp.copy_uuid(t.${column}, c.mark)`;
  if (type === 'jsonb') return `pg_temp.copy_ids(t.${column}, c.mark)`;
  if (type === 'date') return `t.${column} + c.shift`;
  if (type === 'timestamp with time zone') return `t.${column} + c.shift * interval '1 day'`;
  return `t.${column}`;
}

const SESSION_FUNCTIONS = `
  create or replace function pg_temp.copy_uuid(id uuid, mark text) returns uuid language sql immutable as $$
    select overlay(overlay(md5(id::text || mark) placing '4' from 13) placing '8' from 17)::uuid
  $$;
  create or replace function pg_temp.copy_ids(value jsonb, mark text) returns jsonb language sql immutable as $$
    select case when jsonb_typeof(value) = 'object' then (
      select coalesce(jsonb_object_agg(key, case
        when jsonb_typeof(item) = 'string' and item #>> '{}' ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          then to_jsonb(pg_temp.copy_uuid((item #>> '{}')::uuid, mark)::text)
        else item end), '{}'::jsonb)
      from jsonb_each(value) as each(key, item))
    else value end
  $$;`;

/**
 * Copies the policy `policyId` (bought, active, nothing billed after its first premium) `count` times; copy n
 * (1..count) has every date moved `shiftDays(n)` days. Answers the copies' policy ids, in order of n.
 */
export async function clonePolicy(
  connection: Connection,
  input: { policyId: string; count: number; shiftDays?: (n: number) => number; batch?: number },
): Promise<string[]> {
  const { policyId, count } = input;
  const shiftDays = input.shiftDays ?? (() => 0);
  const batch = input.batch ?? 10_000;
  const [row] = (
    await connection.query('select user_id, product_slug from policies where id = $1', [policyId])
  ).rows;
  if (!row) throw new Error(`No policy ${policyId} to copy`);
  const template: Template = {
    policyId,
    userId: String(row['user_id']),
    productSlug: row['product_slug'] as PolicyProductSlug,
  };
  const columns = (
    await connection.query(
      `select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and table_name = any($1::text[]) and is_identity = 'NO'
        order by table_name, ordinal_position`,
      [TABLES.map((each) => each.table)],
    )
  ).rows.map((each) => ({
    table: String(each['table_name']),
    column: String(each['column_name']),
    type: String(each['data_type']),
  }));
  // A mark of this call: copies made by another call (another template, or the same) never collide.
  const salt = randomBytes(3).toString('hex');
  const ids: string[] = [];
  await connection.query('begin');
  try {
    await connection.query(SESSION_FUNCTIONS);
    for (let first = 1; first <= count; first += batch) {
      const ns = Array.from({ length: Math.min(batch, count - first + 1) }, (_, k) => first + k);
      const serials = (
        await connection.query(
          `select nextval('policy_number_serials')::int as serial from generate_series(1, $1)`,
          [ns.length],
        )
      ).rows.map((each) => Number(each['serial']));
      const values = [
        ns.map((n) => `x${salt}${n}`),
        ns.map(shiftDays),
        serials.map((serial) => policyNumber(template.productSlug, serial)),
        template.userId,
        template.policyId,
      ];
      const copies = `unnest($1::text[], $2::int[], $3::text[]) as c(mark, shift, label)
        cross join (select $4::uuid as user_id, $5::uuid as policy_id) as template`;
      for (const { table, rows } of TABLES) {
        const own = columns.filter((each) => each.table === table);
        await connection.query(
          `insert into ${table} (${own.map((each) => each.column).join(', ')})
            select ${own.map((each) => copied(table, each.column, each.type)).join(', ')}
            from ${table} t cross join ${copies} where t.${rows}`,
          values,
        );
      }
      const made = await connection.query(
        `select pg_temp.copy_uuid($2::uuid, mark)::text as id from unnest($1::text[]) with ordinality as c(mark, n)
          order by n`,
        [values[0], template.policyId],
      );
      ids.push(...made.rows.map((each) => String(each['id'])));
    }
    await connection.query('commit');
  } catch (error) {
    await connection.query('rollback');
    throw error;
  }
  return ids;
}

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/db/prepare.ts';
import { disclosures } from '../src/modules/disclosures/disclosures.table.ts';
import { upsertDisclosure } from '../src/modules/disclosures/disclosures.repository.ts';
import { featureFlags } from '../src/modules/reference/reference.table.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const counts = async () => {
  const { rows } = await t.database.pool.query(`select
    (select count(*) from countries)::int as countries, (select count(*) from states)::int as states,
    (select count(*) from disclosures)::int as disclosures, (select count(*) from feature_flags)::int as flags,
    (select count(*) from translations)::int as translations, (select max(version) from disclosures)::int as version`);
  return rows[0];
};

describe('migrations and seeds on start', () => {
  it('can run again on a prepared database without changing anything', async () => {
    const before = await counts();
    await prepareDatabase(t.database);
    expect(await counts()).toEqual(before);
  });

  it('never overwrites a feature flag an operator changed', async () => {
    await t.database.db
      .update(featureFlags)
      .set({ enabled: true })
      .where(eq(featureFlags.name, 'wysh-insurance-skip-client-phone-screen'));
    await prepareDatabase(t.database);
    const [flag] = await t.database.db
      .select()
      .from(featureFlags)
      .where(eq(featureFlags.name, 'wysh-insurance-skip-client-phone-screen'));
    expect(flag!.enabled).toBe(true);
  });

  it('makes a changed disclosure a new version with a new last-updated date', async () => {
    const [before] = await t.database.db.select().from(disclosures).where(eq(disclosures.slug, 'sms-terms'));
    await t.database.db.execute(sql`select pg_sleep(0.01)`);
    await upsertDisclosure(t.database.db, {
      slug: 'sms-terms',
      businessSlug: 'wysh-insurance',
      name: before!.name,
      body: '<p>New terms</p>',
    });
    const [after] = await t.database.db.select().from(disclosures).where(eq(disclosures.slug, 'sms-terms'));
    expect(after!.version).toBe(before!.version + 1);
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(after!.id).toBe(before!.id);
  });
});

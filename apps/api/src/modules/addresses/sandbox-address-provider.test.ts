import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELIGIBLE_STATES } from '@wysh/domain/eligibility';
import { US_STATES } from '@wysh/domain/us-states';
import { generateAddressRows, parseCsv, toCsv } from './dataset/generate.ts';
import { datasetPath, loadAddressDataset } from './dataset/load.ts';
import { createSandboxAddressProvider } from './sandbox-address-provider.ts';

const provider = createSandboxAddressProvider();
const query = (search: string, extra: Partial<Parameters<typeof provider.suggest>[0]> = {}) =>
  provider.suggest({ search, preferState: null, selected: null, limit: 6, ...extra });
const phoenix = { city: 'Phoenix', state: 'AZ' };

describe('the bundled address dataset', () => {
  it('is the generator output, committed', () => {
    expect(fs.readFileSync(datasetPath, 'utf8')).toBe(toCsv(generateAddressRows()));
    expect(parseCsv(toCsv(generateAddressRows()))).toEqual(generateAddressRows());
  });

  it('covers every state and DC, with buildings of several units and lines in two ZIPs', () => {
    const rows = loadAddressDataset();
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(Object.keys(US_STATES)));
    expect(rows.filter((row) => row.entries > 1).length).toBeGreaterThan(100);
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.every((row) => /^\d{5}$/.test(row.zipcode))).toBe(true);
  });

  it.each(Object.keys(ELIGIBLE_STATES))('finds common streets typed in %s', async (state) => {
    for (const street of ['Main St', 'Oak', 'Park Ave', 'Washington']) {
      const found = await query(street, { preferState: state });
      expect(found[0]?.state, `${street} in ${state}`).toBe(state);
    }
  });
});

describe('sandbox suggestions', () => {
  it('match the start of the street number or of the street name, preferred state first', async () => {
    const byNumber = await query('100 Main', { preferState: 'OH' });
    expect(byNumber).toHaveLength(6);
    expect(byNumber[0]).toEqual({
      streetLine: '100 Main St',
      secondary: '',
      city: 'Columbus',
      state: 'OH',
      zipcode: '43215',
      entries: 1,
    });
    expect(byNumber.every((suggestion) => suggestion.streetLine === '100 Main St')).toBe(true);
    const byName = await query('main street', { preferState: 'WI' });
    expect(byName.every((suggestion) => suggestion.state === 'WI')).toBe(true);
    expect(await query('100 Main Street Phoenix')).toEqual([
      expect.objectContaining({ streetLine: '100 Main St', city: 'Phoenix' }),
    ]);
    expect(await query('Nowhere Lane')).toEqual([]);
  });

  it('shows a building as one suggestion and expands it into its units', async () => {
    const [building] = await query('200 Main St', { preferState: 'AZ' });
    expect(building).toEqual({
      streetLine: '200 Main St',
      secondary: 'Apt',
      ...phoenix,
      zipcode: '85004',
      entries: 12,
    });
    const units = await query('200 Main St', { selected: building! });
    expect(units.map((unit) => unit.secondary)).toEqual([
      'Apt 1',
      'Apt 2',
      'Apt 3',
      'Apt 4',
      'Apt 5',
      'Apt 6',
    ]);
    expect(units.every((unit) => unit.entries === 1 && unit.zipcode === '85004')).toBe(true);
    const narrowed = await query('200 Main St Apt 1', { selected: building! });
    expect(narrowed.map((unit) => unit.secondary)).toEqual(['Apt 1', 'Apt 10', 'Apt 11', 'Apt 12']);
    expect((await query('200 Main St 9', { selected: building! })).map((unit) => unit.secondary)).toEqual([
      'Apt 9',
    ]);
  });

  it('fails like an outage for the sandbox trigger', async () => {
    await expect(query('sandbox-error')).rejects.toThrow('simulated outage');
  });
});

describe('sandbox verification', () => {
  const verify = (address: Partial<Parameters<typeof provider.verify>[0]>) =>
    provider.verify({ street1: '', street2: null, city: '', state: '', postalCode: '', ...address });

  it('standardises a known address, however it was written', async () => {
    expect(
      await verify({ street1: '100 main street', city: 'phoenix', state: 'az', postalCode: '85004' }),
    ).toEqual({
      ok: true,
      value: { street1: '100 Main St', street2: null, ...phoenix, postalCode: '85004' },
    });
  });

  it('corrects a wrong ZIP from the city, and says which line is ambiguous without a ZIP', async () => {
    const corrected = await verify({ street1: '100 Main St', ...phoenix, postalCode: '85999' });
    expect(corrected).toMatchObject({ ok: true, value: { postalCode: '85004' } });
    expect(await verify({ street1: '300 Main St', ...phoenix })).toEqual({
      ok: false,
      error: { code: 'ADDRESS_AMBIGUOUS' },
    });
    expect(await verify({ street1: '300 Main St', ...phoenix, postalCode: '85016' })).toMatchObject({
      ok: true,
      value: { postalCode: '85016' },
    });
  });

  it('asks for the unit of a building, and checks it', async () => {
    const building = { street1: '200 Main St', ...phoenix, postalCode: '85004' };
    expect(await verify(building)).toEqual({ ok: false, error: { code: 'ADDRESS_MISSING_SECONDARY' } });
    expect(await verify({ ...building, street2: 'apt. #7' })).toMatchObject({
      ok: true,
      value: { street2: 'Apt 7' },
    });
    expect(await verify({ ...building, street1: '200 Main St Apt 12' })).toMatchObject({
      ok: true,
      value: { street1: '200 Main St', street2: 'Apt 12' },
    });
    expect(await verify({ ...building, street2: 'Apt 13' })).toEqual({
      ok: false,
      error: { code: 'ADDRESS_INVALID' },
    });
  });

  it('does not know made-up addresses, and finds lines without a number invalid', async () => {
    expect(await verify({ street1: '1 Nowhere Ln', ...phoenix })).toEqual({
      ok: false,
      error: { code: 'ADDRESS_NOT_FOUND' },
    });
    expect(await verify({ street1: '100 Main St', city: 'Tucson', state: 'AZ' })).toEqual({
      ok: false,
      error: { code: 'ADDRESS_NOT_FOUND' },
    });
    expect(await verify({ street1: 'Main St', ...phoenix })).toEqual({
      ok: false,
      error: { code: 'ADDRESS_INVALID' },
    });
  });

  it('verifies addresses in states we do not sell in', async () => {
    expect(
      await verify({ street1: '100 Main St', city: 'Houston', state: 'TX', postalCode: '77002' }),
    ).toMatchObject({
      ok: true,
    });
  });
});

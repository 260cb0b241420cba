// Address autocomplete and verification over GraphQL, with the sandbox provider's bundled dataset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_ERROR_MESSAGES } from '../src/modules/addresses/addresses.service.ts';
import { registered } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const suggestionsQuery = `query ($input: AddressSuggestionsInput!) {
  addressSuggestions(input: $input) { streetLine secondary city state zipcode entries }
}`;
const verifyQuery = `query ($input: AddressInput!) {
  verifyAddress(input: $input) {
    address { street1 street2 city state postalCode }
    error { code message fields { field message } }
  }
}`;

type Suggestion = {
  streetLine: string;
  secondary: string;
  city: string;
  state: string;
  zipcode: string;
  entries: number;
};
type Verify = {
  verifyAddress: {
    address: Record<string, string | null> | null;
    error: { code: string; message: string; fields: Array<{ field: string; message: string }> } | null;
  };
};

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ ADDRESS_LOOKUPS_PER_MINUTE: '40' });
  token = (await registered(t)).tokens.accessToken;
});
afterAll(() => t.close());

async function suggest(input: Record<string, unknown>, as = token) {
  return t.graphql<{ addressSuggestions: Suggestion[] }>(suggestionsQuery, { input }, { token: as });
}
async function verify(input: Record<string, unknown>, as = token) {
  return t.graphql<Verify>(verifyQuery, { input }, { token: as });
}

describe('addressSuggestions', () => {
  it('needs a signed-in user', async () => {
    const result = await t.graphql(suggestionsQuery, { input: { search: '100 Main' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPH_API_UNAUTHORIZED');
  });

  it('answers nothing below 3 characters, then at most 6 with the preferred state first', async () => {
    expect((await suggest({ search: '10' })).data!.addressSuggestions).toEqual([]);
    expect((await suggest({ search: '  1 ' })).data!.addressSuggestions).toEqual([]);
    const found = (await suggest({ search: '100 Main', preferState: 'pa' })).data!.addressSuggestions;
    expect(found).toHaveLength(6);
    expect(found[0]).toEqual({
      streetLine: '100 Main St',
      secondary: '',
      city: 'Philadelphia',
      state: 'PA',
      zipcode: '19103',
      entries: 1,
    });
    const other = (await suggest({ search: '100 Main', preferState: 'GA' })).data!.addressSuggestions;
    expect(other[0]!.state).toBe('GA');
  });

  it('expands a building into its units', async () => {
    const [building] = (await suggest({ search: '200 Main', preferState: 'MI' })).data!.addressSuggestions;
    expect(building).toMatchObject({
      streetLine: '200 Main St',
      city: 'Detroit',
      secondary: 'Apt',
      entries: 12,
    });
    const { entries: _entries, ...selected } = building!;
    const units = (await suggest({ search: '200 Main St Apt 1', selected })).data!.addressSuggestions;
    expect(units.map((unit) => `${unit.streetLine} ${unit.secondary}`)).toEqual([
      '200 Main St Apt 1',
      '200 Main St Apt 10',
      '200 Main St Apt 11',
      '200 Main St Apt 12',
    ]);
  });

  it('says something went wrong when the provider fails, without logging what was typed', async () => {
    const result = await suggest({ search: '12 sandbox-error' });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Looks like something went wrong.',
      extensions: { code: 'STANDARD_ERROR' },
    });
    expect(t.logs.join('\n')).not.toContain('12 sandbox-error');
  });
});

describe('verifyAddress', () => {
  const phoenix = { city: 'Phoenix', state: 'AZ' };

  it('answers the standardised address', async () => {
    const result = await verify({
      street1: ' 100 main street ',
      street2: '',
      ...phoenix,
      postalCode: '85004',
    });
    expect(result.data!.verifyAddress).toEqual({
      address: { street1: '100 Main St', street2: null, city: 'Phoenix', state: 'AZ', postalCode: '85004' },
      error: null,
    });
  });

  it('verifies an address in a state the product is not sold in (eligibility is not its business)', async () => {
    const result = await verify({
      street1: '100 Main St',
      city: 'Houston',
      state: 'TX',
      postalCode: '77002',
    });
    expect(result.data!.verifyAddress.address).toMatchObject({ state: 'TX', city: 'Houston' });
  });

  it.each([
    ['ADDRESS_REQUIRED', { street1: '   ', ...phoenix, postalCode: '85004' }, 'street1'],
    ['ADDRESS_NOT_FOUND', { street1: '1 Nowhere Ln', ...phoenix, postalCode: '85004' }, 'street1'],
    ['ADDRESS_INVALID', { street1: 'Main St', ...phoenix, postalCode: '85004' }, 'street1'],
    [
      'ADDRESS_INVALID',
      { street1: '100 Main St', city: 'Phoenix', state: 'ZZ', postalCode: '85004' },
      'state',
    ],
    ['ADDRESS_INVALID', { street1: '100 Main St', ...phoenix, postalCode: '8500' }, 'postalCode'],
    ['ADDRESS_AMBIGUOUS', { street1: '300 Main St', ...phoenix, postalCode: '' }, 'street1'],
    ['ADDRESS_MISSING_SECONDARY', { street1: '200 Main St', ...phoenix, postalCode: '85004' }, 'street2'],
    [
      'ADDRESS_INVALID',
      { street1: '200 Main St', street2: 'Apt 40', ...phoenix, postalCode: '85004' },
      'street1',
    ],
    ['STANDARD_ERROR', { street1: '5 sandbox-error Rd', ...phoenix, postalCode: '85004' }, 'street1'],
  ] as const)("%s in the spec's words (%j)", async (code, input, field) => {
    const result = await verify(input);
    const message = ADDRESS_ERROR_MESSAGES[code];
    expect(result.data!.verifyAddress).toEqual({
      address: null,
      error: { code, message, fields: [{ field, message }] },
    });
  });

  it('uses the words of spec 000 §5', () => {
    expect(Object.values(ADDRESS_ERROR_MESSAGES)).toEqual([
      'A street address is required.',
      'No address information available.',
      'The address is invalid.',
      'The address is ambiguous.',
      'The address is missing a secondary number.',
      'Looks like something went wrong.',
    ]);
  });

  it('needs a signed-in user', async () => {
    const result = await t.graphql(verifyQuery, {
      input: { street1: '100 Main St', city: '', state: 'AZ', postalCode: '' },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPH_API_UNAUTHORIZED');
  });
});

describe('throttling', () => {
  it('allows each user the configured lookups per minute, counting suggestions and verifications', async () => {
    const other = (await registered(t)).tokens.accessToken;
    for (let i = 0; i < 20; i += 1) {
      expect((await suggest({ search: '100 Main' }, other)).errors).toBeUndefined();
      expect(
        (await verify({ street1: '100 Main St', ...{ city: 'Phoenix', state: 'AZ' }, postalCode: '' }, other))
          .data!.verifyAddress.error,
      ).toBeNull();
    }
    const refused = await suggest({ search: '100 Main' }, other);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    const refusedVerify = await verify(
      { street1: '100 Main St', city: 'Phoenix', state: 'AZ', postalCode: '' },
      other,
    );
    expect(refusedVerify.data!.verifyAddress.error?.code).toBe('TOO_MANY_REQUESTS');
    // Below 3 characters nothing is looked up, so nothing is counted or refused.
    expect((await suggest({ search: '10' }, other)).data!.addressSuggestions).toEqual([]);
    // Another user is not affected, and the next minute starts afresh.
    expect((await suggest({ search: '100 Main' }, token)).errors).toBeUndefined();
    t.clock.advance(60_000);
    expect((await suggest({ search: '100 Main' }, other)).errors).toBeUndefined();
  });
});

describe('PROVIDERS=live', () => {
  it('refuses to start without a live address provider', async () => {
    const { createAddressProvider } = await import('../src/modules/addresses/create-address-provider.ts');
    expect(() => createAddressProvider('live')).toThrow('no live address provider');
  });
});

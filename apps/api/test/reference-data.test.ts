import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenCopy, webCopyFile } from '../src/modules/translations/translations.seed.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SUPPORT_PHONE: '(800) 555-0199' });
});
afterAll(() => t.close());

describe('reference data over GraphQL', () => {
  it('lists the United States and its states, territories and DC by name', async () => {
    const { data } = await t.graphql<{ countries: Array<{ id: string; alpha2: string }> }>(
      '{ countries { id alpha2 name } }',
    );
    const us = data!.countries.find((country) => country.alpha2 === 'US');
    expect(us).toBeDefined();

    const states = await t.graphql<{ States: Array<{ name: string; alpha2: string }> }>(
      'query ($id: ID!) { States(countryId: $id) { id name alpha2 } }',
      { id: us!.id },
    );
    const names = states.data!.States.map((state) => state.name);
    expect(names).toHaveLength(56);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(states.data!.States).toContainEqual(expect.objectContaining({ name: 'Wisconsin', alpha2: 'WI' }));
  });

  it('describes the United States as spec 001 §3.3 does: alpha3, states, and its postal code format', async () => {
    const { data } = await t.graphql<{
      countries: Array<{
        alpha2: string;
        alpha3: string;
        hasStates: boolean;
        hasPostalCode: boolean;
        postalCodeFormat: string | null;
      }>;
    }>('{ countries { alpha2 alpha3 hasStates hasPostalCode postalCodeFormat } }');
    const us = data!.countries.find((country) => country.alpha2 === 'US')!;
    expect(us).toMatchObject({ alpha3: 'USA', hasStates: true, hasPostalCode: true });
    const format = new RegExp(us.postalCodeFormat!);
    expect(['43215', '43215-1234'].every((zip) => format.test(zip))).toBe(true);
    expect(['4321', '432151', '43215-12', 'ABCDE'].some((zip) => format.test(zip))).toBe(false);
  });

  it('answers an unknown or malformed country id with no states, not an error', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const result = await t.graphql<{ States: unknown[] }>(
        'query ($id: ID!) { States(countryId: $id) { id } }',
        { id },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.States).toEqual([]);
    }
  });

  it('serves the web copy exactly as written in packages/copy', async () => {
    const { data } = await t.graphql<{ translations: { entries: Array<{ key: string; value: string }> } }>(
      '{ translations(slug: "web") { slug locale entries { key value } } }',
    );
    const expected = flattenCopy(JSON.parse(fs.readFileSync(webCopyFile, 'utf8')));
    expect(new Map(data!.translations.entries.map((e) => [e.key, e.value]))).toEqual(
      new Map(expected.map((e) => [e.key, e.value])),
    );
  });

  it('has no copy for a client or locale it does not know', async () => {
    const { data } = await t.graphql<{ translations: { entries: unknown[] } }>(
      '{ translations(slug: "web", locale: "xx") { entries { key } } }',
    );
    expect(data!.translations.entries).toEqual([]);
  });

  it('lists global feature flags with their values', async () => {
    const { data } = await t.graphql<{ globalFeatureFlags: Array<{ name: string; enabled: boolean }> }>(
      '{ globalFeatureFlags { name enabled } }',
    );
    expect(data!.globalFeatureFlags).toContainEqual({
      name: 'wysh-insurance-skip-client-phone-screen',
      enabled: false,
    });
  });

  it('publishes the support phone from configuration, digits only', async () => {
    const { data } = await t.graphql<{ appSettings: { supportPhone: string } }>(
      '{ appSettings { supportPhone helpCenterUrl marketingSiteUrl } }',
    );
    expect(data!.appSettings.supportPhone).toBe('8005550199');
  });
});

describe('disclosures', () => {
  it('returns a disclosure with its name, body and last-updated date', async () => {
    const { data } = await t.graphql<{
      disclosure: { name: string; body: string; updatedAt: string; businessSlug: string };
    }>('{ disclosure(slug: "terms-of-service") { id slug name body updatedAt businessSlug } }');
    expect(data!.disclosure.name).toBe('Terms of Service');
    expect(data!.disclosure.body).toContain('<h1>Terms of Service</h1>');
    expect(Number.isNaN(Date.parse(data!.disclosure.updatedAt))).toBe(false);
    expect(data!.disclosure.businessSlug).toBe('wysh-insurance');
  });

  it('returns null for a slug that names no disclosure', async () => {
    const result = await t.graphql('{ disclosure(slug: "no-such-document") { id } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ disclosure: null });
  });

  it('lists the disclosures of a line of business by name', async () => {
    const { data } = await t.graphql<{ businessDisclosures: Array<{ slug: string }> }>(
      '{ businessDisclosures(businessSlug: "wysh-insurance") { slug name } }',
    );
    expect(data!.businessDisclosures.map((d) => d.slug)).toEqual([
      'e-sign-consent',
      'privacy-policy',
      'state-policy-disclosures',
      'terms-of-service',
      'sms-terms',
    ]);
  });
});

describe('trivia', () => {
  it('asks the seeded questions in order, each with a correct choice among its choices', async () => {
    const { data } = await t.graphql<{
      triviaQuestions: Array<{
        prompt: string;
        choices: Array<{ id: string }>;
        correctChoiceId: string;
        explanation: string;
      }>;
    }>('{ triviaQuestions { id prompt choices { id text } correctChoiceId explanation } }');
    expect(data!.triviaQuestions.length).toBeGreaterThanOrEqual(5);
    for (const question of data!.triviaQuestions) {
      expect(question.choices.map((choice) => choice.id)).toContain(question.correctChoiceId);
      expect(question.explanation).not.toBe('');
    }
    expect(data!.triviaQuestions[0]!.prompt).toBe('Life insurance in America dates back to which century?');
  });
});

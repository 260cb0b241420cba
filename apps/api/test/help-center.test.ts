// The help centre over GraphQL, on the embedded database and (with DATABASE_URL) a PostgreSQL server: the
// articles under modules/help-center/articles are published at start, found by full-text search for the
// questions people ask, and versioned (a changed article is a new version; the old one is kept).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArticles, parseArticle } from '../src/modules/help-center/help-articles.ts';
import { publishArticles } from '../src/modules/help-center/help-center.repository.ts';
import { helpArticles } from '../src/modules/help-center/help-center.table.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SUPPORT_PHONE: '(800) 555-0199' });
});
afterAll(() => t.close());

type Result = {
  article: { slug: string; title: string };
  snippet: Array<{ text: string; highlighted: boolean }>;
  matchedAllWords: boolean;
};

async function search(question: string): Promise<Result[]> {
  const { data, errors } = await t.graphql<{ helpArticles: Result[] }>(
    'query ($q: String) { helpArticles(search: $q) { article { slug title } snippet { text highlighted } matchedAllWords } }',
    { q: question },
  );
  expect(errors).toBeUndefined();
  return data!.helpArticles;
}

describe('searching the help centre', () => {
  it.each([
    ['when is my payment due', 'billing-and-grace-period'],
    ['when is my next payment?', 'billing-and-grace-period'],
    ['what happens if I miss a payment', 'billing-and-grace-period'],
    ['how do I cancel', 'cancelling-your-policy'],
    ['can I get a refund if I change my mind', 'free-look'],
    ['where is my policy packet?', 'your-documents'],
    ['how is my premium calculated', 'how-premiums-are-calculated'],
    ['my policy lapsed, can I get it back', 'reinstating-a-lapsed-policy'],
    ['how do I make a claim', 'beneficiaries-and-claims'],
    ['change my beneficiary', 'beneficiaries-and-claims'],
    ['lower my coverage', 'changing-your-cover'],
    ['what does accidental death pay for a car accident', 'accidental-death-payouts'],
    ['pay from my bank account', 'paying-by-bank-account'],
    ['what are your hours', 'support-hours'],
    ['grace period', 'billing-and-grace-period'],
    ['why is my application being reviewed', 'application-review'],
    ['"free look"', 'free-look'],
  ])('ranks the right article first for "%s"', async (question, slug) => {
    const [first] = await search(question);
    expect(first?.article.slug).toBe(slug);
  });

  it('quotes where the words are, highlighted, with the support phone filled in', async () => {
    const [first] = await search('phone');
    const text = first!.snippet.map((part) => part.text).join('');
    expect(first!.snippet.some((part) => part.highlighted && /phone/i.test(part.text))).toBe(true);
    const all = (await search('call us'))
      .flatMap((result) => result.snippet.map((part) => part.text))
      .join(' ');
    expect(`${text} ${all}`).not.toMatch(/\{|\}/);
    expect(all).toContain('(800) 555-0199');
  });

  it('puts articles holding every word before those holding some', async () => {
    const results = await search('grace period missed payment reinstatement');
    expect(results.length).toBeGreaterThan(1);
    const firstPartial = results.findIndex((result) => !result.matchedAllWords);
    if (firstPartial >= 0) expect(results.slice(firstPartial).every((r) => !r.matchedAllWords)).toBe(true);
  });

  it('finds nothing for a blank question, stop words alone, or words no article holds', async () => {
    expect(await search('   ')).toEqual([]);
    expect(await search('how do I')).toEqual([]);
    expect(await search('xylophone zeppelin')).toEqual([]);
  });

  it('reads search operators as words, never as an error', async () => {
    for (const question of [
      '"free look"',
      'cancel -refund',
      'cancel or refund',
      '!!& | ()',
      "O'Brien's <-> :*",
    ]) {
      await search(question);
    }
    const [phrase] = await search('"free look"');
    expect(phrase?.article.slug).toBe('free-look');
  });

  it('lists every article by category when there is no search', async () => {
    const { data } = await t.graphql<{
      helpArticles: Array<{ article: { slug: string; category: { slug: string; name: string } } }>;
    }>('{ helpArticles { article { slug category { slug name } } snippet { text } } }');
    const slugs = data!.helpArticles.map((result) => result.article.slug);
    expect(slugs.sort()).toEqual(
      loadArticles()
        .map((article) => article.slug)
        .sort(),
    );
    expect(data!.helpArticles[0]!.article.category).toEqual({
      slug: 'premiums-and-billing',
      name: 'Premiums and billing',
    });
  });
});

describe('reading an article', () => {
  it('serves the current version with the product and phone filled in and its related articles', async () => {
    const { data } = await t.graphql<{
      helpArticle: {
        title: string;
        version: number;
        updatedOn: string;
        body: string;
        related: Array<{ slug: string; title: string }>;
      };
    }>('{ helpArticle(slug: "free-look") { title version updatedOn body summary related { slug title } } }');
    const article = data!.helpArticle;
    expect(article.title).toBe('Your 10-day free look');
    expect(article.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.body).toContain('call (800) 555-0199');
    expect(article.body).toContain('replaces a wysh policy');
    expect(article.body).not.toMatch(/\{(product|phone)\}/);
    expect(article.related[0]).toEqual({ slug: 'cancelling-your-policy', title: 'Cancelling your policy' });
  });

  it('answers null for an unknown slug', async () => {
    const { data } = await t.graphql<{ helpArticle: unknown }>(
      '{ helpArticle(slug: "no-such-article") { slug } }',
    );
    expect(data!.helpArticle).toBeNull();
  });
});

describe('publishing articles', () => {
  const file = (version: number, body: string) =>
    parseArticle(
      'test-article.md',
      `---\nslug: test-article\ntitle: Test article\ncategory: contact\nversion: ${version}\nupdated: 2026-11-27\nrelated: free-look\n---\n${body}\n`,
    );

  it('keeps every version, serves the newest, and refuses a change that kept its version', async () => {
    const db = t.database.db;
    await publishArticles(db, [...loadArticles(), file(1, 'Quokkas are first.')]);
    await expect(publishArticles(db, [...loadArticles(), file(1, 'Quokkas changed.')])).rejects.toThrow(
      /test-article\.md changed but is still version 1/,
    );
    await publishArticles(db, [...loadArticles(), file(2, 'Quokkas are second.')]);
    await expect(publishArticles(db, [...loadArticles(), file(1, 'Quokkas are first.')])).rejects.toThrow(
      /older than the published version 2/,
    );

    const versions = await db
      .select({ version: helpArticles.version, current: helpArticles.current })
      .from(helpArticles)
      .where(eq(helpArticles.slug, 'test-article'))
      .orderBy(helpArticles.version);
    expect(versions).toEqual([
      { version: 1, current: false },
      { version: 2, current: true },
    ]);
    const { data } = await t.graphql<{ helpArticle: { version: number; body: string } }>(
      '{ helpArticle(slug: "test-article") { version body } }',
    );
    expect(data!.helpArticle).toEqual({ version: 2, body: 'Quokkas are second.' });
    expect((await search('quokkas')).map((result) => result.article.slug)).toEqual(['test-article']);
  });

  it('serves an article no more once its file is gone, keeping its versions', async () => {
    const db = t.database.db;
    await publishArticles(db, loadArticles());
    const { data } = await t.graphql<{ helpArticle: unknown }>(
      '{ helpArticle(slug: "test-article") { slug } }',
    );
    expect(data!.helpArticle).toBeNull();
    expect(await search('quokkas')).toEqual([]);
    const kept = await db
      .select({ version: helpArticles.version })
      .from(helpArticles)
      .where(and(eq(helpArticles.slug, 'test-article'), eq(helpArticles.current, false)));
    expect(kept).toHaveLength(2);
  });
});

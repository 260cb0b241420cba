// The documents area's categories (spec 001 §3.3 "Document categories", §7.1 documentCategories): the viewer's
// documents by category, empty categories left out of the list but answered by slug, every category named and
// flagged for year grouping, and one user never seeing another's documents through them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from './support/accounts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const documentFields = `id name slug version applicableYear createdAt updatedAt documentCategory { name slug }
  html { fileName url } pdf { fileName url }`;
const categoryFields = `id name slug yearGroupable documents { ${documentFields} }`;

type Doc = {
  id: string;
  name: string;
  slug: string;
  version: number;
  applicableYear: number | null;
  createdAt: string;
  documentCategory: { name: string; slug: string };
  html: { fileName: string; url: string };
  pdf: { fileName: string; url: string };
};
type Category = { id: string; name: string; slug: string; yearGroupable: boolean; documents: Doc[] };

async function categories(token: string): Promise<Category[]> {
  const result = await t.graphql<{ documentCategories: Category[] }>(
    `{ documentCategories { ${categoryFields} } }`,
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.documentCategories;
}

async function category(token: string, slug: string): Promise<Category | null> {
  const result = await t.graphql<{ documentCategory: Category | null }>(
    `query ($slug: String!) { documentCategory(slug: $slug) { ${categoryFields} } }`,
    { slug },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.documentCategory;
}

/** The user's application as their answers stand (what documents(slugs: ["application"]) makes). */
async function application(token: string): Promise<Doc> {
  const result = await t.graphql<{ documents: Doc[] }>(
    `{ documents(slugs: ["application"]) { ${documentFields} } }`,
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.documents[0]!;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('documentCategories', () => {
  it('is empty for a new user, and a category by slug answers with no documents', async () => {
    const token = (await verifiedUser(t)).tokens.accessToken;
    expect(await categories(token)).toEqual([]);
    expect(await category(token, 'policy')).toEqual({
      id: 'policy',
      name: 'Policy documents',
      slug: 'policy',
      yearGroupable: false,
      documents: [],
    });
    expect(await category(token, 'no-such-category')).toBeNull();
  });

  it("lists the user's application under Applications, with signed links that open it", async () => {
    const token = (await verifiedUser(t)).tokens.accessToken;
    const made = await application(token);
    const listed = await categories(token);
    expect(
      listed.map(({ documents, ...rest }) => ({ ...rest, ids: documents.map((doc) => doc.id) })),
    ).toEqual([
      { id: 'application', name: 'Applications', slug: 'application', yearGroupable: false, ids: [made.id] },
    ]);
    const [document] = listed[0]!.documents;
    expect(document).toMatchObject({
      name: 'Insurance Application',
      slug: 'application',
      version: 1,
      applicableYear: null,
      documentCategory: { name: 'Applications', slug: 'application' },
      pdf: { fileName: 'application-v1.pdf' },
    });
    const pdf = await get(document!.pdf.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await get(document!.html.url)).body).toContain('Insurance Application');
    expect((await category(token, 'application'))!.documents.map((doc) => doc.id)).toEqual([made.id]);
  });

  it('keeps every application the user submitted, newest first', async () => {
    const user = await verifiedUser(t);
    const token = user.tokens.accessToken;
    const first = await application(token);
    const renamed = await t.graphql<{ updateProfile: { error: unknown } }>(
      'mutation { updateProfile(input: { firstName: "Ada", lastName: "Lovelace" }) { error { code } } }',
      {},
      { token },
    );
    expect(renamed.data!.updateProfile.error).toBeNull();
    t.clock.advance(60_000);
    const second = await application(token);
    expect(second.id).not.toBe(first.id);
    const [applications] = await categories(token);
    expect(applications!.documents.map((doc) => doc.id)).toEqual([second.id, first.id]);
  });

  it("never shows one user's documents to another, by list, by slug or through a document's category", async () => {
    const owner = (await verifiedUser(t)).tokens.accessToken;
    const other = (await verifiedUser(t)).tokens.accessToken;
    const owners = await application(owner);
    expect(await categories(other)).toEqual([]);
    expect((await category(other, 'application'))!.documents).toEqual([]);
    // The other user's own application names the same category: its documents are theirs alone.
    const theirs = await t.graphql<{
      documents: Array<{ id: string; documentCategory: { documents: Array<{ id: string }> } }>;
    }>(
      '{ documents(slugs: ["application"]) { id documentCategory { documents { id } } } }',
      {},
      { token: other },
    );
    const [mine] = theirs.data!.documents;
    expect(mine!.documentCategory.documents.map((doc) => doc.id)).toEqual([mine!.id]);
    expect(mine!.id).not.toBe(owners.id);
  });

  it('needs a signed-in user', async () => {
    const result = await t.graphql('{ documentCategories { slug } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPH_API_UNAUTHORIZED');
    const bySlug = await t.graphql('{ documentCategory(slug: "application") { slug } }');
    expect(bySlug.errors?.[0]?.extensions?.code).toBe('GRAPH_API_UNAUTHORIZED');
  });
});

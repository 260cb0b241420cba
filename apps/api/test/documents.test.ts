// Documents (spec 001 §3.3, §7.1): versioned templates rendered to HTML and PDF, the application stored with the
// template version that made it, files served to their owner only (bearer token or a signed link), and
// acknowledgements recording the exact version accepted.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate } from '../src/modules/documents/document-templates.ts';
import { publishTemplates } from '../src/modules/documents/documents.repository.ts';
import { verifiedUser } from './support/accounts.ts';
import { executeGroupMutation } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const documentFields = `id name description slug version applicableYear documentCategory { name slug }
  html { fileName url } pdf { fileName url } files { fileName url } createdAt updatedAt`;
type Doc = {
  id: string;
  name: string;
  slug: string;
  version: number;
  html: { fileName: string; url: string };
  pdf: { fileName: string; url: string };
};

async function user() {
  // Verified: the documents made for a person, and signing one, need the phone code.
  return (await verifiedUser(t)).tokens.accessToken;
}

async function documents(token: string, slugs: string[]): Promise<Doc[]> {
  const result = await t.graphql<{ documents: Doc[] }>(
    `query ($slugs: [String!]!) { documents(slugs: $slugs) { ${documentFields} } }`,
    { slugs },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.documents;
}

async function byId(token: string, id: string): Promise<Doc | null> {
  const result = await t.graphql<{ documentById: Doc | null }>(
    `query ($id: ID!) { documentById(id: $id) { ${documentFields} } }`,
    { id },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.documentById;
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function membershipId(token: string): Promise<string> {
  const result = await t.graphql<{
    currentUser: { activeConstellations: Array<{ activeInsuranceMembership: { id: string } }> };
  }>('{ currentUser { activeConstellations { activeInsuranceMembership { id } } } }', {}, { token });
  return result.data!.currentUser.activeConstellations[0]!.activeInsuranceMembership.id;
}

async function acknowledge(token: string, input: Record<string, unknown>) {
  const result = await t.graphql<{
    createAcknowledgement: {
      success: boolean;
      acknowledgement: { id: string; recordVersion: number; recordId: string } | null;
      error: { code: string } | null;
    };
  }>(
    `mutation ($input: CreateAcknowledgementInput!) { createAcknowledgement(input: $input) {
      success acknowledgement { id recordId recordVersion recordType contextType } error { code message } } }`,
    { input },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createAcknowledgement;
}

describe('documents by slug', () => {
  it('answers the newest version of each template and the application, in the order asked', async () => {
    const token = await user();
    const docs = await documents(token, ['beneficiary-packet', 'application', 'beneficiary-terms', 'nope']);
    expect(docs.map((doc) => [doc.slug, doc.version])).toEqual([
      ['beneficiary-packet', 1],
      ['application', 1],
      ['beneficiary-terms', 1],
    ]);
    expect(docs[0]).toMatchObject({
      name: 'Claims Instructions',
      pdf: { fileName: 'beneficiary-packet-v1.pdf' },
      html: { fileName: 'beneficiary-packet-v1.html' },
    });
    expect(docs[0]!.pdf.url).toMatch(/^\/documents\/[0-9a-f-]{36}\.pdf\?user=.+&expires=\d+&signature=.+$/);
  });

  it('keeps one application while the answers are the same', async () => {
    const token = await user();
    const [first] = await documents(token, ['application']);
    const [again] = await documents(token, ['application']);
    expect(again!.id).toBe(first!.id);
    const listed = await t.graphql<{ userDocuments: Doc[] }>(
      `{ userDocuments { ${documentFields} } }`,
      {},
      { token },
    );
    expect(listed.data!.userDocuments.map((doc) => doc.id)).toEqual([first!.id]);
    const rows = await t.database.pool.query(
      'select d.values, t.slug, t.version from user_documents d join document_templates t on t.id = d.template_id where d.id = $1',
      [first!.id],
    );
    expect(rows.rows[0]).toMatchObject({ slug: 'application', version: 1 });
    expect(JSON.stringify(rows.rows[0].values)).toContain('Social Security number');
  });

  it('makes one application when asked twice at once', async () => {
    const token = await user();
    const [first, second] = await Promise.all([
      documents(token, ['application']),
      documents(token, ['application']),
    ]);
    expect(first[0]!.id).toBe(second[0]!.id);
  });

  it('needs a signed-in user', async () => {
    const result = await t.graphql(`{ documents(slugs: ["beneficiary-terms"]) { id } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPH_API_UNAUTHORIZED');
  });
});

describe('document files', () => {
  it('renders the packet as a PDF pdf-lib can load and as HTML with the support phone and product', async () => {
    const token = await user();
    const [packet] = await documents(token, ['beneficiary-packet']);
    const pdf = await get(`/documents/${packet!.id}.pdf`, token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const loaded = await PDFDocument.load(pdf.rawPayload);
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(loaded.getTitle()).toBe('Claims Instructions');

    const html = await get(`/documents/${packet!.id}.html`, token);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Call us at (800) 555-0100');
    expect(html.body).toContain('a wysh life insurance policy');
    expect(html.body).not.toMatch(/\{(phone|product)\}/);
    expect(html.body).toContain('beneficiary-packet version 1');
  });

  it('opens from the signed link without a token, and refuses an altered or expired link', async () => {
    const token = await user();
    const [application] = await documents(token, ['application']);
    const opened = await get(application!.pdf.url);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await get(application!.html.url)).body).toContain('Insurance Application');

    // The pdf link does not open the html, nor with its signature altered.
    expect((await get(application!.pdf.url.replace('.pdf?', '.html?'))).statusCode).toBe(403);
    expect((await get(application!.pdf.url.replace(/signature=.{4}/, 'signature=AAAA'))).statusCode).toBe(
      403,
    );
    expect((await get(`/documents/${application!.id}.pdf`)).statusCode).toBe(401);

    t.clock.advance(61 * 60 * 1000);
    expect((await get(application!.pdf.url)).statusCode).toBe(403);
  });

  it("never serves one user's application to another", async () => {
    const owner = await user();
    const other = await user();
    const [application] = await documents(owner, ['application']);
    expect((await get(`/documents/${application!.id}.pdf`, other)).statusCode).toBe(404);
    expect((await get(`/documents/${application!.id}.html`, other)).statusCode).toBe(404);
    expect(await byId(other, application!.id)).toBeNull();
    const theirs = await t.graphql<{ userDocuments: Doc[] }>(
      '{ userDocuments { id } }',
      {},
      { token: other },
    );
    expect(theirs.data!.userDocuments).toEqual([]);
    // The other user's own link, pointed at the owner's document, is refused (the signature names the document).
    const [mine] = await documents(other, ['application']);
    const forged = mine!.pdf.url.replace(mine!.id, application!.id);
    expect((await get(forged)).statusCode).toBe(403);
    // And the owner reads it.
    expect((await byId(owner, application!.id))?.slug).toBe('application');
    expect((await get(`/documents/${application!.id}.pdf`, owner)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id or file name', async () => {
    const token = await user();
    expect((await get('/documents/00000000-0000-4000-8000-000000000000.pdf', token)).statusCode).toBe(404);
    expect((await get('/documents/whatever.txt', token)).statusCode).toBe(404);
  });
});

describe('the applicationDocument group mutation (showInsuranceApplication)', () => {
  it("answers a link to the user's application PDF, which opens for them only", async () => {
    const token = await user();
    const result = await executeGroupMutation(t, token, {
      mutationKey: 'applicationDocument',
      inputPayload: {},
    });
    expect(result.error).toBeNull();
    const { url } = result.response as { url: string };
    const [application] = await documents(token, ['application']);
    expect(url.startsWith(`/documents/${application!.id}.pdf?`)).toBe(true);
    const opened = await get(url);
    expect(opened.statusCode).toBe(200);
    expect((await PDFDocument.load(opened.rawPayload)).getTitle()).toBe('Insurance Application');
  });
});

describe('template versions', () => {
  it('refuses a published version whose file changed, and a new version is published beside the old one', async () => {
    const v1 = parseTemplate(
      'test-notice.v1.md',
      'name: Test Notice\ndescription: d\ncategory: test\n---\n# Notice\n\nOne.',
    );
    await publishTemplates(t.database.db, [v1]);
    await publishTemplates(t.database.db, [v1]); // the same file again: nothing changes
    const edited = { ...v1, body: '# Notice\n\nTwo.', checksum: 'changed' };
    await expect(publishTemplates(t.database.db, [edited])).rejects.toThrow(/test-notice\.v2\.md/);
    const v2 = parseTemplate(
      'test-notice.v2.md',
      'name: Test Notice\ndescription: d\ncategory: test\n---\n# Notice\n\nTwo.',
    );
    await publishTemplates(t.database.db, [v2]);
    const rows = await t.database.pool.query(
      "select version, body from document_templates where slug = 'test-notice' order by version",
    );
    expect(rows.rows).toEqual([
      { version: 1, body: '# Notice\n\nOne.' },
      { version: 2, body: '# Notice\n\nTwo.' },
    ]);
  });
});

describe('acknowledgements of documents', () => {
  it('records the exact version accepted, and a new version needs its own acknowledgement', async () => {
    const token = await user();
    const contextId = await membershipId(token);
    const [terms] = await documents(token, ['beneficiary-terms']);
    const first = await acknowledge(token, {
      recordId: terms!.id,
      recordType: 'document',
      contextId,
      contextType: 'InsuranceMembership',
    });
    expect(first).toMatchObject({
      success: true,
      acknowledgement: { recordVersion: 1, recordId: terms!.id },
    });
    const stored = await t.database.pool.query('select record_version from acknowledgements where id = $1', [
      first.acknowledgement!.id,
    ]);
    expect(stored.rows[0].record_version).toBe(1);

    const v2 = parseTemplate(
      'beneficiary-terms.v2.md',
      'name: Beneficiary Change Terms\ndescription: d\ncategory: beneficiaries\n---\n# Terms\n\nNew.',
    );
    const app2 = await startTestApp();
    try {
      await publishTemplates(app2.database.db, [v2]);
      const token2 = (await verifiedUser(app2)).tokens.accessToken;
      const [newest] = await (async () => {
        const result = await app2.graphql<{ documents: Doc[] }>(
          '{ documents(slugs: ["beneficiary-terms"]) { id version } }',
          {},
          { token: token2 },
        );
        return result.data!.documents;
      })();
      expect(newest!.version).toBe(2);
      const context2 = (
        await app2.graphql<{
          currentUser: { activeConstellations: Array<{ activeInsuranceMembership: { id: string } }> };
        }>(
          '{ currentUser { activeConstellations { activeInsuranceMembership { id } } } }',
          {},
          { token: token2 },
        )
      ).data!.currentUser.activeConstellations[0]!.activeInsuranceMembership.id;
      const second = await app2.graphql<{
        createAcknowledgement: { acknowledgement: { recordVersion: number } };
      }>(
        `mutation ($input: CreateAcknowledgementInput!) { createAcknowledgement(input: $input) { acknowledgement { recordVersion } } }`,
        {
          input: {
            recordId: newest!.id,
            recordType: 'document',
            contextId: context2,
            contextType: 'InsuranceMembership',
          },
        },
        { token: token2 },
      );
      expect(second.data!.createAcknowledgement.acknowledgement.recordVersion).toBe(2);
    } finally {
      await app2.close();
    }
  });

  it("refuses another user's document or membership", async () => {
    const owner = await user();
    const other = await user();
    const [application] = await documents(owner, ['application']);
    const otherContext = await membershipId(other);
    const refused = await acknowledge(other, {
      recordId: application!.id,
      recordType: 'document',
      contextId: otherContext,
      contextType: 'InsuranceMembership',
    });
    expect(refused).toMatchObject({ success: false, error: { code: 'RECORD_NOT_FOUND' } });
    const [terms] = await documents(owner, ['beneficiary-terms']);
    const notTheirs = await acknowledge(other, {
      recordId: terms!.id,
      recordType: 'document',
      contextId: await membershipId(owner),
      contextType: 'InsuranceMembership',
    });
    expect(notTheirs).toMatchObject({ success: false, error: { code: 'CONTEXT_NOT_FOUND' } });
  });
});

// Upload answers of server-driven forms: an inputDirectUpload answer is a list of signed blob ids that
// createResponse accepts only for the caller's finished uploads (real uploads here: createDirectUpload, then
// the signed PUT to this server), keeps as blob ids (never the bytes), and sends back signed on the next fetch.
// No product flow asks for files yet: this file serves a flow of its own.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Form } from '@wysh/forms/protocol';
import type { FlowDefinition } from '../src/modules/flows/flow-definition.ts';
import { flowDefinitions } from '../src/modules/flows/definitions/all-flows.ts';
import { registered } from './support/accounts.ts';
import { answersFor, fetchForm, inputById, respond, startedFlow } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const documentsFlow: FlowDefinition = {
  slug: 'test-documents',
  terminalBehavior: 'finish',
  defaultScope: 'new_policy',
  forms: [
    {
      form: {
        slug: 'test-documents-upload',
        layout: 'vertical',
        items: [
          { key: 'title', type: 'text', content: { text: 'Your documents', typography: 'title' } },
          {
            key: 'documents',
            type: 'inputDirectUpload',
            content: { id: 'documents', label: 'Medical records', required: true, multiple: true },
          },
          {
            key: 'extra',
            type: 'inputDirectUpload',
            content: { id: 'extra', label: 'Anything else' },
          },
        ],
      },
    },
    {
      form: {
        slug: 'test-documents-done',
        layout: 'vertical',
        items: [{ key: 'title', type: 'text', content: { text: 'Thanks', typography: 'title' } }],
      },
    },
  ],
};

const createDirectUpload = `mutation ($input: CreateDirectUploadInput!) {
  createDirectUpload(input: $input) {
    directUpload { blobId signedBlobId url headers }
    error { code message }
  }
}`;

type DirectUpload = { blobId: string; signedBlobId: string; url: string; headers: Record<string, string> };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { flowDefinitions: [...flowDefinitions, documentsFlow] });
});
afterAll(() => t.close());

/** Describes a file to the server; `send` also PUTs its bytes to the signed URL (else it stays pending). */
async function upload(token: string, content: string, send = true): Promise<DirectUpload> {
  const bytes = Buffer.from(`%PDF-1.7 ${content}`);
  const result = await t.graphql<{
    createDirectUpload: { directUpload: DirectUpload | null; error: unknown };
  }>(
    createDirectUpload,
    {
      input: {
        byteSize: bytes.length,
        checksum: crypto.createHash('md5').update(bytes).digest('base64'),
        contentType: 'application/pdf',
        filename: `${content}.pdf`,
      },
    },
    { token },
  );
  expect(result.data?.createDirectUpload.error).toBeNull();
  const signed = result.data!.createDirectUpload.directUpload!;
  if (send) {
    const put = await t.app.inject({
      method: 'PUT',
      url: signed.url,
      headers: signed.headers,
      payload: bytes,
    });
    expect(put.statusCode).toBe(204);
  }
  return signed;
}

async function person() {
  const token = (await registered(t)).tokens.accessToken;
  const session = await startedFlow(t, token, 'test-documents');
  const { form } = await fetchForm(t, token, { flowSessionId: session.id, direction: 'RELOAD' });
  return { token, session, form: form! };
}

function answer(
  context: { token: string; session: { id: string }; form: Form },
  values: Record<string, unknown>,
) {
  return respond(t, context.token, {
    flowSessionId: context.session.id,
    formIdentifier: context.form.slug,
    fieldResponses: answersFor(context.form, values),
  });
}

async function savedAnswers(sessionId: string) {
  const { rows } = await t.database.pool.query(
    'select field_id, value from flow_responses where flow_session_id = $1 order by field_id',
    [sessionId],
  );
  return rows as Array<{ field_id: string; value: unknown }>;
}

const refusal = (fieldId: string, label: string) => ({
  fieldId,
  code: 'uploadRefused',
  message: "We couldn't find this upload. Please upload the file again.",
  fullMessage: `${label}: We couldn't find this upload. Please upload the file again.`,
});

describe('inputDirectUpload answers', () => {
  it("accepts the caller's finished uploads, keeps their blob ids, and sends them back signed", async () => {
    const context = await person();
    const letter = await upload(context.token, 'letter');
    const results = await upload(context.token, 'results');
    const saved = await answer(context, { documents: [letter.signedBlobId, results.signedBlobId] });
    expect(saved.validationErrors).toEqual([]);
    expect(saved.error).toBeNull();

    // Stored as blob ids: not the signed ids, not the bytes.
    expect(await savedAnswers(context.session.id)).toEqual([
      { field_id: 'documents', value: [letter.blobId, results.blobId] },
      { field_id: 'extra', value: [] },
    ]);

    // The form shows them again as the signed ids the browser sent, which may be sent again.
    const reloaded = await fetchForm(t, context.token, {
      flowSessionId: context.session.id,
      direction: 'RELOAD',
    });
    expect(inputById(reloaded.form!, 'documents').content).toMatchObject({
      value: [letter.signedBlobId, results.signedBlobId],
    });
    const again = await answer({ ...context, form: reloaded.form! }, {});
    expect(again.validationErrors).toEqual([]);

    const next = await fetchForm(t, context.token, {
      flowSessionId: context.session.id,
      direction: 'NEXT',
      currentFormIdentifier: 'test-documents-upload',
    });
    expect(next.form?.slug).toBe('test-documents-done');
  });

  it("refuses another user's blob on its field, and saves nothing", async () => {
    const context = await person();
    const mine = await upload(context.token, 'mine');
    const someoneElse = await person();
    const theirs = await upload(someoneElse.token, 'theirs');

    const refused = await answer(context, { documents: [mine.signedBlobId], extra: [theirs.signedBlobId] });
    expect(refused.validationErrors).toEqual([refusal('extra', 'Anything else')]);
    expect(refused.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'extra', message: "We couldn't find this upload. Please upload the file again." }],
    });
    expect(await savedAnswers(context.session.id)).toEqual([]);

    // Theirs is still theirs to use.
    const saved = await answer(someoneElse, { documents: [theirs.signedBlobId] });
    expect(saved.validationErrors).toEqual([]);
  });

  it('refuses a blob whose bytes never arrived, and a forged id', async () => {
    const context = await person();
    const pending = await upload(context.token, 'pending', false);
    expect(await answer(context, { documents: [pending.signedBlobId] })).toMatchObject({
      validationErrors: [refusal('documents', 'Medical records')],
    });

    const real = await upload(context.token, 'real');
    // The blob id of a real upload, signed by someone who does not hold the server's key.
    const forged = `${real.blobId}--${'A'.repeat(43)}`;
    expect(await answer(context, { documents: [forged] })).toMatchObject({
      validationErrors: [refusal('documents', 'Medical records')],
    });
    expect(await savedAnswers(context.session.id)).toEqual([]);

    // Once its bytes are in, the pending one is accepted.
    const bytes = Buffer.from('%PDF-1.7 pending');
    const put = await t.app.inject({
      method: 'PUT',
      url: pending.url,
      headers: pending.headers,
      payload: bytes,
    });
    expect(put.statusCode).toBe(204);
    expect((await answer(context, { documents: [pending.signedBlobId] })).validationErrors).toEqual([]);
  });

  it('refuses answers of the wrong shape, and a required upload left empty', async () => {
    const context = await person();
    expect(await answer(context, { documents: 'not-a-list' })).toMatchObject({
      validationErrors: [{ fieldId: 'documents', code: 'invalidValue' }],
    });
    expect(await answer(context, { documents: [42] })).toMatchObject({
      validationErrors: [{ fieldId: 'documents', code: 'invalidValue' }],
    });
    expect(await answer(context, { documents: [] })).toMatchObject({
      validationErrors: [{ fieldId: 'documents', code: 'required', message: 'Required' }],
    });
  });
});

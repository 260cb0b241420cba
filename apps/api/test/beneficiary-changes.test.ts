// A policyholder's beneficiaries change by records (issue 13 item 4): once the purchase attaches the
// membership's beneficiaries to a policy (attachBeneficiariesToPolicy), every edit builds a pending change that
// getBeneficiaries answers as `pending`; confirmBeneficiaryChanges applies it only with an acknowledgement of the
// current beneficiary-terms version (recorded on the change), keeps the replaced set as history and e-mails the
// owner; discardBeneficiaryChanges drops it. Tax ids stay sealed when carried into a change; another user
// reaches none of it. Also sendBeneficiaryPacket: the claims packet e-mailed with a PDF that opens.
import crypto from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachBeneficiariesToPolicy } from '../src/modules/beneficiaries/beneficiaries.repository.ts';
import { verifiedUser } from './support/accounts.ts';
import { encryptSensitive } from './support/flows.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const address = { street1: '100 Main St', city: 'Phoenix', state: 'AZ', postalCode: '85004' };
const beneficiaryFields = `id allocation responsibility type assignedEntity { type id }
  contact { __typename ... on IndividualContact { firstName lastName email taxIdSet } ... on TrustContact { name } }`;
const listFields = `list { ${beneficiaryFields} } backup { ${beneficiaryFields} } pending { ${beneficiaryFields} }`;
const payloadFields = `success error { code message fields { field message } } beneficiaries { ${listFields} }`;

type Beneficiary = {
  id: string;
  allocation: number;
  responsibility: 'PRIMARY' | 'BACKUP';
  assignedEntity: { type: string; id: string };
  contact: Record<string, unknown>;
};
type Lists = { list: Beneficiary[]; backup: Beneficiary[]; pending: Beneficiary[] };
type Payload = {
  success: boolean;
  error: { code: string; message: string; fields: Array<{ field: string; message: string }> } | null;
  beneficiaries: Lists | null;
  beneficiary?: Beneficiary | null;
};

/** A verified session: a policy's beneficiaries and acknowledgements are serviced only with the phone code. */
async function user() {
  const { tokens, email } = await verifiedUser(t);
  return { token: tokens.accessToken, email };
}

async function list(token: string): Promise<Lists> {
  const result = await t.graphql<{ getBeneficiaries: Lists }>(
    `{ getBeneficiaries { ${listFields} } }`,
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.getBeneficiaries;
}

async function mutate(token: string, name: string, input: Record<string, unknown>, extra = '') {
  const type = name[0]!.toUpperCase() + name.slice(1);
  const result = await t.graphql<Record<string, Payload>>(
    `mutation ($input: ${type}Input!) { ${name}(input: $input) { ${payloadFields} ${extra} } }`,
    { input },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
}

const create = (token: string, input: Record<string, unknown>) =>
  mutate(token, 'createBeneficiary', input, `beneficiary { ${beneficiaryFields} }`);
const update = (token: string, input: Record<string, unknown>) =>
  mutate(token, 'updateBeneficiary', input, `beneficiary { ${beneficiaryFields} }`);
const destroy = (token: string, input: Record<string, unknown>) => mutate(token, 'destroyBeneficiary', input);
const allocate = (
  token: string,
  beneficiaryAllocations: Array<{ beneficiaryId: string; allocation: number }>,
) => mutate(token, 'updateBeneficiaryAllocation', { beneficiaryAllocations });
const confirm = (token: string, acknowledgementId: string) =>
  mutate(token, 'confirmBeneficiaryChanges', { acknowledgementId });
const discard = (token: string) => mutate(token, 'discardBeneficiaryChanges', {});

const individual = (firstName: string, overrides: Record<string, unknown> = {}) => ({
  type: 'INDIVIDUAL',
  responsibility: 'PRIMARY',
  contact: { firstName, lastName: 'Lee', birthdate: '1990-04-02', relationship: 'spouse' },
  address,
  ...overrides,
});

async function membershipId(token: string): Promise<string> {
  const result = await t.graphql<{
    currentUser: { activeConstellations: Array<{ activeInsuranceMembership: { id: string } }> };
  }>('{ currentUser { activeConstellations { activeInsuranceMembership { id } } } }', {}, { token });
  return result.data!.currentUser.activeConstellations[0]!.activeInsuranceMembership.id;
}

async function termsId(token: string): Promise<string> {
  const result = await t.graphql<{ documents: Array<{ id: string }> }>(
    '{ documents(slugs: ["beneficiary-terms"]) { id version } }',
    {},
    { token },
  );
  return result.data!.documents[0]!.id;
}

async function acknowledge(token: string, recordId: string, contextId: string, recordType = 'document') {
  const result = await t.graphql<{
    createAcknowledgement: { success: boolean; acknowledgement: { id: string } | null };
  }>(
    `mutation ($input: CreateAcknowledgementInput!) { createAcknowledgement(input: $input) { success acknowledgement { id } } }`,
    { input: { recordId, recordType, contextId, contextType: 'InsuranceMembership' } },
    { token },
  );
  expect(result.data!.createAcknowledgement.success).toBe(true);
  return result.data!.createAcknowledgement.acknowledgement!.id;
}

type Change = {
  id: string;
  kind: string;
  status: string;
  documentVersion: number | null;
  beneficiaries: Array<{ id: string; allocation: number }>;
};
async function history(token: string): Promise<Change[]> {
  const result = await t.graphql<{ beneficiaryChanges: Change[] }>(
    '{ beneficiaryChanges { id kind status policyId appliedAt documentVersion beneficiaries { id allocation } } }',
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.beneficiaryChanges;
}

/** A policyholder: two primaries (50/50), the first with a tax id, attached to a new policy. */
async function policyholder() {
  const { token, email } = await user();
  const taxId = await encryptSensitive(t, '234-56-7891');
  const ann = await create(token, individual('Ann', { taxId }));
  const bo = await create(token, individual('Bo'));
  const membership = await membershipId(token);
  const policyId = crypto.randomUUID();
  await attachBeneficiariesToPolicy(t.database.db, membership, policyId, t.clock.now(), crypto.randomUUID());
  return { token, email, membership, policyId, annId: ann.beneficiary!.id, boId: bo.beneficiary!.id };
}

const rowsOfMembership = async (membership: string) =>
  (
    await t.database.pool.query(
      'select id, change_id, source_id, allocation, first_name from beneficiaries where insurance_membership_id = $1 order by position',
      [membership],
    )
  ).rows;

describe('a policy’s beneficiaries', () => {
  it('are the policy’s once attached, with nothing pending', async () => {
    const { token, policyId, annId, boId } = await policyholder();
    const lists = await list(token);
    expect(lists.list.map((b) => [b.id, b.allocation, b.assignedEntity])).toEqual([
      [annId, 50, { type: 'Policy', id: policyId }],
      [boId, 50, { type: 'Policy', id: policyId }],
    ]);
    expect(lists.pending).toEqual([]);
    expect((await history(token)).map((c) => [c.kind, c.status])).toEqual([['issue', 'applied']]);
  });

  it('collect edits in a pending change and leave the set in force as it is', async () => {
    const { token, membership, annId, boId } = await policyholder();
    const before = await rowsOfMembership(membership);

    const shares = await allocate(token, [
      { beneficiaryId: annId, allocation: 70 },
      { beneficiaryId: boId, allocation: 30 },
    ]);
    expect(shares.error).toBeNull();
    expect(shares.beneficiaries!.list.map((b) => [b.id, b.allocation])).toEqual([
      [annId, 50],
      [boId, 50],
    ]);
    expect(shares.beneficiaries!.pending.map((b) => b.allocation)).toEqual([70, 30]);
    const pendingIds = shares.beneficiaries!.pending.map((b) => b.id);
    expect(pendingIds).not.toContain(annId);

    // Later edits go to the same change, by the ids of the set in force or of the pending one.
    const added = await create(token, individual('Cy', { responsibility: 'BACKUP' }));
    expect(added.error).toBeNull();
    expect(added.beneficiary!.responsibility).toBe('BACKUP');
    const renamed = await update(token, { beneficiaryId: boId, contact: { firstName: 'Bob' } });
    expect(renamed.error).toBeNull();
    expect(renamed.beneficiary!.id).toBe(pendingIds[1]);
    const lists = await list(token);
    expect(lists.list.map((b) => b.contact.firstName)).toEqual(['Ann', 'Bo']);
    expect(lists.backup).toEqual([]);
    expect(lists.pending.map((b) => [b.contact.firstName, b.responsibility, b.allocation])).toEqual([
      ['Ann', 'PRIMARY', 70],
      ['Bob', 'PRIMARY', 30],
      ['Cy', 'BACKUP', 100],
    ]);

    // The rows of the set in force did not change.
    const after = await rowsOfMembership(membership);
    expect(after.slice(0, 2)).toEqual(before);
    const changes = await t.database.pool.query(
      'select status, kind from beneficiary_changes where insurance_membership_id = $1 order by created_at',
      [membership],
    );
    expect(changes.rows).toEqual([
      { status: 'applied', kind: 'issue' },
      { status: 'pending', kind: 'change' },
    ]);
  });

  it('refused input opens no change', async () => {
    const { token, membership, annId, boId } = await policyholder();
    const refused = await allocate(token, [
      { beneficiaryId: annId, allocation: 0 },
      { beneficiaryId: boId, allocation: 100 },
    ]);
    expect(refused.error!.code).toBe('VALIDATION_FAILED');
    expect(refused.error!.fields[0]!.message).toBe('Added beneficiaries cannot have 0% allocation');
    expect((await list(token)).pending).toEqual([]);
    const changes = await t.database.pool.query(
      "select count(*)::int as n from beneficiary_changes where insurance_membership_id = $1 and kind = 'change'",
      [membership],
    );
    expect(changes.rows[0].n).toBe(0);
  });

  it('apply only with an acknowledgement of the current beneficiary-terms, then history keeps the old set', async () => {
    const { token, email, membership, annId, boId } = await policyholder();
    await destroy(token, { beneficiaryId: boId });
    expect((await list(token)).pending.map((b) => [b.contact.firstName, b.allocation])).toEqual([
      ['Ann', 100],
    ]);

    // Without an acknowledgement, or with one of something else, nothing is applied.
    const disclosure = await t.database.pool.query(
      "select id from disclosures where slug = 'terms-of-service'",
    );
    const wrongAck = await acknowledge(token, disclosure.rows[0].id, membership, 'disclosure');
    for (const acknowledgementId of [wrongAck, crypto.randomUUID(), 'nope']) {
      const refused = await confirm(token, acknowledgementId);
      expect(refused.error).toMatchObject({
        code: 'ACKNOWLEDGEMENT_REQUIRED',
        fields: [
          {
            field: 'acknowledgement',
            message: 'By checking this box, I acknowledge that I wish to make these changes to my policy',
          },
        ],
      });
    }
    // Another user's acknowledgement of the terms does not count either.
    const other = await user();
    const theirAck = await acknowledge(
      other.token,
      await termsId(other.token),
      await membershipId(other.token),
    );
    expect((await confirm(token, theirAck)).error!.code).toBe('ACKNOWLEDGEMENT_REQUIRED');
    expect((await list(token)).list.map((b) => b.id)).toEqual([annId, boId]);

    const ack = await acknowledge(token, await termsId(token), membership);
    const applied = await confirm(token, ack);
    expect(applied.error).toBeNull();
    expect(applied.beneficiaries!.pending).toEqual([]);
    expect(applied.beneficiaries!.list.map((b) => [b.contact.firstName, b.allocation])).toEqual([
      ['Ann', 100],
    ]);

    const [change, issue] = await history(token);
    expect(change).toMatchObject({ kind: 'change', status: 'applied', documentVersion: 1 });
    expect(change!.beneficiaries.map((b) => b.allocation)).toEqual([100]);
    expect(issue).toMatchObject({ kind: 'issue', status: 'applied' });
    expect(issue!.beneficiaries.map((b) => [b.id, b.allocation])).toEqual([
      [annId, 50],
      [boId, 50],
    ]);
    const stored = await t.database.pool.query(
      "select acknowledgement_id, document_version from beneficiary_changes where insurance_membership_id = $1 and kind = 'change'",
      [membership],
    );
    expect(stored.rows).toEqual([{ acknowledgement_id: ack, document_version: 1 }]);

    // The owner is told, through the outbox.
    const { messages } = (
      await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` })
    ).json() as { messages: Array<{ subject: string; text: string }> };
    const confirmed = messages.filter(
      (message) => message.subject === 'Your beneficiary changes are confirmed',
    );
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.text).toContain('Ann Lee (primary, 100%)');

    // The replaced set is history: not editable any more.
    expect((await update(token, { beneficiaryId: boId, contact: { firstName: 'X' } })).error!.code).toBe(
      'NOT_FOUND',
    );
    // Nothing is left to confirm.
    expect((await confirm(token, ack)).error!.code).toBe('NO_PENDING_CHANGES');
  });

  it('discards a pending change, leaving the set in force', async () => {
    const { token, membership, annId, boId } = await policyholder();
    await allocate(token, [
      { beneficiaryId: annId, allocation: 60 },
      { beneficiaryId: boId, allocation: 40 },
    ]);
    const dropped = await discard(token);
    expect(dropped.error).toBeNull();
    expect(dropped.beneficiaries!.pending).toEqual([]);
    expect(dropped.beneficiaries!.list.map((b) => [b.id, b.allocation])).toEqual([
      [annId, 50],
      [boId, 50],
    ]);
    expect(await rowsOfMembership(membership)).toHaveLength(2);
    expect((await history(token)).map((c) => c.kind)).toEqual(['issue']);
    expect((await discard(token)).error!.code).toBe('NO_PENDING_CHANGES');
  });

  it('carries a tax id into a change sealed, never in clear in rows, responses or logs', async () => {
    const { token, membership, annId } = await policyholder();
    const edited = await update(token, { beneficiaryId: annId, contact: { firstName: 'Anna' } });
    expect(edited.beneficiary!.contact.taxIdSet).toBe(true);
    expect(JSON.stringify(edited)).not.toContain('7891');
    const copyId = edited.beneficiary!.id;
    const sealed = await t.database.pool.query(
      'select * from beneficiary_tax_ids where beneficiary_id = any($1) order by beneficiary_id',
      [[annId, copyId]],
    );
    expect(sealed.rows).toHaveLength(2);
    expect(sealed.rows.map((row) => row.last4)).toEqual(['7891', '7891']);
    expect(sealed.rows[0].ciphertext).not.toBe(sealed.rows[1].ciphertext);
    const everything = JSON.stringify([
      sealed.rows,
      await rowsOfMembership(membership),
      (
        await t.database.pool.query('select * from beneficiary_changes where insurance_membership_id = $1', [
          membership,
        ])
      ).rows,
      await history(token),
    ]);
    expect(everything).not.toContain('234567891');
    expect(everything).not.toContain('234-56-7891');
    expect(t.logs.join('\n')).not.toContain('234567891');
  });

  it('cannot be read or changed by another user', async () => {
    const owner = await policyholder();
    await allocate(owner.token, [
      { beneficiaryId: owner.annId, allocation: 80 },
      { beneficiaryId: owner.boId, allocation: 20 },
    ]);
    const pendingId = (await list(owner.token)).pending[0]!.id;
    const other = await user();
    for (const beneficiaryId of [owner.annId, pendingId]) {
      expect((await update(other.token, { beneficiaryId, contact: { firstName: 'X' } })).error!.code).toBe(
        'NOT_FOUND',
      );
      expect((await destroy(other.token, { beneficiaryId })).error!.code).toBe('NOT_FOUND');
      expect((await allocate(other.token, [{ beneficiaryId, allocation: 100 }])).error!.code).toBe(
        'NOT_FOUND',
      );
    }
    expect(await history(other.token)).toEqual([]);
    expect((await discard(other.token)).error!.code).toBe('NO_PENDING_CHANGES');
    const ack = await acknowledge(other.token, await termsId(other.token), await membershipId(other.token));
    expect((await confirm(other.token, ack)).error!.code).toBe('NO_PENDING_CHANGES');
    // The owner's pending change is as they left it.
    expect((await list(owner.token)).pending.map((b) => b.allocation)).toEqual([80, 20]);
  });
});

describe('sendBeneficiaryPacket', () => {
  const send = async (token: string, beneficiaryId: string) => {
    const result = await t.graphql<{
      sendBeneficiaryPacket: { success: boolean; documentVersion: number | null; error: Payload['error'] };
    }>(
      `mutation ($input: SendBeneficiaryPacketInput!) { sendBeneficiaryPacket(input: $input) {
        success documentVersion error { code message fields { field message } } } }`,
      { input: { beneficiaryId } },
      { token },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.sendBeneficiaryPacket;
  };

  it('e-mails the claims instructions with a PDF that opens, through the outbox', async () => {
    const { token } = await user();
    const to = `bene-${crypto.randomUUID()}@example.com`;
    const created = await create(
      token,
      individual('Dee', { contact: { ...individual('Dee').contact, email: to } }),
    );
    const sent = await send(token, created.beneficiary!.id);
    expect(sent).toEqual({ success: true, documentVersion: 1, error: null });

    const { messages } = (
      await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })
    ).json() as {
      messages: Array<{
        subject: string;
        text: string;
        attachments: Array<{ filename: string; contentType: string; size: number; url: string }>;
      }>;
    };
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe('Claims instructions for a wysh policy');
    expect(messages[0]!.text).toContain('(800) 555-0100');
    const [attachment] = messages[0]!.attachments;
    expect(attachment).toMatchObject({ filename: 'claims-instructions.pdf', contentType: 'application/pdf' });
    const file = await t.app.inject({ method: 'GET', url: attachment!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.byteLength).toBe(attachment!.size);
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getTitle()).toBe('Claims Instructions');

    // The MIME message carries it too (what SMTP would deliver).
    const raw = await t.database.pool.query(
      "select metadata->>'raw' as raw from sandbox_mailbox where recipient = $1",
      [to],
    );
    expect(raw.rows[0].raw).toContain('Content-Type: application/pdf; name=claims-instructions.pdf');

    // The outbox page links it.
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(page.body).toContain(attachment!.url);
  });

  it('is a field error for a beneficiary without an e-mail, and NOT_FOUND for another user', async () => {
    const { token } = await user();
    const created = await create(token, individual('Eve'));
    const refused = await send(token, created.beneficiary!.id);
    expect(refused).toMatchObject({
      success: false,
      error: {
        code: 'EMAIL_MISSING',
        fields: [
          {
            field: 'email',
            message: 'Add an e-mail address for this beneficiary to send the claims instructions.',
          },
        ],
      },
    });
    const other = await user();
    expect((await send(other.token, created.beneficiary!.id)).error!.code).toBe('NOT_FOUND');
    expect((await send(other.token, 'not-an-id')).error!.code).toBe('NOT_FOUND');
  });

  it('sends at most 10 packets an hour per user', async () => {
    const { token } = await user();
    const to = `bene-${crypto.randomUUID()}@example.com`;
    const created = await create(
      token,
      individual('Gus', { contact: { ...individual('Gus').contact, email: to } }),
    );
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await send(token, created.beneficiary!.id)).success).toBe(true);
    }
    expect((await send(token, created.beneficiary!.id)).error!.code).toBe('TOO_MANY_REQUESTS');
    const outbox = await t.database.pool.query(
      'select count(*)::int as n from sandbox_mailbox where recipient = $1',
      [to],
    );
    expect(outbox.rows[0].n).toBe(10);
  });

  it('sends for a policy’s beneficiary too', async () => {
    const { token } = await user();
    const to = `bene-${crypto.randomUUID()}@example.com`;
    const created = await create(
      token,
      individual('Flo', { contact: { ...individual('Flo').contact, email: to } }),
    );
    await attachBeneficiariesToPolicy(
      t.database.db,
      await membershipId(token),
      crypto.randomUUID(),
      t.clock.now(),
      crypto.randomUUID(),
    );
    expect((await send(token, created.beneficiary!.id)).success).toBe(true);
  });
});

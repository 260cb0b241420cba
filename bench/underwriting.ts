// Underwriting under load (issue 14): 20 applicants each with an answered, authorised interview submit it at the
// same moment (requestNewBusiness: read the answers and profile, pull the sandbox evidence, run the rules, store
// the application with its reasons and price the quote and offering, in one transaction), round after round.
// Each round opens a new interview session per applicant first (not timed: submitting one interview twice
// answers the stored application, which would measure a lookup instead of a decision). Reported: the server's
// own time per decision (its Server-Timing header) and the client's, p50/p99, beside the anchors of the issue.
// `npm run bench:underwriting` runs it alone, embedded and, when BENCH_DATABASE_URL or DATABASE_URL names a
// PostgreSQL server, on a scratch database there (the target: server p99 < 200 ms on PostgreSQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database.ts';
import { graphql, register, startApi, stopApi } from './flows.ts';

const APPLICANTS = 20;
const ROUNDS = 5;
/** Rounds run first and not counted: the server's first decisions (compiling, the pool filling). */
const WARMUP_ROUNDS = 1;

type Json = Record<string, unknown>;
type Form = { slug: string; items: Array<{ type: string; content: { id?: string; value?: unknown } }> };

const createPhone = `mutation ($input: CreatePhoneNumberInput!) {
  createPhoneNumber(input: $input) { phoneNumber { id } error { code } }
}`;
const requestOtp = `mutation ($input: RequestOtpInput!) { requestOtp(input: $input) { success error { code } } }`;
const verifyOtp = `mutation ($input: VerifyOtpInput!) {
  verifyOtp(input: $input) { success token { accessToken } error { code } }
}`;
const start = `mutation ($input: CreateFlowSessionInput!) {
  createFlowSession(input: $input) { flowSession { id } form error { code } }
}`;
const respond = `mutation ($input: CreateResponseInput!) {
  createResponse(input: $input) { validationErrors { fieldId message } error { code } next { form error { code } } }
}`;
const submit = `mutation { requestNewBusiness(input: { product: "wysh-term-life" }) {
  insuranceApplication { id outcome } error { code message }
} }`;

const HEALTHY: Json = {
  have_a_license: 'yes',
  dmv_lic_nmbr: 'D1234567',
  dmv_lic_state: 'OH',
  us_citizen: 'yes',
  applied_within_12_months: 'no',
  applicant_own_anything: 'no',
  employed_status: 'employed',
  employ_prosport: 'no',
  employed_status_military: 'no',
  income: 85_000,
  activity: ['none'],
  tobacco: 'no',
  marijuana: 'never',
  height: { feet: 5, inches: 10 },
  weight: 160,
  medical_history_1: ['none'],
  medical_history_2: ['none'],
  substance_usage: 'no',
  hiv_status: 'no',
  covid_hospitalized: 'no',
  medical_history_family: 'none',
  moving_violations: '0',
  dui: 'none',
  license_suspended: 'no',
  criminal_history: 'no',
  evidence_authorization: true,
};

export async function encrypt(baseUrl: string, text: string) {
  const data = await graphql(baseUrl, null, '{ sensitiveDataKey { keyId spki } }');
  const { keyId, spki } = data['sensitiveDataKey'] as { keyId: string; spki: string };
  const key = await crypto.subtle.importKey(
    'spki',
    Buffer.from(spki, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const ciphertext = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(text));
  return { keyId, ciphertext: Buffer.from(ciphertext).toString('base64') };
}

async function smsCode(baseUrl: string, e164: string): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(e164)}`);
    const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
    const code = messages.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No code reached ${e164}`);
}

/** Answers every form of a flow (values by field id) until `until`, that one included. */
async function answerFlow(baseUrl: string, token: string, flowId: string, values: Json, until: string) {
  const started = await graphql(baseUrl, token, start, { input: { flowId, flowScope: 'NEW_POLICY' } });
  const { flowSession, form: first } = started['createFlowSession'] as {
    flowSession: { id: string };
    form: Form;
  };
  let form = first;
  for (;;) {
    const fieldResponses = form.items
      .filter((item) => item.type.startsWith('input'))
      .map((item) => ({
        fieldId: item.content.id,
        inputType: item.type,
        required: false,
        value: item.content.id! in values ? values[item.content.id!] : (item.content.value ?? null),
      }));
    const last = form.slug === until;
    const saved = await graphql(baseUrl, token, respond, {
      input: { flowSessionId: flowSession.id, formIdentifier: form.slug, fieldResponses, next: !last },
    });
    const result = saved['createResponse'] as {
      validationErrors: unknown[];
      error: unknown;
      next: { form: Form | null } | null;
    };
    if (result.error || result.validationErrors.length > 0)
      throw new Error(`${form.slug} refused: ${JSON.stringify(result)}`);
    if (last) return;
    form = result.next!.form!;
  }
}

/** One applicant: signed up, phone verified, profile and interview answered and authorised. */
export async function applicant(baseUrl: string, index: number, ssn: Json) {
  const registered = await graphql(baseUrl, null, register, {
    input: {
      email: `bench.underwriting.${Date.now()}.${index}@example.com`,
      password: 'violet-harbor-lantern-42',
      newsletter: false,
      attestedOver18: true,
    },
  });
  const identified = (registered['createCredential'] as { credential: { token: { accessToken: string } } })
    .credential.token.accessToken;
  const national = `312555${String(2000 + index).padStart(4, '0')}`;
  const phone = await graphql(baseUrl, identified, createPhone, { input: { phoneNumber: national } });
  const phoneNumberId = (phone['createPhoneNumber'] as { phoneNumber: { id: string } }).phoneNumber.id;
  await graphql(baseUrl, identified, requestOtp, { input: { phoneNumberId, channel: 'SMS' } });
  const verified = await graphql(baseUrl, identified, verifyOtp, {
    input: { phoneNumberId, code: await smsCode(baseUrl, `+1${national}`) },
  });
  const token = (verified['verifyOtp'] as { token: { accessToken: string } }).token.accessToken;
  await answerFlow(
    baseUrl,
    token,
    'insurance-profile',
    {
      'profile.firstName': 'Ada',
      'profile.lastName': 'Lovelace',
      'profile.birthdate': `${1990 + (index % 8)}-06-15`,
      'profile.gender': index % 2 ? 'male' : 'female',
      'profile.address.street1': '100 Main St',
      'profile.address.city': 'Columbus',
      'profile.address.state': 'OH',
      'profile.address.postalCode': '43215',
      'profile.phoneNumber': national,
      'profile.taxId': ssn,
    },
    'insurance-profile-ssn',
  );
  await answerFlow(baseUrl, token, 'underwriting-interview', HEALTHY, 'interview-review');
  return token;
}

async function submitOnce(baseUrl: string, token: string) {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: submit }),
  });
  const body = (await response.json()) as {
    data?: { requestNewBusiness: { insuranceApplication: { outcome: string } | null; error: unknown } };
  };
  const clientMs = performance.now() - startedAt;
  const serverMs = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  const decided = body.data?.requestNewBusiness.insuranceApplication ?? null;
  return { clientMs, serverMs, failed: !response.ok || decided === null };
}

const at = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function measure(baseUrl: string, label: string) {
  const ssn = await encrypt(baseUrl, '219-09-1234');
  const tokens: string[] = [];
  for (let index = 0; index < APPLICANTS; index += 4)
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(4, APPLICANTS - index) }, (_, k) => applicant(baseUrl, index + k, ssn)),
      )),
    );
  const server: number[] = [];
  const client: number[] = [];
  let failures = 0;
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
    // A new interview session each (its answers are the ones already given): a new application to decide.
    if (round > 0)
      await Promise.all(
        tokens.map((token) =>
          graphql(baseUrl, token, start, {
            input: { flowId: 'underwriting-interview', flowScope: 'NEW_POLICY', fromStart: true },
          }),
        ),
      );
    const results = await Promise.all(tokens.map((token) => submitOnce(baseUrl, token)));
    for (const result of results) {
      if (result.failed) failures += 1;
      else if (round < WARMUP_ROUNDS) continue;
      else {
        server.push(result.serverMs);
        client.push(result.clientMs);
      }
    }
  }
  console.log(
    `    ${label.padEnd(12)} ${server.length} decisions, ${APPLICANTS} at once  server p50 ${at(server, 0.5).toFixed(1)} ms  p99 ${at(server, 0.99).toFixed(1)} ms  client p50 ${at(client, 0.5).toFixed(1)} ms  p99 ${at(client, 0.99).toFixed(1)} ms  failures ${failures}`,
  );
}

export const underwritingHeading = `Underwriting: interview submitted -> decision stored (requestNewBusiness), ${APPLICANTS} applicants at once x ${ROUNDS} rounds after ${WARMUP_ROUNDS} of warm-up (target: server p99 < 200 ms on PostgreSQL)`;

export const underwritingAnchors =
  '    anchors: wysh today ~4 min average wait for a quote; Ethos and Bestow decide most applicants instantly; traditional underwriting 3-6 weeks';

export async function underwritingBench(
  serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL,
) {
  const port = 3904;
  const limits = { OTP_REQUESTS_PER_IP: '1000000', LOGIN_ATTEMPTS_PER_IP: '1000000' };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-bench-underwriting-'));
  const embedded = await startApi(port, { DATA_DIR: dataDir, DATABASE_URL: '', ...limits });
  try {
    await measure(`http://127.0.0.1:${port}`, 'embedded');
  } finally {
    await stopApi(embedded);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'wysh_bench');
    try {
      const onPostgres = await startApi(port, { DATABASE_URL: scratch.url, ...limits });
      try {
        await measure(`http://127.0.0.1:${port}`, 'PostgreSQL');
      } finally {
        await stopApi(onPostgres);
      }
    } finally {
      await scratch.drop();
    }
  } else console.log('    (set DATABASE_URL to measure it on PostgreSQL too)');
  console.log(underwritingAnchors);
}

if (import.meta.main) {
  console.log(underwritingHeading);
  await underwritingBench();
}

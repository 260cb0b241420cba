// The next-form round trip of a server-driven flow: createResponse with next: true (the insurance profile's
// name form, which writes the profile, and the form after it in the same answer), as one user's button press
// costs it: one request per press, counted. Each simulated user walks the
// insurance profile to its review once, then loops: edit the name from the review (not timed), answer it and
// come back (timed). `npm run bench:flows` runs it alone on the embedded database and, when
// BENCH_DATABASE_URL or DATABASE_URL names a PostgreSQL server, on a scratch database there.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database.ts';

type Json = Record<string, unknown>;
type FormItem = { key: string; type: string; content: { id?: string; value?: unknown } };
type Form = { slug: string; items: FormItem[] };

const root = path.join(import.meta.dirname, '..');

export async function graphql(baseUrl: string, token: string | null, query: string, variables: Json = {}) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Json; errors?: unknown[] };
  if (response.status !== 200 || body.errors)
    throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

export const register = `mutation ($input: CreateCredentialInput!) {
  createCredential(input: $input) { credential { token { accessToken } } error { code } }
}`;
const start = `mutation ($input: CreateFlowSessionInput!) { createFlowSession(input: $input) { flowSession { id } } }`;
const fetchForm = `mutation ($input: FetchFormInput!) { fetchForm(input: $input) { form error { code } } }`;
const respond = `mutation ($input: CreateResponseInput!) {
  createResponse(input: $input) {
    validationErrors { fieldId message }
    error { code }
    next { form error { code } }
  }
}`;

async function encrypt(baseUrl: string, text: string) {
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

/** One simulated applicant: signed up, their insurance profile answered up to the review screen. */
async function applicant(baseUrl: string, index: number, ssn: unknown) {
  const email = `bench.flows.${Date.now()}.${index}@example.com`;
  const registered = await graphql(baseUrl, null, register, {
    input: { email, password: 'violet-harbor-lantern-42', newsletter: false, attestedOver18: true },
  });
  const token = (registered['createCredential'] as { credential: { token: { accessToken: string } } })
    .credential.token.accessToken;
  const started = await graphql(baseUrl, token, start, { input: { flowId: 'insurance-profile' } });
  const sessionId = (started['createFlowSession'] as { flowSession: { id: string } }).flowSession.id;

  const answers: Record<string, Json> = {
    'insurance-profile-name': { 'profile.firstName': 'Ada', 'profile.lastName': 'Lovelace' },
    'insurance-profile-birthdate': { 'profile.birthdate': '1990-12-10' },
    'insurance-profile-gender': { 'profile.gender': 'female' },
    'insurance-profile-address': {
      'profile.address.street1': '100 Main St',
      'profile.address.city': 'Columbus',
      'profile.address.state': 'OH',
      'profile.address.postalCode': '43215',
    },
    'insurance-profile-phone': { 'profile.phoneNumber': `614555${String(1000 + index).slice(-4)}` },
    'insurance-profile-ssn': { 'profile.taxId': ssn },
  };
  /** Answers a form and moves on, as one press does; counts the requests sent. */
  let sent = 0;
  const answer = async (form: Form, values: Json) => {
    const fieldResponses = form.items
      .filter((item) => item.type.startsWith('input'))
      .map((item) => ({
        fieldId: item.content.id,
        inputType: item.type,
        required: false,
        value: item.content.id! in values ? values[item.content.id!] : (item.content.value ?? null),
      }));
    const saved = await graphql(baseUrl, token, respond, {
      input: { flowSessionId: sessionId, formIdentifier: form.slug, fieldResponses, next: true },
    });
    sent += 1;
    const result = saved['createResponse'] as { error: unknown; next: { form: Form; error: unknown } | null };
    if (result.error || !result.next || result.next.error)
      throw new Error(`createResponse refused: ${JSON.stringify(saved)}`);
    return result.next.form;
  };
  const requestsOf = async (press: () => Promise<Form>) => {
    const before = sent;
    const form = await press();
    return { form, requests: sent - before };
  };
  const reload = await graphql(baseUrl, token, fetchForm, {
    input: { flowSessionId: sessionId, direction: 'RELOAD' },
  });
  let form = (reload['fetchForm'] as { form: Form }).form;
  while (form.slug !== 'insurance-profile-review-screen') form = await answer(form, answers[form.slug]!);
  return { token, sessionId, answer, requestsOf };
}

/**
 * Round trips of `users` applicants at once for `seconds`. With `paceMs`, each applicant presses the button once
 * every `paceMs` (a person reads and types between forms; starts are spread so they do not press in step);
 * without, each presses again as soon as the last answer arrives (the server's throughput ceiling).
 */
export async function nextFormRoundTrip(
  baseUrl: string,
  options: { users: number; seconds: number; paceMs?: number; serverPid?: number; warmupSeconds?: number },
) {
  const ssn = await encrypt(baseUrl, '219-09-9999');
  const applicants = [];
  for (let index = 0; index < options.users; index += 4) {
    const batch = Array.from({ length: Math.min(4, options.users - index) }, (_, offset) =>
      applicant(baseUrl, index + offset, ssn),
    );
    applicants.push(...(await Promise.all(batch)));
  }

  const latencies: number[] = [];
  let failures = 0;
  let requests = 0;
  let pressRequests = 0;
  // The first seconds warm the server up (its code paths compiled, its pools filled) and are not counted.
  const warmupMs = (options.warmupSeconds ?? 0) * 1000;
  const loopsStartedAt = performance.now();
  const startedAt = loopsStartedAt + warmupMs;
  const deadline = startedAt + options.seconds * 1000;
  let cpuBefore = cpuMsOf(options.serverPid);
  const warmedUp = setTimeout(() => (cpuBefore = cpuMsOf(options.serverPid)), warmupMs);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  async function loop(user: Awaited<ReturnType<typeof applicant>>, index: number) {
    let turn = 0;
    if (options.paceMs) await sleep((options.paceMs * index) / options.users);
    while (performance.now() < deadline) {
      const pressedAt = performance.now();
      try {
        const edit = await graphql(baseUrl, user.token, fetchForm, {
          input: {
            flowSessionId: user.sessionId,
            direction: 'NEXT',
            currentFormIdentifier: 'insurance-profile-review-screen',
            criteria: { action: 'edit:insurance-profile-name' },
          },
        });
        const form = (edit['fetchForm'] as { form: Form }).form;
        turn += 1;
        if (options.paceMs) await sleep(pressedAt + options.paceMs / 2 - performance.now());
        const timed = performance.now();
        const pressed = await user.requestsOf(() =>
          user.answer(form, {
            'profile.firstName': turn % 2 === 0 ? 'Ada' : 'Grace',
            'profile.lastName': 'Lovelace',
          }),
        );
        if (pressed.form.slug !== 'insurance-profile-review-screen')
          throw new Error(`Landed on ${pressed.form.slug}`);
        if (timed >= startedAt) {
          latencies.push(performance.now() - timed);
          // The edit jump (not timed) and the press.
          requests += 1 + pressed.requests;
          pressRequests += pressed.requests;
        }
      } catch (error) {
        failures += 1;
        if (failures === 1) console.error(error);
        // Start the loop over from the review (a failed turn may have left the name form showing).
        await graphql(baseUrl, user.token, fetchForm, {
          input: {
            flowSessionId: user.sessionId,
            direction: 'RELOAD',
            target: 'insurance-profile-review-screen',
          },
        }).catch(() => undefined);
      }
      if (options.paceMs) await sleep(pressedAt + options.paceMs - performance.now());
    }
  }
  await Promise.all(applicants.map(loop));
  clearTimeout(warmedUp);
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpuAfter = cpuMsOf(options.serverPid);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    roundTripsPerSecond: latencies.length / elapsed,
    requestsPerSecond: requests / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    failures,
    /** Requests per timed press (createResponse with next: true answers the next form: 1). */
    requestsPerPress: latencies.length === 0 ? 0 : pressRequests / latencies.length,
    /** Server CPU per round trip (2 requests: the edit jump, then the press), when known. */
    serverCpuMs:
      cpuBefore === null || cpuAfter === null || latencies.length === 0
        ? null
        : (cpuAfter - cpuBefore) / latencies.length,
  };
}

/** CPU time (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuMsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export function printRoundTrip(label: string, result: Awaited<ReturnType<typeof nextFormRoundTrip>>) {
  const cpu =
    result.serverCpuMs === null ? '' : `  server CPU ${result.serverCpuMs.toFixed(1)} ms/round trip`;
  console.log(
    `    ${label.padEnd(24)} ${result.roundTripsPerSecond.toFixed(0).padStart(5)} round trips/s (${result.requestsPerSecond.toFixed(0)} req/s)  ${result.requestsPerPress.toFixed(0)} request/press  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  failures ${result.failures}${cpu}`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Standalone: the API alone (no web build), embedded and then on PostgreSQL.

export async function startApi(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SIGNUPS_PER_IP: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('The API did not start.');
    const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A job worker (`npm run worker`) beside an API started with JOBS_WORKER=separate, as production runs them. */
export function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['apps/api/src/worker.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stopApi(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Kills the API as a crash would (SIGKILL), and waits until it is gone. */
export async function killApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Moves the sandbox clock of the API at `baseUrl` (POST /dev/clock: `{ at }` or `{ advanceSeconds }`). */
export async function moveClock(baseUrl: string, move: { at: string } | { advanceSeconds: number }) {
  const response = await fetch(`${baseUrl}/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(move),
  });
  if (!response.ok) throw new Error(`POST /dev/clock answered ${response.status}`);
}

/** Both measures on one running server: 20 people pacing themselves, then 20 pressing back-to-back. */
/** For scale: the cheapest signed-in request (token check, session and user read), 20 connections back-to-back. */
async function signedInBaseline(baseUrl: string, seconds: number) {
  const registered = await graphql(baseUrl, null, register, {
    input: {
      email: `bench.baseline.${Date.now()}@example.com`,
      password: 'violet-harbor-lantern-42',
      newsletter: false,
      attestedOver18: true,
    },
  });
  const token = (registered['createCredential'] as { credential: { token: { accessToken: string } } })
    .credential.token.accessToken;
  const result = await autocannon({
    url: `${baseUrl}/graphql`,
    method: 'POST',
    connections: 20,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ currentUser { id } }' }),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function measureRoundTrips(baseUrl: string, label: string, serverPid: number | undefined, seconds = 8) {
  // Paced round trips are few per second: 30 s of them, after 5 s of warm-up, make the p99 more than a maximum.
  const paced = await nextFormRoundTrip(baseUrl, {
    users: 20,
    seconds: PACED_SECONDS,
    warmupSeconds: 5,
    paceMs: PACE_MS,
    serverPid,
  });
  printRoundTrip(`${label}, paced`, paced);
  const saturated = await nextFormRoundTrip(baseUrl, { users: 20, seconds, warmupSeconds: 2, serverPid });
  printRoundTrip(`${label}, back-to-back`, saturated);
  const baseline = await signedInBaseline(baseUrl, seconds);
  console.log(
    `    ${`${label}, currentUser`.padEnd(24)} ${baseline.rps.toFixed(0).padStart(5)} req/s, back-to-back  p50 ${baseline.p50} ms  p99 ${baseline.p99} ms  (for scale: the cheapest signed-in query)`,
  );
}

/** One button press every 2 s per person: faster than anyone reads a form and types an answer. */
export const PACE_MS = 2000;
export const PACED_SECONDS = 30;

export const roundTripHeading = `Next-form round trip (createResponse with next: true), 20 users: paced (a press every ${
  PACE_MS / 1000
} s each, ${PACED_SECONDS} s after a warm-up) and back-to-back`;

/** Starts the API alone (embedded, then on a scratch database of the PostgreSQL server, if named) and measures. */
export async function flowRoundTripBench(
  serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL,
) {
  const port = 3902;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-bench-flows-'));
  const embedded = await startApi(port, { DATA_DIR: dataDir, DATABASE_URL: '' });
  await measureRoundTrips(`http://127.0.0.1:${port}`, 'embedded', embedded.pid);
  await stopApi(embedded);
  fs.rmSync(dataDir, { recursive: true, force: true });

  if (!serverUrl) return console.log('    (set DATABASE_URL to measure it on PostgreSQL too)');
  const scratch = await createScratchDatabase(serverUrl, 'wysh_bench');
  try {
    const onPostgres = await startApi(port, { DATABASE_URL: scratch.url });
    await measureRoundTrips(`http://127.0.0.1:${port}`, 'PostgreSQL', onPostgres.pid);
    await stopApi(onPostgres);
  } finally {
    await scratch.drop();
  }
}

if (import.meta.main) {
  console.log(roundTripHeading);
  await flowRoundTripBench();
}

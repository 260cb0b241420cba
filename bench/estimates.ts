// adjustEstimate under load: the coverage editor re-prices 500 ms after each slider move, so 20 people moving
// sliders are 20 connections asking for prices. Each simulated person signs up, answers what an estimate needs
// and saves one; then all re-price at once, each with its own token and estimate, at random covers and terms.
// Reported: the server's own time per operation (its Server-Timing header) and the time seen by the client,
// p50/p99, for one adjust every 500 ms per person (the editor's debounce) and back-to-back. `npm run
// bench:estimates` runs it alone, embedded and, when BENCH_DATABASE_URL or DATABASE_URL names a PostgreSQL
// server, on a scratch database there (the issue's target: server p99 < 5 ms on PostgreSQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database.ts';
import { graphql, register, startApi, stopApi } from './flows.ts';

const USERS = 20;
const DEBOUNCE_MS = 500;

const prequalify = `mutation ($input: PrequalificationInformationInput!) {
  updatePrequalificationInformation(input: $input) { error { code } }
}`;
const create = `mutation ($input: EstimateInput!) { createEstimate(input: $input) { estimate { id } error { code } } }`;
const adjust = `query ($id: ID!, $amount: Cents!, $termDuration: Int!) {
  adjustEstimate(id: $id, termUnit: "year", termDuration: $termDuration, amount: $amount) {
    annualPremium monthlyPremium allocationsCoveredPercentage error { code }
  }
}`;

async function person(baseUrl: string, index: number) {
  const registered = await graphql(baseUrl, null, register, {
    input: {
      email: `bench.estimates.${Date.now()}.${index}@example.com`,
      password: 'violet-harbor-lantern-42',
      newsletter: false,
      attestedOver18: true,
    },
  });
  const token = (registered['createCredential'] as { credential: { token: { accessToken: string } } })
    .credential.token.accessToken;
  await graphql(baseUrl, token, prequalify, {
    input: {
      birthdate: `${1985 + (index % 15)}-06-15`,
      sex: index % 2 ? 'male' : 'female',
      tobacco: false,
      state: 'OH',
    },
  });
  const saved = await graphql(baseUrl, token, create, {
    input: { amount: 50_000_000, termDuration: 20, termUnit: 'year' },
  });
  const { estimate, error } = saved['createEstimate'] as { estimate: { id: string } | null; error: unknown };
  if (!estimate) throw new Error(`createEstimate refused: ${JSON.stringify(error)}`);
  return { token, id: estimate.id };
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const covers = Array.from({ length: 39 }, (_, step) => 10_000_000 + step * 5_000_000);
const terms = [10, 15, 20];

async function adjustOnce(baseUrl: string, who: { token: string; id: string }) {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
    body: JSON.stringify({
      query: adjust,
      variables: { id: who.id, amount: pick(covers), termDuration: pick(terms) },
    }),
  });
  const body = (await response.json()) as { data?: { adjustEstimate: { error: unknown } }; errors?: unknown };
  const clientMs = performance.now() - startedAt;
  const serverMs = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  const failed = !response.ok || body.errors !== undefined || body.data?.adjustEstimate.error !== null;
  return { clientMs, serverMs, failed };
}

async function run(baseUrl: string, people: Array<{ token: string; id: string }>, paceMs: number | null) {
  const seconds = paceMs ? 20 : 8;
  const warmupUntil = performance.now() + 2000;
  const deadline = warmupUntil + seconds * 1000;
  const client: number[] = [];
  const server: number[] = [];
  let failures = 0;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  await Promise.all(
    people.map(async (who, index) => {
      if (paceMs) await sleep((paceMs * index) / people.length);
      while (performance.now() < deadline) {
        const began = performance.now();
        const result = await adjustOnce(baseUrl, who);
        if (result.failed) failures += 1;
        else if (began >= warmupUntil) {
          client.push(result.clientMs);
          server.push(result.serverMs);
        }
        if (paceMs) await sleep(began + paceMs - performance.now());
      }
    }),
  );
  const at = (list: number[], q: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  };
  return {
    perSecond: client.length / seconds,
    server: { p50: at(server, 0.5), p99: at(server, 0.99) },
    client: { p50: at(client, 0.5), p99: at(client, 0.99) },
    failures,
  };
}

async function measure(baseUrl: string, label: string) {
  const people = [];
  for (let index = 0; index < USERS; index += 4)
    people.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(4, USERS - index) }, (_, k) => person(baseUrl, index + k)),
      )),
    );
  for (const [mode, pace] of [
    [`one every ${DEBOUNCE_MS} ms each`, DEBOUNCE_MS],
    ['back-to-back', null],
  ] as const) {
    const r = await run(baseUrl, people, pace);
    console.log(
      `    ${`${label}, ${mode}`.padEnd(38)} ${r.perSecond.toFixed(0).padStart(5)} adjusts/s  server p50 ${r.server.p50.toFixed(2)} ms  p99 ${r.server.p99.toFixed(2)} ms  client p50 ${r.client.p50.toFixed(1)} ms  p99 ${r.client.p99.toFixed(1)} ms  failures ${r.failures}`,
    );
  }
}

export const adjustHeading = `adjustEstimate, ${USERS} people each with their own estimate (target: server p99 < 5 ms on PostgreSQL)`;

export async function adjustEstimateBench(
  serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL,
) {
  const port = 3903;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-bench-estimates-'));
  const embedded = await startApi(port, { DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    await measure(`http://127.0.0.1:${port}`, 'embedded');
  } finally {
    await stopApi(embedded);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (!serverUrl) return console.log('    (set DATABASE_URL to measure it on PostgreSQL too)');
  const scratch = await createScratchDatabase(serverUrl, 'wysh_bench');
  try {
    const onPostgres = await startApi(port, { DATABASE_URL: scratch.url });
    try {
      await measure(`http://127.0.0.1:${port}`, 'PostgreSQL');
    } finally {
      await stopApi(onPostgres);
    }
  } finally {
    await scratch.drop();
  }
}

if (import.meta.main) {
  console.log(adjustHeading);
  await adjustEstimateBench();
}

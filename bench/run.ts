// `npm run bench`: numbers, not assertions.
//  (a) a first visit as a phone sees it: Lighthouse's mobile preset on "/", "/login" and "/customer-support"
//      (score, LCP, and the bytes actually transferred, compressed as the server sends them)
//  (b) GraphQL throughput and latency at fixed concurrency, beside a bare Fastify route measured in the same run
//  (c) time from `npm start` (web app already built) to a healthy /health on the embedded database
//  (d) sign-in throughput and argon2 cost
//  (e) the next-form round trip of a server-driven flow (bench/flows.ts), embedded and on PostgreSQL
//  (f) adjustEstimate, the coverage editor's re-pricing, for 20 people (bench/estimates.ts), both databases
//  (g) underwriting: interview submitted -> decision stored, 20 applicants at once (bench/underwriting.ts)
//  (h) the purchase: payInvoice -> policy issued, 20 buyers at once, and purchase -> packet ready (bench/purchase.ts)
//  (i) the billing run over 100,000 policies on PostgreSQL: invoices issued and renewals charged per second, one job
//      worker and two (bench/billing.ts)
//  (j) the support chat: 200 people chatting at once, send -> arrival on their stream, p50/p99 (bench/chat.ts)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database.ts';
import { adjustEstimateBench, adjustHeading } from './estimates.ts';
import { flowRoundTripBench, roundTripHeading } from './flows.ts';
import { underwritingBench, underwritingHeading } from './underwriting.ts';
import { purchaseBench, purchaseHeading } from './purchase.ts';
import { billingBench, billingHeading } from './billing.ts';
import { chatBench, chatHeading } from './chat.ts';
import { lighthousePages } from './lighthouse.ts';
import { argon2CpuMsPerVerify, loginThroughput } from './login.ts';

const root = path.join(import.meta.dirname, '..');
const concurrency = 20;
const seconds = 8;

function startServer(
  port: number,
  dataDir: string,
  databaseUrl = '',
): { child: ChildProcess; startedAt: number } {
  const startedAt = performance.now();
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      // The benchmark signs in far more often than a person: lift the per-address sign-in throttle.
      LOGIN_ATTEMPTS_PER_IP: '1000000',
      SIGNUPS_PER_IP: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, startedAt };
}

async function waitHealthy(port: number, startedAt: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function load(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {},
) {
  const result = await autocannon({ url, connections: concurrency, duration: seconds, ...init });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    console.log('Building the web app first…');
    spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-bench-'));
  const port = 3900;

  // (c) cold: a fresh data directory (migrations and seeds run); warm: the same directory again.
  console.error('… start to healthy');
  const cold = startServer(port, dataDir);
  const coldMs = await waitHealthy(port, cold.startedAt);
  await stop(cold.child);
  const warm = startServer(port, dataDir);
  const warmMs = await waitHealthy(port, warm.startedAt);

  // (a)
  console.error('… first visit');
  // At the app's own address (APP_URL: localhost:<port> by default), as a visitor opens it: at 127.0.0.1 every
  // page would first be redirected there (apps/api/src/http/loopback-address.ts), a round trip no visitor of
  // the real address makes.
  const pages = await lighthousePages(`http://localhost:${port}`, ['/', '/login', '/customer-support']);

  console.error('… throughput');
  // (b) bare Fastify route vs a small GraphQL query that reads the database, same machine, same run.
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 3901, host: '127.0.0.1' });
  const bareResult = await load('http://127.0.0.1:3901/bare');
  await bare.close();
  const graphql = (query: string, port_ = port) =>
    load(`http://127.0.0.1:${port_}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
  const settingsResult = await graphql('{ appSettings { supportPhone helpCenterUrl } }');
  const flagsResult = await graphql('{ globalFeatureFlags { name enabled } }');
  console.error('… sign-in');
  const logins = await loginThroughput(`http://127.0.0.1:${port}`, { workers: 4, seconds });
  await stop(warm.child);
  const argon2Ms = await argon2CpuMsPerVerify();
  fs.rmSync(dataDir, { recursive: true, force: true });

  // The same database-backed query on a PostgreSQL server, when BENCH_DATABASE_URL names one.
  let postgresFlags: Awaited<ReturnType<typeof load>> | undefined;
  if (process.env.BENCH_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'wysh_bench');
    const onPostgres = startServer(port, dataDir, scratch.url);
    await waitHealthy(port, onPostgres.startedAt);
    postgresFlags = await graphql('{ globalFeatureFlags { name enabled } }');
    await stop(onPostgres.child);
    await scratch.drop();
  }

  console.log('\n(a) First visit, Lighthouse mobile preset (slow 4G, 4x CPU slowdown), empty cache');
  for (const page of pages)
    console.log(
      `    ${page.path.padEnd(20)} score ${String(page.score).padStart(3)}  LCP ${(page.lcpMs / 1000).toFixed(2)} s  ${kb(page.transferredBytes).padStart(9)} transferred in ${page.requests} requests`,
    );
  console.log('    targets: score >= 90, LCP <= 2.5 s, <= 150 KB transferred');
  console.log(`\n(b) Throughput, ${concurrency} connections, ${seconds} s each`);
  const row = (label: string, r: Awaited<ReturnType<typeof load>>) =>
    console.log(
      `    ${label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`,
    );
  row('bare Fastify route', bareResult);
  row('GraphQL appSettings (no database)', settingsResult);
  console.log(
    `    GraphQL / bare: ${((settingsResult.rps / bareResult.rps) * 100).toFixed(0)}% (target >= 50%)`,
  );
  row('GraphQL globalFeatureFlags, embedded db', flagsResult);
  if (postgresFlags) row('GraphQL globalFeatureFlags, PostgreSQL', postgresFlags);
  else console.log('    (set BENCH_DATABASE_URL to measure the database-backed query on PostgreSQL too)');
  console.log('\n(d) Sign-in: POST /oauth/authorize + POST /oauth/token, 4 clients, embedded db');
  console.log(
    `    ${logins.perSecond.toFixed(1)} logins/s  p50 ${logins.p50.toFixed(0)} ms  p99 ${logins.p99.toFixed(0)} ms  failures ${logins.failures}`,
  );
  console.log(`    argon2id CPU per password check: ${argon2Ms.toFixed(1)} ms (target < 250 ms)`);
  console.log(`\n(e) ${roundTripHeading}`);
  await flowRoundTripBench(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL);
  console.log(`\n(f) ${adjustHeading}`);
  await adjustEstimateBench(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL);
  console.log(`\n(g) ${underwritingHeading}`);
  await underwritingBench(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL);
  console.log(`\n(h) ${purchaseHeading}`);
  await purchaseBench(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL);
  console.log(`\n(i) ${billingHeading}`);
  await billingBench(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL);
  console.log(`\n(j) ${chatHeading}`);
  await chatBench(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL);
  console.log('\n(c) `npm start` (already built) to healthy /health, embedded database');
  console.log(`    fresh data directory (migrations + seeds): ${(coldMs / 1000).toFixed(2)} s`);
  console.log(
    `    existing data directory:                   ${(warmMs / 1000).toFixed(2)} s (target <= 5 s)`,
  );
}

await main();

// The purchase under load (issue 15): 20 buyers, each with an accepted quote and a tokenised card, pay their first
// invoice at the same moment (payInvoice: the card saved at the sandbox provider, the pending payment, the charge
// through the provider's own library, then the payment, invoice, ledger and the policy's issue in one
// transaction), round after round, each round new buyers (paying a paid invoice again is a lookup, not a
// purchase). Reported: (a) the server's own time per purchase (Server-Timing) and the client's, p50/p99;
// (b) from payInvoice's answer to the moment the policy's packet is ready (`userPolicy { documents { id } }` not
// empty: the policies.issued job rendered and kept it), polled every 200 ms per buyer. The bench's API polls for
// jobs every 0.5 s (JOBS_POLLING_SECONDS=0.5; 2 s by default), which bounds (b) from below.
// `npm run bench:purchase` runs it alone, embedded and, when BENCH_DATABASE_URL or DATABASE_URL names a
// PostgreSQL server, on a scratch database there (targets: server p99 < 300 ms on PostgreSQL; packet < 3 s).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database.ts';
import { prepareBuyers, payInvoice, quantile, type Buyer } from './buyers.ts';
import { cpuMsOf, graphql, startApi, stopApi } from './flows.ts';

const BUYERS = 20;
const ROUNDS = 4;
/** Rounds run first and not counted: the server's first purchases (compiling, the pool filling). */
const WARMUP_ROUNDS = 1;
const JOBS_POLLING_SECONDS = '0.5';
const PACKET_TIMEOUT_MS = 30_000;

/** Polls the buyer's policy until its packet is kept; answers the time it took, or null past the timeout. */
async function packetReady(baseUrl: string, buyer: Buyer, from: number): Promise<number | null> {
  while (performance.now() - from < PACKET_TIMEOUT_MS) {
    const data = await graphql(baseUrl, buyer.token, '{ userPolicy { documents { id } } }');
    const policy = data['userPolicy'] as { documents: unknown[] } | null;
    if (policy && policy.documents.length > 0) return performance.now() - from;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

async function purchase(baseUrl: string, buyer: Buyer) {
  const answer = await payInvoice(baseUrl, buyer, buyer.card);
  const answeredAt = performance.now();
  const issued = answer.transactionResult === 'success' && answer.invoiceStatus === 'fully_paid';
  return { ...answer, issued, packetMs: issued ? await packetReady(baseUrl, buyer, answeredAt) : null };
}

async function measure(baseUrl: string, label: string, serverPid: number | undefined) {
  const buyers = await prepareBuyers(baseUrl, 0, BUYERS * (WARMUP_ROUNDS + ROUNDS));
  const server: number[] = [];
  const client: number[] = [];
  const packet: number[] = [];
  let failures = 0;
  let packetsLate = 0;
  let cpu = 0;
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
    const cpuBefore = cpuMsOf(serverPid);
    const results = await Promise.all(
      buyers.slice(round * BUYERS, (round + 1) * BUYERS).map((buyer) => purchase(baseUrl, buyer)),
    );
    // The server's CPU for the round: the purchases, the sandbox provider in its process, and the packet jobs.
    if (round >= WARMUP_ROUNDS) cpu += (cpuMsOf(serverPid) ?? NaN) - (cpuBefore ?? NaN);
    for (const result of results) {
      if (!result.issued) failures += 1;
      else if (result.packetMs === null) packetsLate += 1;
      if (round < WARMUP_ROUNDS || !result.issued) continue;
      server.push(result.serverMs);
      client.push(result.clientMs);
      if (result.packetMs !== null) packet.push(result.packetMs);
    }
  }
  const ms = (list: number[], q: number) => `${quantile(list, q).toFixed(1)} ms`;
  console.log(
    `    ${label.padEnd(12)} (a) ${server.length} purchases, ${BUYERS} at once  server p50 ${ms(server, 0.5)}  p99 ${ms(server, 0.99)}  client p50 ${ms(client, 0.5)}  p99 ${ms(client, 0.99)}  failures ${failures}`,
  );
  console.log(
    `    ${''.padEnd(12)}     server CPU ${(cpu / server.length).toFixed(1)} ms per purchase (its sandbox card provider and packet job included)`,
  );
  console.log(
    `    ${''.padEnd(12)} (b) packet ready after the answer  p50 ${(quantile(packet, 0.5) / 1000).toFixed(2)} s  p99 ${(quantile(packet, 0.99) / 1000).toFixed(2)} s  not ready within ${PACKET_TIMEOUT_MS / 1000} s: ${packetsLate}`,
  );
}

export const purchaseHeading = `Purchase: (a) payInvoice -> policy issued, ${BUYERS} buyers at once x ${ROUNDS} rounds after ${WARMUP_ROUNDS} of warm-up (target: server p99 < 300 ms on PostgreSQL); (b) purchase -> packet ready (target: p99 < 3 s; jobs polled every ${JOBS_POLLING_SECONDS} s)`;

export async function purchaseBench(serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL) {
  const port = 3905;
  const env = {
    PROVIDERS: 'sandbox',
    JOBS_WORKER: 'in-process',
    JOBS_POLLING_SECONDS,
    OTP_REQUESTS_PER_IP: '1000000',
    LOGIN_ATTEMPTS_PER_IP: '1000000',
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-bench-purchase-'));
  const embedded = await startApi(port, { ...env, DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    await measure(`http://127.0.0.1:${port}`, 'embedded', embedded.pid);
  } finally {
    await stopApi(embedded);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'wysh_bench');
    try {
      const onPostgres = await startApi(port, { ...env, DATABASE_URL: scratch.url });
      try {
        await measure(`http://127.0.0.1:${port}`, 'PostgreSQL', onPostgres.pid);
      } finally {
        await stopApi(onPostgres);
      }
    } finally {
      await scratch.drop();
    }
  } else console.log('    (set DATABASE_URL to measure it on PostgreSQL too)');
  console.log(
    `    load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (2 cores)`,
  );
}

if (import.meta.main) {
  console.log(purchaseHeading);
  await purchaseBench();
}

// The purchase under load (issue 15): 20 buyers, each with an accepted quote and a tokenised card, pay their first
// invoice at the same moment (payInvoice: the card saved at the sandbox provider, the pending payment, the charge
// through the provider's own library, then the payment, invoice, ledger and the policy's issue in one
// transaction), round after round, each round new buyers (paying a paid invoice again is a lookup, not a
// purchase). Reported: (a) the server's own time per purchase (Server-Timing) and the client's, p50/p99, and the
// API process's CPU per purchase; (b) purchase -> packet ready: from the policy's effectiveAt (the payment
// settled) to its packet's createdAt (the policies.issued job rendered and kept it), both the server's clocks,
// read once the round's packets are all there (so the reading itself loads nothing during the purchases).
// Jobs are polled every 0.5 s (JOBS_POLLING_SECONDS=0.5; 2 s by default), which bounds (b) from below.
// Topologies: embedded (one process, jobs in it); and, when BENCH_DATABASE_URL or DATABASE_URL names a
// PostgreSQL server, the same one process, then production's (JOBS_WORKER=separate and one `npm run worker`:
// the packets' PDFs are rendered beside the API, not in it). Targets: server p99 < 300 ms on PostgreSQL in
// production's topology; packet p99 < 3 s. `npm run bench:purchase` runs it alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database.ts';
import { prepareBuyers, payInvoice, quantile, type Buyer } from './buyers.ts';
import { cpuMsOf, graphql, startApi, startWorker, stopApi } from './flows.ts';

const BUYERS = 20;
const ROUNDS = 4;
/** Rounds run first and not counted: the server's first purchases (compiling, the pool filling). */
const WARMUP_ROUNDS = 1;
const JOBS_POLLING_SECONDS = '0.5';
const PACKET_TIMEOUT_MS = 30_000;

type PacketReading = { effectiveAt: string | null; documents: { createdAt: string }[] } | null;

/**
 * Waits for every buyer's packet (reading each policy once a second) and answers, per buyer, the time from the
 * policy's effectiveAt to its packet's createdAt; null for a packet not kept within the timeout.
 */
async function packetTimes(baseUrl: string, buyers: Buyer[]): Promise<(number | null)[]> {
  const times = new Map<Buyer, number>();
  const started = performance.now();
  while (times.size < buyers.length && performance.now() - started < PACKET_TIMEOUT_MS) {
    for (const buyer of buyers.filter((each) => !times.has(each))) {
      const data = await graphql(
        baseUrl,
        buyer.token,
        '{ userPolicy { effectiveAt documents { createdAt } } }',
      );
      const policy = data['userPolicy'] as PacketReading;
      const packet = policy?.documents[0];
      if (policy?.effectiveAt && packet)
        times.set(buyer, Date.parse(packet.createdAt) - Date.parse(policy.effectiveAt));
    }
    if (times.size < buyers.length) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return buyers.map((buyer) => times.get(buyer) ?? null);
}

async function measure(baseUrl: string, label: string, apiPid: number | undefined) {
  const buyers = await prepareBuyers(baseUrl, 0, BUYERS * (WARMUP_ROUNDS + ROUNDS));
  const server: number[] = [];
  const client: number[] = [];
  const packet: number[] = [];
  let failures = 0;
  let packetsLate = 0;
  let cpu = 0;
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
    const inRound = buyers.slice(round * BUYERS, (round + 1) * BUYERS);
    const cpuBefore = cpuMsOf(apiPid);
    const answers = await Promise.all(inRound.map((buyer) => payInvoice(baseUrl, buyer, buyer.card)));
    // The API's CPU for the purchases: its sandbox card provider's both ends, and (in one process) the jobs begun.
    if (round >= WARMUP_ROUNDS) cpu += (cpuMsOf(apiPid) ?? NaN) - (cpuBefore ?? NaN);
    const issued = answers.map(
      (answer) => answer.transactionResult === 'success' && answer.invoiceStatus === 'fully_paid',
    );
    failures += issued.filter((each) => !each).length;
    const times = await packetTimes(
      baseUrl,
      inRound.filter((_, index) => issued[index]),
    );
    packetsLate += times.filter((time) => time === null).length;
    if (round < WARMUP_ROUNDS) continue;
    answers.forEach((answer, index) => {
      if (!issued[index]) return;
      server.push(answer.serverMs);
      client.push(answer.clientMs);
    });
    packet.push(...times.filter((time) => time !== null));
  }
  const ms = (list: number[], q: number) => `${quantile(list, q).toFixed(1)} ms`;
  console.log(
    `    ${label.padEnd(26)} (a) ${server.length} purchases, ${BUYERS} at once  server p50 ${ms(server, 0.5)}  p99 ${ms(server, 0.99)}  client p50 ${ms(client, 0.5)}  p99 ${ms(client, 0.99)}  failures ${failures}`,
  );
  console.log(
    `    ${''.padEnd(26)}     API CPU ${(cpu / server.length).toFixed(1)} ms per purchase while they ran (its sandbox card provider included)`,
  );
  console.log(
    `    ${''.padEnd(26)} (b) packet ready after the payment  p50 ${(quantile(packet, 0.5) / 1000).toFixed(2)} s  p99 ${(quantile(packet, 0.99) / 1000).toFixed(2)} s  not ready within ${PACKET_TIMEOUT_MS / 1000} s: ${packetsLate}`,
  );
}

export const purchaseHeading = `Purchase: (a) payInvoice -> policy issued, ${BUYERS} buyers at once x ${ROUNDS} rounds after ${WARMUP_ROUNDS} of warm-up (target: server p99 < 300 ms on PostgreSQL with the jobs in a worker, as in production); (b) purchase -> packet ready (target: p99 < 3 s; jobs polled every ${JOBS_POLLING_SECONDS} s)`;

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
      const oneProcess = await startApi(port, { ...env, DATABASE_URL: scratch.url });
      try {
        await measure(`http://127.0.0.1:${port}`, 'PostgreSQL, one process', oneProcess.pid);
      } finally {
        await stopApi(oneProcess);
      }
      const separate = { ...env, JOBS_WORKER: 'separate', DATABASE_URL: scratch.url };
      const worker = startWorker(separate);
      const api = await startApi(port, separate);
      try {
        await measure(`http://127.0.0.1:${port}`, 'PostgreSQL, API + worker', api.pid);
      } finally {
        await stopApi(api);
        await stopApi(worker);
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

// A throwaway database on a PostgreSQL server, so that test suites running against a real server never see
// each other's rows: created empty, dropped (even with connections open) when the suite ends.
import crypto from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * `flushCommits: false` (tests): a commit returns without waiting for the server to flush it to disk
 * (synchronous_commit off, for every session of the database). Nothing but a crash of the server can tell the
 * difference; tests that commit thousands of times then wait for the disk far less. Benchmarks and fault
 * harnesses keep the default, a production server's.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'wysh_test',
  options: { flushCommits?: boolean } = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  if (options.flushCommits === false)
    await onServer(serverUrl, `alter database ${name} set synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

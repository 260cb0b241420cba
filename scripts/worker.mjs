// `npm run worker`: runs the background jobs in a process of their own (no HTTP server), with the same
// configuration as `npm start` (.env at the root when present; variables already set win). Needs DATABASE_URL;
// start the servers with JOBS_WORKER=separate so that only workers run jobs.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const envFile = fs.existsSync(path.join(root, '.env')) ? ['--env-file=.env'] : [];
const worker = spawn(process.execPath, [...envFile, 'apps/api/src/worker.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill(signal));
worker.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm run grant-role -- <email> underwriter`: grants a staff role, with the configuration `npm start` uses (.env at
// the root when present; variables already set win). See apps/api/src/grant-role.ts.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const envFile = fs.existsSync(path.join(root, '.env')) ? ['--env-file=.env'] : [];
const run = spawnSync(
  process.execPath,
  [...envFile, 'apps/api/src/grant-role.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
process.exit(run.status ?? 1);

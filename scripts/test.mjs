// `npm test`: every check and test of the project, in the order that fails fastest.
//   static checks (lint, formatting, types, committed schema and generated types) -> unit and API integration
//   tests (Vitest) -> production build -> end-to-end tests in Debian's Chromium (Playwright).
// The database is embedded unless DATABASE_URL names a PostgreSQL server; then each suite gets a scratch
// database on it. `--database-tests` runs only the tests whose outcome depends on the database, the API's (CI's
// second pass, on a PostgreSQL server): the browser journeys run once, on the embedded database.
// The last line is the tally: "tests: N passed, N failed".
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createScratchDatabase } from '../apps/api/src/db/scratch-database.ts';

const root = path.join(import.meta.dirname, '..');
const databaseTestsOnly = process.argv.includes('--database-tests');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'wysh-test-'));
const tally = { passed: 0, failed: 0 };
// The failed tests' names and first message lines, printed again just above the tally: CI shows a run's tail.
const failures = [];

if (!fs.existsSync(chrome)) {
  console.error(`\nChromium was not found at ${chrome}: the end-to-end tests drive a real browser.`);
  console.error('Install it with:  apt-get update && apt-get install -y chromium');
  console.error('or point CHROME_PATH at an existing Chromium or Chrome.\n');
  process.exit(1);
}

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function finish(ok) {
  if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ✖ ${line}`).join('\n')}`);
  if (process.env.TEST_TALLY_FILE)
    fs.appendFileSync(process.env.TEST_TALLY_FILE, `${tally.passed} ${tally.failed}\n`);
  console.log(`\ntests: ${tally.passed} passed, ${tally.failed} failed`);
  process.exit(ok && tally.failed === 0 ? 0 : 1);
}

/** An error's first line without terminal colours, kept short. */
function firstLine(text) {
  const lines = stripVTControlCharacters(text).split('\n');
  return (lines.find((line) => line.trim() !== '') ?? '').slice(0, 300);
}

/** Every spec of a Playwright JSON report's nested suites. */
function specsOf(suites) {
  return suites.flatMap((suite) => [...suite.specs, ...specsOf(suite.suites ?? [])]);
}

function step(title, command, args, env) {
  if (!run(title, command, args, env)) {
    console.error(`\n✖ ${title} failed.`);
    tally.failed += 1;
    finish(false);
  }
}

if (!databaseTestsOnly) {
  step('Lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
  step('Dependency rules (layering, no cycles)', 'npm', ['run', 'depcruise', '--silent']);
  step('Formatting', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  step('GraphQL schema matches the code', 'npm', ['run', 'schema:check', '--silent']);
  step('Generated GraphQL types are current', 'npm', ['run', 'codegen', '--silent']);
  if (fs.existsSync(path.join(root, '.git'))) {
    step('…and committed', 'git', ['diff', '--exit-code', '--stat', '--', 'apps/web/src/graphql/generated']);
  }
  step('Types', 'npm', ['run', 'typecheck', '--silent']);
}

// Vitest: unit tests and API integration tests (each integration file makes its own database), two files at a
// time (vitest.config.ts). The clock-travel test bills 250 policies for 24 months on a PostgreSQL server and 100 on
// the embedded database, where every statement costs several times more CPU (about 3 and 2 minutes on a 2-core
// machine); its own default, 500 policies for 36 months, takes about 11 and 27 (README, "Billing over years").
const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = run(
  'Unit and integration tests (Vitest)',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
    ...(databaseTestsOnly ? ['--project', 'api'] : []),
  ],
  {
    CLOCK_TRAVEL_POLICIES: process.env.CLOCK_TRAVEL_POLICIES ?? (process.env.DATABASE_URL ? '250' : '100'),
    CLOCK_TRAVEL_MONTHS: process.env.CLOCK_TRAVEL_MONTHS ?? '24',
  },
);
if (fs.existsSync(vitestReport)) {
  const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  for (const file of report.testResults)
    for (const test of file.assertionResults.filter((result) => result.status === 'failed'))
      failures.push(
        `${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages.join('\n'))}`,
      );
}
if (!vitestOk && tally.failed === 0) tally.failed += 1;
if (databaseTestsOnly) finish(vitestOk);

step('Production build of the web app', 'npm', ['run', 'build', '--silent']);

// Playwright against the production server, on a scratch database when a PostgreSQL server is configured.
// The clock-moving specs have a server and a database of their own (e2e/playwright.config.ts).
const scratch = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL, 'wysh_e2e')
  : undefined;
const aloneScratch = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL, 'wysh_e2e_alone')
  : undefined;
const playwrightReport = path.join(reports, 'playwright.json');
const e2eOk = run(
  'End-to-end tests (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    E2E_DATA_DIR: path.join(reports, 'e2e-data'),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...(aloneScratch ? { E2E_ALONE_DATABASE_URL: aloneScratch.url } : {}),
  },
);
await scratch?.drop();
await aloneScratch?.drop();
if (fs.existsSync(playwrightReport)) {
  const { stats } = JSON.parse(fs.readFileSync(playwrightReport, 'utf8'));
  tally.passed += stats.expected + stats.flaky;
  tally.failed += stats.unexpected;
  for (const spec of specsOf(JSON.parse(fs.readFileSync(playwrightReport, 'utf8')).suites))
    for (const test of spec.tests.filter((test) => test.status === 'unexpected'))
      failures.push(
        `${spec.file}:${spec.line} › ${spec.title} [${test.projectName}]: ${firstLine(test.results.at(-1)?.error?.message ?? '')}`,
      );
}
if (!e2eOk && tally.failed === 0) tally.failed += 1;

finish(vitestOk && e2eOk);

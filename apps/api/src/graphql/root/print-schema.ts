// `--write` prints the schema to apps/api/schema.graphql; `--check` fails when the committed file differs,
// so every schema change is seen in review (and the web app's generated types follow it).
import fs from 'node:fs';
import path from 'node:path';
import { printedSchema } from './schema.ts';

const target = path.join(import.meta.dirname, '../../../schema.graphql');
const printed = printedSchema();

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (committed !== printed) {
    console.error('apps/api/schema.graphql is out of date: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  fs.writeFileSync(target, printed);
  console.log(`Wrote ${target}`);
}

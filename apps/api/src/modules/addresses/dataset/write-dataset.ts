// Rewrites us-addresses.csv from the generator: `npm run addresses:generate --workspace @wysh/api`.
import fs from 'node:fs';
import { datasetPath } from './load.ts';
import { generateAddressRows, toCsv } from './generate.ts';

const rows = generateAddressRows();
fs.writeFileSync(datasetPath, toCsv(rows));
console.log(`Wrote ${rows.length} addresses to ${datasetPath}`);

// Rewrites us-addresses.csv from the generator: `npm run addresses:generate --workspace @wysh/api`.
import fs from 'node:fs';
import { datasetPath } from './load';
import { generateAddressRows, toCsv } from './generate';

const rows = generateAddressRows();
fs.writeFileSync(datasetPath, toCsv(rows));
console.log(`Wrote ${rows.length} addresses to ${datasetPath}`);

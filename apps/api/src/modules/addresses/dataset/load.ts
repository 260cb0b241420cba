// Reads the committed address dataset once per process (a few thousand rows: kept in memory).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv, type AddressRow } from './generate';

export const datasetPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'us-addresses.csv');

let cached: AddressRow[] | undefined;

export function loadAddressDataset(): AddressRow[] {
  cached ??= parseCsv(fs.readFileSync(datasetPath, 'utf8'));
  return cached;
}

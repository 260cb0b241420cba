// Reads the committed address dataset once per process (a few thousand rows: kept in memory).
import fs from 'node:fs';
import path from 'node:path';
import { parseCsv, type AddressRow } from './generate.ts';

export const datasetPath = path.join(import.meta.dirname, 'us-addresses.csv');

let cached: AddressRow[] | undefined;

export function loadAddressDataset(): AddressRow[] {
  cached ??= parseCsv(fs.readFileSync(datasetPath, 'utf8'));
  return cached;
}

// Every filed rate version the server knows, by product: read from packages/domain/rates (one CSV file per
// version, named <product>.<version>.csv, e.g. term-life.2026-11-v1.csv). A rate change is a new file; the old
// versions stay readable, since every estimate keeps the version it was priced on. The newest version of a
// product is its current one. A test may add a version to a catalogue it holds (`add`).
import fs from 'node:fs';
import path from 'node:path';
import {
  parseAccidentalDeathRates,
  parseTermLifeRates,
  type AccidentalDeathRateTable,
  type TermLifeRateTable,
} from '@wysh/domain/pricing/rate-tables';
import { repoRoot } from '../../shared/paths.ts';

export const FILED_RATES_DIR = path.join(repoRoot, 'packages/domain/rates');

export type RateCatalogue = {
  termLife(version: string): TermLifeRateTable | null;
  currentTermLife(): TermLifeRateTable;
  accidentalDeath(version: string): AccidentalDeathRateTable | null;
  currentAccidentalDeath(): AccidentalDeathRateTable;
  /** Files a new version (the newest by name becomes current). */
  add(
    table:
      | { product: 'term-life'; table: TermLifeRateTable }
      | { product: 'accidental-death'; table: AccidentalDeathRateTable },
  ): void;
};

/** "term-life.2026-11-v2" after "term-life.2026-11-v10"? No: numbers compare as numbers. */
const byVersion = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function newest<T extends { version: string }>(tables: Map<string, T>, product: string): T {
  const [latest] = [...tables.keys()].sort(byVersion).reverse();
  if (!latest) throw new Error(`No filed ${product} rates`);
  return tables.get(latest)!;
}

export function createRateCatalogue(initial: {
  termLife: readonly TermLifeRateTable[];
  accidentalDeath: readonly AccidentalDeathRateTable[];
}): RateCatalogue {
  const termLife = new Map(initial.termLife.map((table) => [table.version, table]));
  const accidentalDeath = new Map(initial.accidentalDeath.map((table) => [table.version, table]));
  return {
    termLife: (version) => termLife.get(version) ?? null,
    currentTermLife: () => newest(termLife, 'term-life'),
    accidentalDeath: (version) => accidentalDeath.get(version) ?? null,
    currentAccidentalDeath: () => newest(accidentalDeath, 'accidental-death'),
    add(entry) {
      if (entry.product === 'term-life') termLife.set(entry.table.version, entry.table);
      else accidentalDeath.set(entry.table.version, entry.table);
    },
  };
}

/** Every version filed in `dir` (the repository's rates by default). */
export function loadFiledRates(dir: string = FILED_RATES_DIR): RateCatalogue {
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.csv'));
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  const version = (file: string) => file.slice(0, -'.csv'.length);
  return createRateCatalogue({
    termLife: files
      .filter((file) => file.startsWith('term-life.'))
      .map((file) => parseTermLifeRates(read(file), version(file))),
    accidentalDeath: files
      .filter((file) => file.startsWith('accidental-death.'))
      .map((file) => parseAccidentalDeathRates(read(file), version(file))),
  });
}

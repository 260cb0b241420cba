// The filed rate tables as data the pricing functions read: parsed from the versioned CSV files of
// packages/domain/rates (a rate change is a new file and a new version; old versions stay readable, since every
// estimate, quote and policy records the version it was priced on). Parsing is pure: the caller reads the file.

export const TERM_LIFE_CLASSES = [
  'preferred_plus',
  'preferred',
  'standard_plus',
  'standard',
  'tobacco_preferred',
  'tobacco_standard',
] as const;
/** Best first: a worse class is further down the list. */
export type TermLifeClass = (typeof TERM_LIFE_CLASSES)[number];
export type Sex = 'male' | 'female';

/** A rate as filed: exact decimals kept as written ("0.3156" per $1,000 a year; "62.33" dollars a year). */
export type FiledRate = { annualRatePer1000: string; annualPolicyFeeUsd: string };

export type TermLifeRateTable = {
  version: string;
  rate(key: { sex: Sex; rateClass: TermLifeClass; issueAge: number; termYears: number }): FiledRate | null;
};

export type AccidentalDeathRateTable = {
  version: string;
  rate(issueAge: number): FiledRate | null;
};

const DECIMAL = /^\d+(\.\d+)?$/;

function rows(csv: string, header: string): string[][] {
  const [first, ...lines] = csv.trim().split(/\r?\n/);
  if (first?.trim() !== header) throw new Error(`Unexpected rate table header: ${first}`);
  return lines.map((line, index) => {
    const cells = line.split(',').map((cell) => cell.trim());
    if (cells.length !== header.split(',').length)
      throw new Error(`Rate table line ${index + 2} is malformed`);
    return cells;
  });
}

function filed(rate: string, fee: string, line: number): FiledRate {
  if (!DECIMAL.test(rate) || !DECIMAL.test(fee)) throw new Error(`Rate table line ${line} has a bad number`);
  return { annualRatePer1000: rate, annualPolicyFeeUsd: fee };
}

function isClass(value: string): value is TermLifeClass {
  return (TERM_LIFE_CLASSES as readonly string[]).includes(value);
}

export function parseTermLifeRates(csv: string, version: string): TermLifeRateTable {
  const table = new Map<string, FiledRate>();
  rows(csv, 'sex,class,issue_age,term_years,annual_rate_per_1000,annual_policy_fee_usd').forEach(
    ([sex, rateClass, age, term, rate, fee], index) => {
      if ((sex !== 'male' && sex !== 'female') || !isClass(rateClass!))
        throw new Error(`Rate table line ${index + 2} names an unknown sex or class`);
      table.set(`${sex}|${rateClass}|${Number(age)}|${Number(term)}`, filed(rate!, fee!, index + 2));
    },
  );
  return {
    version,
    rate: ({ sex, rateClass, issueAge, termYears }) =>
      table.get(`${sex}|${rateClass}|${issueAge}|${termYears}`) ?? null,
  };
}

export function parseAccidentalDeathRates(csv: string, version: string): AccidentalDeathRateTable {
  const table = new Map<number, FiledRate>();
  rows(csv, 'issue_age,annual_rate_per_1000,annual_policy_fee_usd').forEach(([age, rate, fee], index) => {
    table.set(Number(age), filed(rate!, fee!, index + 2));
  });
  return { version, rate: (issueAge) => table.get(issueAge) ?? null };
}

/** Each term-life rate class as a person reads it (a quote, a policy, its packet). */
export const RATE_CLASS_NAMES: Readonly<Record<TermLifeClass, string>> = {
  preferred_plus: 'Preferred Plus',
  preferred: 'Preferred',
  standard_plus: 'Standard Plus',
  standard: 'Standard',
  tobacco_preferred: 'Tobacco Preferred',
  tobacco_standard: 'Tobacco Standard',
};

/** A stored rate class as a person reads it; an unknown one as it is stored. */
export const rateClassName = (rateClass: string): string =>
  RATE_CLASS_NAMES[rateClass as TermLifeClass] ?? rateClass;

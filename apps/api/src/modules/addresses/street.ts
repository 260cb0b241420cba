// How people write street lines, reduced to one comparable form: "123 North Main Street" and "123 n. main st"
// are the same line. Used by the sandbox provider to match what was typed against its dataset.

const ABBREVIATIONS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  place: 'pl',
  circle: 'cir',
  parkway: 'pkwy',
  highway: 'hwy',
  terrace: 'ter',
  trail: 'trl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  second: '2nd',
  third: '3rd',
};

const SPELLED_OUT: Record<string, string> = {
  st: 'street',
  ave: 'avenue',
  rd: 'road',
  dr: 'drive',
  ln: 'lane',
  blvd: 'boulevard',
  way: 'way',
};

/** Lower case, punctuation as spaces, single spaces. */
export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/[.,;]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The comparable form of a street line: lower case, standard abbreviations ("Street" -> "st"). */
export function canonicalStreetLine(line: string): string {
  return normalizeText(line)
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** The street line with its suffix spelled out ("123 main street"), so a prefix typed in full still matches. */
export function spelledOutStreetLine(line: string): string {
  const words = canonicalStreetLine(line).split(' ');
  const last = words.at(-1) ?? '';
  return [...words.slice(0, -1), SPELLED_OUT[last] ?? last].join(' ');
}

const DESIGNATOR = '(?:apt|apartment|unit|ste|suite)';
const SECONDARY_AT_END = new RegExp(`^(.*?\\S)\\s+(?:${DESIGNATOR}\\s*#?\\s*|#\\s*)([a-z0-9-]+)$`, 'i');
const SECONDARY = new RegExp(`^(?:${DESIGNATOR}\\s*)?#?\\s*([a-z0-9-]+)$`, 'i');
const DESIGNATOR_PREFIX = new RegExp(`^(?:${DESIGNATOR}\\b\\s*)?#?\\s*`, 'i');

/** "123 Main St Apt 4" -> line "123 Main St", unit "4"; a line without a unit comes back whole. */
export function splitSecondary(street1: string): { line: string; unit: string | null } {
  const match = SECONDARY_AT_END.exec(normalizeText(street1));
  return match ? { line: match[1]!, unit: match[2]! } : { line: street1, unit: null };
}

/** The unit number of a secondary line ("Apt 4", "apt. #4", "#4", "4" -> "4"); null when it is not one. */
export function unitNumber(secondary: string): string | null {
  const match = SECONDARY.exec(normalizeText(secondary));
  return match ? match[1]! : null;
}

/** What is left of a unit search once its designator is removed ("apt 1" -> "1"). */
export function stripDesignator(text: string): string {
  return normalizeText(text).replace(DESIGNATOR_PREFIX, '');
}

// The sandbox address provider: autocomplete and verification over the bundled dataset of US addresses
// (dataset/us-addresses.csv), behaving like a real provider's US autocomplete and street verification,
// failures included. A search or street line containing "sandbox-error" fails like a provider outage.
import type {
  AddressProvider,
  AddressSuggestion,
  AddressToVerify,
  SuggestionQuery,
  Verification,
} from './address-provider.ts';
import type { AddressRow } from './dataset/generate.ts';
import { err, ok } from '@wysh/domain/result';
import { loadAddressDataset } from './dataset/load.ts';
import {
  canonicalStreetLine,
  normalizeText,
  spelledOutStreetLine,
  splitSecondary,
  stripDesignator,
  unitNumber,
} from './street.ts';

const OUTAGE_TRIGGER = 'sandbox-error';

type Entry = {
  row: AddressRow;
  canonical: string;
  /** Forms of the line a search may begin: with its number, or its street name alone. */
  lineKeys: string[];
  nameKeys: string[];
};

function indexRow(row: AddressRow): Entry {
  const canonical = canonicalStreetLine(row.streetLine);
  const spelled = spelledOutStreetLine(row.streetLine);
  const place = `${normalizeText(row.city)} ${row.state.toLowerCase()} ${row.zipcode}`;
  const withoutNumber = (line: string) => line.replace(/^\S+\s/, '');
  const lines = [canonical, spelled];
  const names = lines.map(withoutNumber);
  return {
    row,
    canonical,
    lineKeys: [...lines, ...lines.map((line) => `${line} ${place}`)],
    nameKeys: [...names, ...names.map((name) => `${name} ${place}`)],
  };
}

function suggestionOf(row: AddressRow): AddressSuggestion {
  return {
    streetLine: row.streetLine,
    secondary: row.entries > 1 ? row.designator : '',
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    entries: row.entries,
  };
}

function failIfOutage(text: string): void {
  if (text.toLowerCase().includes(OUTAGE_TRIGGER)) {
    throw new Error('Sandbox address provider: simulated outage');
  }
}

export function createSandboxAddressProvider(
  rows: readonly AddressRow[] = loadAddressDataset(),
): AddressProvider {
  const entries = rows.map(indexRow);

  function findBuilding(selected: NonNullable<SuggestionQuery['selected']>): Entry | undefined {
    const line = canonicalStreetLine(selected.streetLine);
    return entries.find(
      (entry) =>
        entry.canonical === line &&
        entry.row.state === selected.state.toUpperCase() &&
        entry.row.zipcode === selected.zipcode &&
        normalizeText(entry.row.city) === normalizeText(selected.city),
    );
  }

  function units(building: Entry, search: string, limit: number): AddressSuggestion[] {
    const typed = normalizeText(search);
    const line = normalizeText(building.row.streetLine);
    const rest = typed.startsWith(line) ? stripDesignator(typed.slice(line.length)) : '';
    const found: AddressSuggestion[] = [];
    for (let unit = 1; unit <= building.row.entries && found.length < limit; unit += 1) {
      if (!String(unit).startsWith(rest)) continue;
      found.push({
        ...suggestionOf(building.row),
        secondary: `${building.row.designator} ${unit}`,
        entries: 1,
      });
    }
    return found;
  }

  return {
    async suggest({ search, preferState, selected, limit }) {
      failIfOutage(search);
      if (selected) {
        const building = findBuilding(selected);
        if (!building) return [];
        return building.row.entries > 1 ? units(building, search, limit) : [suggestionOf(building.row)];
      }
      const typed = canonicalStreetLine(search);
      const preferred = preferState?.toUpperCase() ?? null;
      const ranked: Array<{ entry: Entry; rank: number; order: number }> = [];
      entries.forEach((entry, order) => {
        const byLine = entry.lineKeys.some((key) => key.startsWith(typed));
        if (!byLine && !entry.nameKeys.some((key) => key.startsWith(typed))) return;
        // The preferred state first; within it, lines whose number was typed before matches by name alone.
        const rank = (entry.row.state === preferred ? 0 : 2) + (byLine ? 0 : 1);
        ranked.push({ entry, rank, order });
      });
      ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
      return ranked.slice(0, limit).map(({ entry }) => suggestionOf(entry.row));
    },

    async verify(address: AddressToVerify): Promise<Verification> {
      failIfOutage(address.street1);
      const split = splitSecondary(address.street1);
      const secondary = address.street2?.trim() ? address.street2.trim() : split.unit;
      const line = canonicalStreetLine(split.line);
      if (!/^\d+[a-z]?(-\d+)? \S/.test(line)) return err({ code: 'ADDRESS_INVALID' });

      const state = address.state.trim().toUpperCase();
      const candidates = entries.filter((entry) => entry.canonical === line && entry.row.state === state);
      if (candidates.length === 0) return err({ code: 'ADDRESS_NOT_FOUND' });
      const zip = address.postalCode.trim().slice(0, 5);
      const city = normalizeText(address.city);
      const byZip = candidates.filter((entry) => entry.row.zipcode === zip);
      const byCity = candidates.filter((entry) => normalizeText(entry.row.city) === city);
      // A known ZIP decides; otherwise the city does (correcting a wrong ZIP), or the state alone when the
      // line is unique there.
      const matches = byZip.length > 0 ? byZip : city ? byCity : candidates;
      if (matches.length === 0) return err({ code: 'ADDRESS_NOT_FOUND' });
      if (matches.length > 1) return err({ code: 'ADDRESS_AMBIGUOUS' });

      const { row } = matches[0]!;
      // A unit on a single home is kept as written (a real provider passes one it cannot confirm).
      let street2: string | null =
        address.street2?.trim() || (split.unit ? `#${split.unit.toUpperCase()}` : null);
      if (row.entries > 1) {
        if (!secondary) return err({ code: 'ADDRESS_MISSING_SECONDARY' });
        const unit = unitNumber(secondary);
        const number = unit && /^\d+$/.test(unit) ? Number(unit) : 0;
        if (number < 1 || number > row.entries) return err({ code: 'ADDRESS_INVALID' });
        street2 = `${row.designator} ${number}`;
      }
      return ok({
        street1: row.streetLine,
        street2,
        city: row.city,
        state: row.state,
        postalCode: row.zipcode,
      });
    },
  };
}

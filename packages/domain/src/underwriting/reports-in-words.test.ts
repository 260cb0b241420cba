import { describe, expect, it } from 'vitest';
import { cleanEvidence } from './applicant-builder.ts';
import { reportsInWords } from './reports-in-words.ts';
import { sandboxEvidence } from './sandbox-evidence.ts';

const TODAY = '2026-11-24';

describe('reportsInWords', () => {
  it('says a clean applicant’s four reports in words', () => {
    expect(reportsInWords(cleanEvidence())).toEqual([
      {
        source: 'identity',
        title: 'Identity verification',
        summary: 'Verified: the name, birth date and SSN match.',
        items: [],
      },
      {
        source: 'prescriptions',
        title: 'Prescription history',
        summary: 'No prescriptions on record.',
        items: [],
      },
      { source: 'mib', title: 'Medical Information Bureau', summary: 'No reports on record.', items: [] },
      { source: 'mvr', title: 'Motor vehicle record', summary: 'A clean record.', items: [] },
    ]);
  });

  it('lists each record with its date as people read dates', () => {
    const [, rx] = reportsInWords(sandboxEvidence('219-09-0001', 'D1234513', TODAY));
    expect(rx).toMatchObject({
      summary: '1 prescription fill on record.',
      items: ['Warfarin (anticoagulant), filled Oct 25, 2026'],
    });
    const [, , mib] = reportsInWords(sandboxEvidence('219-09-0004', null, TODAY));
    expect(mib).toMatchObject({
      summary: '1 report on record.',
      items: ['A prior decline, reported May 24, 2026'],
    });
    const [, , , mvr] = reportsInWords(sandboxEvidence('219-09-0000', 'D1234513', TODAY));
    expect(mvr).toMatchObject({
      summary: '2 entries on record.',
      items: ['DUI, Nov 24, 2024', 'DUI, Nov 24, 2020'],
    });
  });

  it('says what a provider could not tell', () => {
    const reports = reportsInWords({
      identity: { status: 'mismatch', fields: ['birthdate', 'ssn'] },
      prescriptions: { status: 'unavailable' },
      mib: { status: 'unavailable' },
      mvr: { status: 'not_requested' },
    });
    expect(reports.map((report) => report.summary)).toEqual([
      'Did not match: birth date, SSN.',
      'Not completed: the provider did not answer.',
      'Not completed: the provider did not answer.',
      "Not requested: no driver's license.",
    ]);
    expect(reports.every((report) => !/[{}"]/.test(report.summary))).toBe(true);
  });
});

// The four consumer reports an application was decided on, in words for the underwriter's case page: what each
// provider said, and each record it holds (a prescription fill, an MIB report, a DUI) with its date as people
// read dates. The stored evidence stays as the rules saw it; this is only how it reads.
import { formatLongDate } from '../dates.ts';
import type { DrugClass, EvidenceSource, UnderwritingEvidence } from './answers.ts';

export type ReportInWords = {
  source: EvidenceSource;
  title: string;
  /** One sentence: what the provider found. */
  summary: string;
  /** Each record on the report, one line each. */
  items: readonly string[];
};

export const REPORT_TITLES: Readonly<Record<EvidenceSource, string>> = {
  identity: 'Identity verification',
  prescriptions: 'Prescription history',
  mib: 'Medical Information Bureau',
  mvr: 'Motor vehicle record',
};

const UNAVAILABLE = 'Not completed: the provider did not answer.';

const IDENTITY_FIELDS = { name: 'name', birthdate: 'birth date', ssn: 'SSN', address: 'address' } as const;

const DRUG_CLASSES: Readonly<Record<DrugClass, string>> = {
  anticoagulant: 'anticoagulant',
  insulin: 'insulin',
  statin: 'statin (cholesterol)',
  antihypertensive: 'blood pressure medicine',
  oral_antidiabetic: 'oral diabetes medicine',
  other: 'other medicine',
};

const MIB_KINDS = { prior_decline: 'A prior decline', prior_application: 'A prior application' } as const;

const VIOLATIONS = {
  dui: 'DUI',
  moving_violation: 'Moving violation',
  suspension: 'License suspended',
  revocation: 'License revoked',
} as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function identity(evidence: UnderwritingEvidence['identity']): Pick<ReportInWords, 'summary' | 'items'> {
  switch (evidence.status) {
    case 'verified':
      return { summary: 'Verified: the name, birth date and SSN match.', items: [] };
    case 'mismatch':
      return {
        summary: `Did not match: ${evidence.fields.map((field) => IDENTITY_FIELDS[field]).join(', ')}.`,
        items: [],
      };
    case 'not_found':
      return { summary: 'No one was found with these details.', items: [] };
    case 'unavailable':
      return { summary: UNAVAILABLE, items: [] };
  }
}

function prescriptions(
  evidence: UnderwritingEvidence['prescriptions'],
): Pick<ReportInWords, 'summary' | 'items'> {
  switch (evidence.status) {
    case 'no_record':
      return { summary: 'No prescriptions on record.', items: [] };
    case 'found':
      return {
        summary: `${count(evidence.fills.length, 'prescription fill', 'prescription fills')} on record.`,
        items: evidence.fills.map(
          (fill) =>
            `${capitalised(fill.drug)} (${DRUG_CLASSES[fill.drugClass]}), filled ${formatLongDate(fill.filledOn)}`,
        ),
      };
    case 'unavailable':
      return { summary: UNAVAILABLE, items: [] };
  }
}

function mib(evidence: UnderwritingEvidence['mib']): Pick<ReportInWords, 'summary' | 'items'> {
  switch (evidence.status) {
    case 'no_record':
      return { summary: 'No reports on record.', items: [] };
    case 'found':
      return {
        summary: `${count(evidence.reports.length, 'report', 'reports')} on record.`,
        items: evidence.reports.map(
          (report) => `${MIB_KINDS[report.kind]}, reported ${formatLongDate(report.reportedOn)}`,
        ),
      };
    case 'unavailable':
      return { summary: UNAVAILABLE, items: [] };
  }
}

function mvr(evidence: UnderwritingEvidence['mvr']): Pick<ReportInWords, 'summary' | 'items'> {
  switch (evidence.status) {
    case 'not_requested':
      return { summary: "Not requested: no driver's license.", items: [] };
    case 'clean':
      return { summary: 'A clean record.', items: [] };
    case 'found':
      return {
        summary: `${count(evidence.violations.length, 'entry', 'entries')} on record.`,
        items: evidence.violations.map(
          (violation) => `${VIOLATIONS[violation.kind]}, ${formatLongDate(violation.on)}`,
        ),
      };
    case 'not_found':
      return { summary: 'No record was found for the license number given.', items: [] };
    case 'unavailable':
      return { summary: UNAVAILABLE, items: [] };
  }
}

/** The four reports, in the order the application asked for them. */
export function reportsInWords(evidence: UnderwritingEvidence): ReportInWords[] {
  return [
    { source: 'identity', title: REPORT_TITLES.identity, ...identity(evidence.identity) },
    {
      source: 'prescriptions',
      title: REPORT_TITLES.prescriptions,
      ...prescriptions(evidence.prescriptions),
    },
    { source: 'mib', title: REPORT_TITLES.mib, ...mib(evidence.mib) },
    { source: 'mvr', title: REPORT_TITLES.mvr, ...mvr(evidence.mvr) },
  ];
}

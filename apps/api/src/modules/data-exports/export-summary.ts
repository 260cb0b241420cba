// The readable summary of a person's data export (issue 29 item 2): the same export (data-export.schema.ts) in plain
// words, as a PDF drawn by the documents module's renderer. It is made from the kept JSON when its link is opened,
// so the two always agree. Every page's foot names the template version, because regulators ask which version
// produced a document; a change of wording is a new version.
import { cents, formatDollars } from '@wysh/domain/money';
import { formatLongDate } from '@wysh/domain/dates';
import { renderPdf, type Block, type Row } from '../documents/documents.service.ts';
import type { DataExportV1 } from './data-export.schema.ts';

export const EXPORT_SUMMARY_TEMPLATE_VERSION = 'data-export-summary v1';

type Beneficiary = NonNullable<DataExportV1['beneficiaries']>['primary'][number];

const ZONE = 'America/New_York';
const money = (amount: number | null) => (amount === null ? '-' : formatDollars(cents(amount)));
const day = (at: string | null) => (at ? formatLongDate(at, ZONE) : '-');
const words = (code: string) => code.replace(/[_-]+/g, ' ');

function profileRows(profile: DataExportV1['profile']): Row[] {
  const name = [profile.firstName, profile.middleName, profile.lastName, profile.suffix]
    .filter(Boolean)
    .join(' ');
  const address = profile.address
    ? [profile.address.street1, profile.address.street2, profile.address.city, profile.address.state]
        .filter(Boolean)
        .join(', ') + ` ${profile.address.postalCode}`
    : '-';
  return [
    { label: 'Name', value: name || '-' },
    { label: 'Date of birth', value: day(profile.birthdate) },
    { label: 'Home address', value: address },
    { label: 'E-mail', value: profile.emails.map(({ email }) => email).join(', ') || '-' },
    { label: 'Phone', value: profile.phoneNumbers.map(({ number }) => number).join(', ') || '-' },
    // Masked as the export holds it: the last 4 digits only.
    { label: 'Social Security number', value: profile.ssn ? `***-**-${profile.ssn.last4}` : 'none on file' },
  ];
}

function policyBlocks(policy: DataExportV1['policies'][number]): Block[] {
  return [
    { kind: 'heading', text: `Policy ${policy.policyNumber ?? '(no number yet)'}` },
    {
      kind: 'rows',
      rows: [
        { label: 'Product', value: words(policy.productSlug) },
        { label: 'Status', value: words(policy.status) },
        { label: 'Cover', value: money(policy.amount) },
        { label: 'Term', value: policy.termDuration ? `${policy.termDuration} years` : '-' },
        {
          label: 'Premium',
          value: `${money(policy.monthlyPremium)} a month, ${money(policy.annualPremium)} a year`,
        },
        { label: 'Billed', value: policy.billingFrequency },
        { label: 'Effective', value: day(policy.effectiveOn) },
        { label: 'Ends', value: day(policy.terminatesAt) },
        { label: 'Versions of its terms', value: String(policy.termsVersions.length) },
      ],
    },
  ];
}

function beneficiaryItems(beneficiaries: DataExportV1['beneficiaries']): string[] {
  if (!beneficiaries) return ['None named.'];
  const line =
    (group: string) =>
    ({ name, relationship, allocation }: Beneficiary) =>
      `${name}${relationship ? ` (${relationship})` : ''}: ${group}, ${allocation}%`;
  const items = [
    ...beneficiaries.primary.map(line('primary')),
    ...beneficiaries.backup.map(line('backup')),
    ...beneficiaries.pending.map(line('change not yet confirmed')),
  ];
  return items.length > 0 ? items : ['None named.'];
}

function paymentItems(payments: DataExportV1['payments']): string[] {
  const items = [
    ...payments.methods.map(
      (method) =>
        `${method.brand ?? method.bankName ?? 'Account'}${method.accountType ? ` ${method.accountType}` : ''} ending in ${method.last4} (${method.status})`,
    ),
    ...payments.charges.map(
      (charge) => `${day(charge.createdAt)}: charged ${money(charge.amount)}, ${words(charge.status)}`,
    ),
    ...payments.refunds.map(
      (refund) => `${day(refund.createdAt)}: refunded ${money(refund.amount)}, ${words(refund.status)}`,
    ),
  ];
  return items.length > 0 ? items : ['No payments.'];
}

function conversationBlocks(conversation: DataExportV1['conversations'][number]): Block[] {
  return [
    {
      kind: 'heading',
      text: `Conversation of ${day(conversation.createdAt)} (${words(conversation.status)})`,
    },
    {
      kind: 'list',
      items: conversation.messages.map(({ author, body }) => `${words(author)}: ${body}`),
    },
  ];
}

/** The blocks of the summary, in the order a person reads their record. */
export function exportSummaryBlocks(data: DataExportV1): Block[] {
  const made = day(data.generatedAt);
  return [
    { kind: 'title', text: 'Your data at wysh' },
    {
      kind: 'paragraph',
      text: `Made on ${made}. This is a summary in plain words; the JSON file sent with it holds every record in full.`,
    },
    { kind: 'heading', text: 'About you' },
    { kind: 'rows', rows: profileRows(data.profile) },
    { kind: 'heading', text: `Your policies (${data.policies.length})` },
    ...(data.policies.length > 0
      ? data.policies.flatMap(policyBlocks)
      : [{ kind: 'paragraph', text: 'No policies.' } as const]),
    { kind: 'heading', text: 'Your beneficiaries' },
    { kind: 'list', items: beneficiaryItems(data.beneficiaries) },
    { kind: 'heading', text: 'Your payments' },
    { kind: 'list', items: paymentItems(data.payments) },
    { kind: 'heading', text: `Your conversations with us (${data.conversations.length})` },
    ...(data.conversations.length > 0
      ? data.conversations.flatMap(conversationBlocks)
      : [{ kind: 'paragraph', text: 'No conversations.' } as const]),
  ];
}

export function exportSummaryPdf(data: DataExportV1): Promise<Uint8Array> {
  const footer = `wysh data export summary, made ${day(data.generatedAt)}, template ${EXPORT_SUMMARY_TEMPLATE_VERSION}`;
  return renderPdf([{ blocks: exportSummaryBlocks(data), footer }], {
    name: 'Your data at wysh',
    createdAt: new Date(data.generatedAt),
  });
}

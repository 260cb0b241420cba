// What follows a policy's issue, as a job (policies.issued), so that the payment's transaction stays short and a
// failure here is retried rather than undoing a paid purchase: the packet is kept as a versioned document (the
// schedule, the free look, the signed application and underwriting interview, the terms), the owner is e-mailed
// it with a sign-in link to the policy, and analytics hears of it with the e-mail only as its SHA-1. All in one
// transaction, once per policy: a retried job finds the packet kept and sends nothing twice.
import { hashedEmail } from '@wysh/domain/analytics';
import { formatWholeDollars } from '@wysh/domain/coverage-slider';
import { formatShortDate } from '@wysh/domain/dates';
import { insuranceCardTitle } from '@wysh/domain/home-state';
import { cents, formatDollars } from '@wysh/domain/money';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Email, EmailAttachment } from '../messaging/messaging.service.ts';
import type { PolicyView } from './policies.views.ts';

type Row = { label: string; value: string };

export type PolicyIssuedPorts = {
  db: Db;
  policy(policyId: string): Promise<PolicyView | null>;
  /** The owner (who is also the insured today): names and the address their mail goes to. */
  owner(userId: string): Promise<{ firstName: string; fullName: string; email: string | null }>;
  /** The beneficiaries now on the policy, as the packet names them. */
  beneficiaries(membershipId: string): Promise<Row[]>;
  /** The application's answers as signed (the application document's rows). */
  applicationAnswers(userId: string): Promise<Row[]>;
  /** The underwriting interview of the application, each question with its answer in words. */
  interviewAnswers(applicationId: string): Promise<Row[]>;
  keepPacket(
    tx: DbOrTx,
    input: { userId: string; policyId: string; values: Record<string, string | readonly Row[]> },
  ): Promise<{ pdf: { fileName: string; body: Uint8Array | string }; created: boolean }>;
  signInLink(tx: DbOrTx, userId: string): Promise<string>;
  email(tx: DbOrTx, email: Email): Promise<void>;
  issuedEmail(
    to: string,
    details: { firstName: string; policyNumber: string; productName: string; url: string; phone: string },
    packet: EmailAttachment,
  ): Email;
  track(userId: string, properties: Record<string, unknown>): Promise<void>;
  supportPhone: string;
};

const money = (amount: number) => formatDollars(cents(amount));

function schedule(policy: PolicyView, owner: { fullName: string }): Row[] {
  const term =
    policy.termDuration === null ? `Until the insured's 65th birthday` : `${policy.termDuration} years`;
  return [
    { label: 'Policy number', value: policy.label! },
    { label: 'Product', value: insuranceCardTitle(policy.productSlug) },
    { label: 'Insured', value: owner.fullName },
    { label: 'Owner', value: owner.fullName },
    {
      label: 'Cover amount',
      value: `${policy.termDuration === null ? 'Up to ' : ''}${formatWholeDollars(policy.amount)}`,
    },
    { label: 'Term', value: term },
    { label: 'Rate class', value: policy.classification?.name ?? 'Accidental death (no class)' },
    { label: 'Monthly premium', value: money(policy.monthlyPremium) },
    { label: 'Effective date', value: formatShortDate(policy.effectiveOn!) },
    { label: 'Last day of cover', value: formatShortDate(policy.terminatesAt!) },
    { label: 'Premiums due', value: 'Monthly, on the day of the month cover started' },
  ];
}

export function createPolicyIssuedHandler(ports: PolicyIssuedPorts) {
  return async function onPolicyIssued({ policyId }: { policyId: string }): Promise<void> {
    const policy = await ports.policy(policyId);
    if (!policy || policy.status !== 'active' || !policy.label) return;
    const [owner, beneficiaries, answers, interview] = await Promise.all([
      ports.owner(policy.userId),
      ports.beneficiaries(policy.insuranceMembershipId),
      ports.applicationAnswers(policy.userId),
      ports.interviewAnswers(policy.insuranceApplicationId),
    ]);
    const values = {
      productName: insuranceCardTitle(policy.productSlug),
      policyNumber: policy.label,
      issuedOn: formatShortDate(policy.effectiveOn!),
      schedule: schedule(policy, owner),
      beneficiaries:
        beneficiaries.length > 0 ? beneficiaries : [{ label: 'None named', value: 'Your estate' }],
      answers,
      interview,
      rateVersion: policy.rateVersion,
      rulesVersion: policy.rulesVersion,
    };
    let created = false;
    await ports.db.transaction(async (tx) => {
      const packet = await ports.keepPacket(tx, { userId: policy.userId, policyId, values });
      created = packet.created;
      if (!packet.created || !owner.email) return;
      const url = await ports.signInLink(tx, policy.userId);
      const body =
        typeof packet.pdf.body === 'string' ? new TextEncoder().encode(packet.pdf.body) : packet.pdf.body;
      await ports.email(
        tx,
        ports.issuedEmail(
          owner.email,
          {
            firstName: owner.firstName,
            policyNumber: policy.label!,
            productName: insuranceCardTitle(policy.productSlug),
            url,
            phone: ports.supportPhone,
          },
          { filename: `policy-${policy.label}.pdf`, contentType: 'application/pdf', content: body },
        ),
      );
    });
    if (!created) return;
    await ports.track(policy.userId, {
      productSlug: policy.productSlug,
      price: policy.monthlyPremium,
      termMonths: policy.termDuration === null ? null : policy.termDuration * 12,
      emailHash: owner.email ? hashedEmail(owner.email) : null,
    });
  };
}

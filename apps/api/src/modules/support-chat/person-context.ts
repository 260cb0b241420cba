// The person's context beside a conversation, the part other modules keep (issue 28 item 3): their billing state
// (the next premium, what is past due and when cover would lapse, the payment method on file), what is under way
// for them (an underwriter's case, a policy change, a reinstatement, a question left for an e-mail reply) and
// the latest e-mails we sent them. Read-only; the agent console checks the support role before asking.
import { cents } from '@wysh/domain/money';
import type { Db } from '../../db/database.ts';
import type {
  OpenCase,
  PersonBilling,
  PersonPolicy,
  PersonReadPorts,
  RecentEmail,
} from './agent-console.types.ts';
import { followUpAddressesOf, followUpsOf } from './support-chat.repository.ts';

export const RECENT_EMAILS = 10;

export type PersonRecord = {
  billing: PersonBilling | null;
  openCases: OpenCase[];
  recentEmails: RecentEmail[];
};

export function createPersonRecord(deps: { db: Db; ports: PersonReadPorts }) {
  const { db, ports } = deps;

  /** Null for someone who never had a policy: nothing is billed to them. */
  async function billingOf(userId: string, policy: PersonPolicy | null): Promise<PersonBilling | null> {
    if (!policy) return null;
    const [record, owed, method] = await Promise.all([
      ports.policyRecord(policy.id),
      ports.owedBy(userId),
      ports.paymentMethodOf(userId),
    ]);
    const next = record?.accountsProduct.nextPayment ?? null;
    return {
      nextPayment: next
        ? { dueOn: next.date, amount: record!.accountsProduct.amount, estimated: next.estimated }
        : null,
      pastDue:
        owed.pastDueIds.length > 0
          ? {
              amount: cents(owed.pastDueBalance),
              invoices: owed.pastDueIds.length,
              lapsesOn: record?.status === 'grace' ? record.lapsesAt : null,
            }
          : null,
      paymentMethod: method
        ? {
            kind: method.source === 'bank_account' ? 'bank_account' : 'card',
            description: method.description,
            debitsStopped: method.debitsStoppedCode !== null,
          }
        : null,
    };
  }

  /** Everything under way, oldest first. */
  async function openCasesOf(userId: string): Promise<OpenCase[]> {
    const [cases, changes, reinstatements, followUps] = await Promise.all([
      ports.underwritingCasesOf(userId),
      ports.changeRequestsOf(userId),
      ports.reinstatementsOf(userId),
      followUpsOf(db, userId),
    ]);
    const all: OpenCase[] = [
      ...cases.map((each) => ({
        kind: 'underwriting_case' as const,
        status: each.status,
        since: each.openedAt,
      })),
      ...changes.map((each) => ({ kind: each.kind, status: each.status, since: each.createdAt })),
      ...reinstatements.map((each) => ({
        kind: 'reinstatement' as const,
        status: each.status,
        since: each.createdAt,
      })),
      ...followUps.map((each) => ({
        kind: 'support_follow_up' as const,
        status: each.status,
        since: each.waitingSince ?? each.createdAt,
      })),
    ];
    return all.sort((a, b) => a.since.getTime() - b.since.getTime());
  }

  /** The latest e-mails to the account's address and any the person gave us for a reply. */
  async function recentEmailsOf(userId: string, email: string | null): Promise<RecentEmail[]> {
    const addresses = [...(email ? [email] : []), ...(await followUpAddressesOf(db, userId))];
    const sent = await ports.emailsSentTo(addresses, RECENT_EMAILS);
    return sent.map(({ recipient, subject, sentAt }) => ({ to: recipient, subject, sentAt }));
  }

  return {
    async of(userId: string, email: string | null, policy: PersonPolicy | null): Promise<PersonRecord> {
      const [billing, openCases, recentEmails] = await Promise.all([
        billingOf(userId, policy),
        openCasesOf(userId),
        recentEmailsOf(userId, email),
      ]);
      return { billing, openCases, recentEmails };
    },
  };
}

// Builds a person's export (data-export.schema.ts, version 1) from what each module answers through its port.
// Pure mapping, no I/O: masks are applied here and nowhere later (a tax id's and an account's last 4 only).
import { DATA_EXPORT_SCHEMA_VERSION, type DataExportV1 } from './data-export.schema.ts';
import type { DataExportSources, ExportedPolicy, ExportedTerms } from './data-exports.types.ts';

type Read<K extends keyof DataExportSources> = Awaited<ReturnType<DataExportSources[K]>>;

export type ExportInputs = {
  generatedAt: Date;
  account: Read<'account'>;
  person: Read<'person'>;
  estimates: Read<'estimates'>;
  applications: Read<'applications'>;
  quotes: Read<'quotes'>;
  policies: Array<{ policy: ExportedPolicy; terms: ExportedTerms[] }>;
  invoices: Read<'invoices'>;
  paymentMethods: Read<'paymentMethods'>;
  payments: Read<'payments'>;
  beneficiaries: Read<'beneficiaries'>;
  wyshes: Read<'wyshes'>;
  documents: Read<'documents'>;
  conversations: Read<'conversations'>;
};

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);
/** The last 4 digits of a number held in full or masked; never more. */
const lastFour = (digits: string) => digits.replace(/\D/g, '').slice(-4).padStart(4, '0');

function beneficiaryOf(row: NonNullable<Read<'beneficiaries'>>['list'][number]) {
  const { contact } = row;
  const name =
    contact.name ??
    [contact.firstName, contact.middleInitial, contact.lastName, contact.suffix].filter(Boolean).join(' ');
  return {
    id: row.id,
    type: row.type,
    responsibility: row.responsibility,
    allocation: row.allocation,
    name,
    relationship: contact.relationship,
    birthdate: contact.birthdate,
    createdAt: iso(row.createdAt),
  };
}

export function exportDocument(input: ExportInputs): DataExportV1 {
  const { person, account } = input;
  return {
    schemaVersion: DATA_EXPORT_SCHEMA_VERSION,
    generatedAt: iso(input.generatedAt),
    profile: {
      firstName: person?.firstName ?? null,
      middleName: person?.middleName ?? null,
      lastName: person?.lastName ?? null,
      suffix: person?.suffix ?? null,
      birthdate: person?.birthdate ?? null,
      gender: person?.gender ?? null,
      address: person?.address
        ? {
            street1: person.address.street1,
            street2: person.address.street2,
            city: person.address.city,
            state: person.address.state,
            postalCode: person.address.postalCode,
          }
        : null,
      emails: (account?.emails ?? []).map(({ email, status }) => ({ email, status })),
      phoneNumbers: (person?.phones ?? []).map(({ e164, status }) => ({ number: e164, status })),
      ssn: person?.taxIdLast4 ? { last4: lastFour(person.taxIdLast4) } : null,
    },
    estimates: input.estimates.map((estimate) => ({
      id: estimate.id,
      amount: estimate.amount,
      termDuration: estimate.termDuration,
      termUnit: estimate.termUnit,
      tobacco: estimate.tobacco,
      rateClass: estimate.rateClass,
      rateVersion: estimate.rateVersion,
      createdAt: iso(estimate.createdAt),
    })),
    applications: input.applications.map(applicationOf),
    quotes: [
      ...input.quotes.quotes.map((quote) => ({
        ...offerOf(quote),
        termDuration: quote.termDuration,
        insuranceApplicationId: quote.insuranceApplicationId,
      })),
      ...input.quotes.offerings.map((offer) => ({
        ...offerOf(offer),
        termDuration: null,
        insuranceApplicationId: null,
      })),
    ],
    policies: input.policies.map(({ policy, terms }) => ({
      id: policy.id,
      policyNumber: policy.label,
      productSlug: policy.productSlug,
      status: policy.status,
      amount: policy.amount,
      termDuration: policy.termDuration,
      effectiveOn: policy.effectiveOn,
      terminatesAt: policy.terminatesAt,
      monthlyPremium: policy.monthlyPremium,
      annualPremium: policy.annualPremium,
      billingFrequency: policy.accountsProduct.billingFrequency,
      rateVersion: policy.rateVersion,
      rulesVersion: policy.rulesVersion,
      createdAt: iso(policy.createdAt),
      termsVersions: terms.map((version) => ({
        version: version.version,
        effectiveOn: version.effectiveOn,
        cover: version.cover,
        monthlyPremium: version.monthlyPremium,
        annualPremium: version.annualPremium,
        rateClass: version.rateClass,
        termYears: version.termYears,
        rateVersion: version.rateVersion,
        reason: version.reason,
        createdAt: iso(version.createdAt),
        withdrawnOn: version.withdrawnOn,
      })),
    })),
    invoices: input.invoices.map((invoice) => ({
      id: invoice.id,
      policyId: invoice.policyId,
      kind: invoice.kind,
      status: invoice.status,
      amount: invoice.amount,
      balance: invoice.balance,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      dueAt: iso(invoice.dueAt),
      issuedAt: iso(invoice.issuedAt),
      paidAt: isoOrNull(invoice.paidAt),
    })),
    payments: {
      methods: input.paymentMethods.map((method) => ({
        id: method.id,
        source: method.source,
        status: method.status,
        brand: method.brand,
        last4: lastFour(method.last4),
        bankName: method.bankName,
        accountType: method.accountType,
        createdAt: iso(method.createdAt),
      })),
      charges: input.payments.payments.map((charge) => ({
        id: charge.id,
        invoiceId: charge.invoiceId,
        paymentMethodId: charge.paymentMethodId,
        amount: charge.amount,
        status: charge.status,
        failureMessage: charge.failureMessage,
        createdAt: iso(charge.createdAt),
        settledAt: isoOrNull(charge.settledAt),
      })),
      refunds: input.payments.refunds.map((refund) => ({
        id: refund.id,
        paymentId: refund.paymentId,
        amount: refund.amount,
        kind: refund.kind,
        reason: refund.reason,
        status: refund.status,
        createdAt: iso(refund.createdAt),
      })),
      paid: input.invoices.flatMap((invoice) =>
        invoice.paidAt
          ? [{ invoiceId: invoice.id, amount: invoice.amount, paidAt: iso(invoice.paidAt) }]
          : [],
      ),
    },
    beneficiaries: input.beneficiaries
      ? {
          primary: input.beneficiaries.list.map(beneficiaryOf),
          backup: input.beneficiaries.backup.map(beneficiaryOf),
          pending: input.beneficiaries.pending.map(beneficiaryOf),
        }
      : null,
    wyshes: input.wyshes.map((wysh) => ({
      id: wysh.id,
      name: wysh.name,
      wysh: wysh.wysh.slug,
      amount: wysh.amount,
      status: wysh.status,
      monitored: wysh.monitored,
      updatedAt: iso(wysh.updatedAt),
    })),
    documents: input.documents.map((doc) => ({
      id: doc.id,
      name: doc.name,
      kind: doc.documentCategory.slug,
      version: doc.version,
      createdAt: iso(doc.createdAt),
    })),
    conversations: input.conversations.map((conversation) => ({
      id: conversation.id,
      status: conversation.status,
      createdAt: iso(conversation.createdAt),
      closedAt: isoOrNull(conversation.closedAt),
      messages: conversation.messages.map(({ author, body, createdAt }) => ({
        author,
        body,
        createdAt: iso(createdAt),
      })),
    })),
  };
}

function applicationOf(application: Read<'applications'>[number]) {
  const { decision } = application;
  return {
    id: application.id,
    createdAt: iso(application.createdAt),
    result: application.result,
    decision: {
      rulesVersion: decision.rulesVersion,
      decidedOn: decision.decidedOn,
      issueAge: decision.issueAge,
      outcome: decision.outcome,
      termLife:
        'amount' in decision.termLife
          ? {
              verdict: decision.termLife.verdict,
              rateClass: decision.termLife.rateClass,
              amount: decision.termLife.amount,
              termYears: decision.termLife.termYears,
            }
          : { verdict: 'declined', rateClass: null, amount: null, termYears: null },
      accidentalDeath:
        'amount' in decision.accidentalDeath
          ? { verdict: decision.accidentalDeath.verdict, amount: decision.accidentalDeath.amount }
          : { verdict: 'declined', amount: null },
      reasons: decision.reasons.map(({ ruleId, reason }) => ({ ruleId, reason })),
    },
  };
}

function offerOf(offer: Read<'quotes'>['offerings'][number]) {
  return {
    id: offer.id,
    productSlug: offer.productSlug,
    status: offer.status,
    amount: offer.amount,
    monthlyPremium: offer.monthlyPremium,
    annualPremium: offer.annualPremium,
    expiresAt: iso(offer.expiresAt),
  };
}

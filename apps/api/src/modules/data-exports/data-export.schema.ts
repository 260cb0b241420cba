// The data export's published format, version 1 (issue 29 item 2): what a person receives when they ask for their
// data. The JSON Schema at docs/data-export.schema.v1.json is printed from this object (a test keeps them equal);
// docs/data-export.md describes each part. A change of shape is a new version, never an edit of this one.
// Money is integer cents, timestamps ISO 8601 UTC, days yyyy-MM-dd. SSNs and bank account numbers appear only
// as their last 4 digits; card numbers never (only brand and last 4 are held).
import { z } from 'zod';

export const DATA_EXPORT_SCHEMA_VERSION = '1';

const cents = z.int().describe('Integer cents (USD).');
const timestamp = z.iso.datetime({ offset: true }).describe('An instant, ISO 8601 UTC.');
const day = z.iso.date().describe('A calendar day, yyyy-MM-dd.');
const last4 = z.string().regex(/^\d{4}$/);

const address = z.strictObject({
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

const profile = z.strictObject({
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  suffix: z.string().nullable(),
  birthdate: day.nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  address: address.nullable(),
  emails: z.array(z.strictObject({ email: z.string(), status: z.string() })),
  phoneNumbers: z.array(z.strictObject({ number: z.string(), status: z.string() })),
  ssn: z
    .strictObject({ last4 })
    .nullable()
    .describe('The Social Security number on file, masked: its last 4 digits only.'),
});

const estimate = z.strictObject({
  id: z.string(),
  amount: cents,
  termDuration: z.int(),
  termUnit: z.literal('year'),
  tobacco: z.boolean(),
  rateClass: z.string(),
  rateVersion: z.string(),
  createdAt: timestamp,
});

const application = z.strictObject({
  id: z.string(),
  createdAt: timestamp,
  result: z.string(),
  decision: z.strictObject({
    rulesVersion: z.string(),
    decidedOn: day,
    issueAge: z.int(),
    outcome: z.string(),
    termLife: z.strictObject({
      verdict: z.string(),
      rateClass: z.string().nullable(),
      amount: cents.nullable(),
      termYears: z.int().nullable(),
    }),
    accidentalDeath: z.strictObject({ verdict: z.string(), amount: cents.nullable() }),
    reasons: z
      .array(z.strictObject({ ruleId: z.string(), reason: z.string() }))
      .describe('The underwriting rules that decided, in words.'),
  }),
});

const quote = z.strictObject({
  id: z.string(),
  productSlug: z.string(),
  status: z.string(),
  amount: cents,
  termDuration: z.int().nullable(),
  monthlyPremium: cents,
  annualPremium: cents,
  expiresAt: timestamp,
  insuranceApplicationId: z.string().nullable(),
});

const termsVersion = z.strictObject({
  version: z.int(),
  effectiveOn: day,
  cover: cents,
  monthlyPremium: cents,
  annualPremium: cents,
  rateClass: z.string().nullable(),
  termYears: z.int().nullable(),
  rateVersion: z.string(),
  reason: z.string(),
  createdAt: timestamp,
  withdrawnOn: day.nullable(),
});

const policy = z.strictObject({
  id: z.string(),
  policyNumber: z.string().nullable(),
  productSlug: z.string(),
  status: z.string(),
  amount: cents,
  termDuration: z.int().nullable(),
  effectiveOn: day.nullable(),
  terminatesAt: day.nullable(),
  monthlyPremium: cents,
  annualPremium: cents,
  billingFrequency: z.enum(['monthly', 'annually']),
  rateVersion: z.string(),
  rulesVersion: z.string(),
  createdAt: timestamp,
  termsVersions: z.array(termsVersion).describe("Every version of the policy's terms, oldest first."),
});

const invoice = z.strictObject({
  id: z.string(),
  policyId: z.string(),
  kind: z.string(),
  status: z.string(),
  amount: cents,
  balance: cents,
  periodStart: day.nullable(),
  periodEnd: day.nullable(),
  dueAt: timestamp,
  issuedAt: timestamp,
  paidAt: timestamp.nullable(),
});

const payments = z.strictObject({
  methods: z.array(
    z.strictObject({
      id: z.string(),
      source: z.string(),
      status: z.string(),
      brand: z.string().nullable().describe("A card's brand; null for a bank account."),
      last4: last4.describe("A card's last 4 digits, or a bank account number's last 4: never the whole."),
      bankName: z.string().nullable(),
      accountType: z
        .string()
        .nullable()
        .describe("A bank account's type (checking, savings); null for a card."),
      createdAt: timestamp,
    }),
  ),
  charges: z
    .array(
      z.strictObject({
        id: z.string(),
        invoiceId: z.string().nullable(),
        paymentMethodId: z.string().nullable(),
        amount: cents,
        status: z.string(),
        failureMessage: z.string().nullable(),
        createdAt: timestamp,
        settledAt: timestamp.nullable(),
      }),
    )
    .describe('Every charge to a card and every bank debit, whatever came of it, oldest first.'),
  refunds: z
    .array(
      z.strictObject({
        id: z.string(),
        paymentId: z.string(),
        amount: cents,
        kind: z.string(),
        reason: z.string(),
        status: z.string(),
        createdAt: timestamp,
      }),
    )
    .describe('Every refund of a charge, oldest first.'),
  paid: z
    .array(z.strictObject({ invoiceId: z.string(), amount: cents, paidAt: timestamp }))
    .describe('Every invoice paid, with the amount and when.'),
});

const beneficiary = z.strictObject({
  id: z.string(),
  type: z.string(),
  responsibility: z.string(),
  allocation: z.number(),
  name: z.string(),
  relationship: z.string().nullable(),
  birthdate: day.nullable(),
  createdAt: timestamp,
});

const wysh = z.strictObject({
  id: z.string(),
  name: z.string(),
  wysh: z.string(),
  amount: cents.nullable(),
  status: z.string(),
  monitored: z.boolean(),
  updatedAt: timestamp,
});

const document = z.strictObject({
  id: z.string(),
  name: z.string(),
  kind: z.string().describe('The document category (policy, application, beneficiaries...).'),
  version: z.int(),
  createdAt: timestamp,
});

const conversation = z.strictObject({
  id: z.string(),
  status: z.string(),
  createdAt: timestamp,
  closedAt: timestamp.nullable(),
  messages: z.array(z.strictObject({ author: z.string(), body: z.string(), createdAt: timestamp })),
});

export const dataExportV1 = z
  .strictObject({
    schemaVersion: z.literal(DATA_EXPORT_SCHEMA_VERSION),
    generatedAt: timestamp,
    profile,
    estimates: z.array(estimate).describe('Every estimate, oldest first.'),
    applications: z.array(application).describe('Every application with its decision, oldest first.'),
    quotes: z.array(quote).describe('Every quote, then every other offering, oldest first.'),
    policies: z.array(policy).describe('Every policy, whatever its status, newest first.'),
    invoices: z.array(invoice),
    payments,
    beneficiaries: z
      .strictObject({
        primary: z.array(beneficiary),
        backup: z.array(beneficiary),
        pending: z.array(beneficiary).describe('A change not yet confirmed.'),
      })
      .nullable(),
    wyshes: z.array(wysh),
    documents: z.array(document),
    conversations: z.array(conversation).describe('Every support conversation, oldest first.'),
  })
  .meta({ title: 'wysh data export', description: "A person's data held by wysh, version 1." });

export type DataExportV1 = z.infer<typeof dataExportV1>;

/** The published JSON Schema (draft 2020-12) of version 1. */
export const dataExportV1JsonSchema = () => z.toJSONSchema(dataExportV1, { io: 'output' });

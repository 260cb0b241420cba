// What the data export reads from the other modules, each through its own service (services.ts wires them). The
// shapes are the fields the export takes, no more: every module keeps its own views. `viewer` is the person's
// own verified session that asked, so each module answers what it shows that person in the app.
import type { DbOrTx } from '../../db/database.ts';
import type { Viewer } from '../../shared/viewer.ts';
import type { Email } from '../messaging/messaging.service.ts';

type Address = { street1: string; street2: string | null; city: string; state: string; postalCode: string };

export type ExportedPerson = {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  suffix: string | null;
  birthdate: string | null;
  gender: 'male' | 'female' | null;
  address: Address | null;
  taxIdLast4: string | null;
  phones: Array<{ e164: string; status: string }>;
};

type Decision = {
  rulesVersion: string;
  decidedOn: string;
  issueAge: number;
  outcome: string;
  termLife:
    | { verdict: 'declined' }
    | { verdict: string; rateClass: string | null; amount: number; termYears: number };
  accidentalDeath: { verdict: 'declined' } | { verdict: string; amount: number };
  reasons: readonly { ruleId: string; reason: string }[];
};

type Offer = {
  id: string;
  productSlug: string;
  status: string;
  amount: number;
  monthlyPremium: number;
  annualPremium: number;
  expiresAt: Date;
};

export type ExportedPolicy = {
  id: string;
  label: string | null;
  productSlug: string;
  status: string;
  amount: number;
  termDuration: number | null;
  effectiveOn: string | null;
  terminatesAt: string | null;
  monthlyPremium: number;
  annualPremium: number;
  accountsProduct: { billingFrequency: 'monthly' | 'annually' };
  rateVersion: string;
  rulesVersion: string;
  createdAt: Date;
};

export type ExportedTerms = {
  version: number;
  effectiveOn: string;
  cover: number;
  monthlyPremium: number;
  annualPremium: number;
  rateClass: string | null;
  termYears: number | null;
  rateVersion: string;
  reason: string;
  createdAt: Date;
  withdrawnOn: string | null;
};

type Beneficiary = {
  id: string;
  type: string;
  responsibility: string;
  allocation: number;
  createdAt: Date;
  contact: {
    firstName: string | null;
    middleInitial: string | null;
    lastName: string | null;
    suffix: string | null;
    name: string | null;
    relationship: string | null;
    birthdate: string | null;
  };
};

export type DataExportSources = {
  account(userId: string): Promise<{ emails: Array<{ email: string; status: string }> } | null>;
  person(userId: string): Promise<ExportedPerson | null | undefined>;
  /** Every one of the person's, oldest first (so are the lists below, unless they say otherwise). */
  estimates(viewer: Viewer): Promise<
    Array<{
      id: string;
      amount: number;
      termDuration: number;
      termUnit: 'year';
      tobacco: boolean;
      rateClass: string;
      rateVersion: string;
      createdAt: Date;
    }>
  >;
  applications(
    viewer: Viewer,
  ): Promise<Array<{ id: string; createdAt: Date; result: string; decision: Decision }>>;
  quotes(viewer: Viewer): Promise<{
    quotes: Array<Offer & { termDuration: number; insuranceApplicationId: string }>;
    offerings: Offer[];
  }>;
  /** Every policy, whatever its status, newest first. */
  policies(viewer: Viewer): Promise<ExportedPolicy[]>;
  termsOf(policyId: string): Promise<ExportedTerms[]>;
  invoices(viewer: Viewer): Promise<
    Array<{
      id: string;
      policyId: string;
      kind: string;
      status: string;
      amount: number;
      balance: number;
      periodStart: string | null;
      periodEnd: string | null;
      dueAt: Date;
      issuedAt: Date;
      paidAt: Date | null;
    }>
  >;
  paymentMethods(viewer: Viewer): Promise<
    Array<{
      id: string;
      source: string;
      status: string;
      brand: string | null;
      last4: string;
      bankName: string | null;
      accountType: string | null;
      createdAt: Date;
    }>
  >;
  /** Every charge (card or bank debit) and every refund of one. */
  payments(viewer: Viewer): Promise<{
    payments: Array<{
      id: string;
      invoiceId: string | null;
      paymentMethodId: string | null;
      amount: number;
      status: string;
      failureMessage: string | null;
      createdAt: Date;
      settledAt: Date | null;
    }>;
    refunds: Array<{
      id: string;
      paymentId: string;
      amount: number;
      kind: string;
      reason: string;
      status: string;
      createdAt: Date;
    }>;
  }>;
  beneficiaries(
    viewer: Viewer,
  ): Promise<{ list: Beneficiary[]; backup: Beneficiary[]; pending: Beneficiary[] } | null>;
  wyshes(viewer: Viewer): Promise<
    Array<{
      id: string;
      name: string;
      amount: number | null;
      status: string;
      monitored: boolean;
      updatedAt: Date;
      wysh: { slug: string };
    }>
  >;
  documents(viewer: Viewer): Promise<
    Array<{
      id: string;
      name: string;
      version: number;
      documentCategory: { slug: string };
      createdAt: Date;
    }>
  >;
  conversations(viewer: Viewer): Promise<
    Array<{
      id: string;
      status: string;
      createdAt: Date;
      closedAt: Date | null;
      messages: Array<{ author: string; body: string; createdAt: Date }>;
    }>
  >;
};

export type DataExportPorts = {
  sources: DataExportSources;
  /** Where the person's mail goes (the sign-in address), in the caller's transaction. */
  ownerEmail(tx: DbOrTx, userId: string): Promise<string | null>;
  mail(tx: DbOrTx, email: Email): Promise<void>;
  /** The link the e-mail carries for a token: the JSON (the API's /exports/{token}), or the PDF summary's. */
  downloadUrl(token: string, format?: 'summary'): string;
};

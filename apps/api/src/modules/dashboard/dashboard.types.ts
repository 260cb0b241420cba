// What the home dashboard reads from the modules that own the data (the port). Each source answers for one user
// (given as the id and as the signed-in viewer, for modules whose use cases check the viewer themselves), and
// "none" (null / empty) while its module does not exist yet: services.ts passes placeholders until then, so
// wiring a module in is one line there.
import type { ApplicationResult, OfferingFacts } from '@wysh/domain/home-state';
import type { Cents } from '@wysh/domain/money';
import type { Viewer } from '../../shared/viewer.ts';

export interface DashboardEstimate {
  amount: Cents;
  productSlug: string;
}

export interface DashboardAllocation {
  id: string;
  name: string;
  /** null counts as 0 (spec 001 §3.4). */
  amount: Cents | null;
}

export interface DashboardWyshes {
  allocations: DashboardAllocation[];
  /** The allocation summary's activeCount. */
  activeCount: number;
}

export interface DashboardPolicy {
  productSlug: string;
  /** The application it was bought from: a quote of another application is a newer one. */
  insuranceApplicationId: string;
  amount: Cents;
  /** accountsProduct.nextPayment.date: a calendar date ("2026-12-01") or an instant; null when none. */
  nextPaymentDate: string | Date | null;
  /** active, grace (a premium past due) or lapsed. */
  status: string;
  /** yyyy-MM-dd: in grace, the last day of cover unless paid; lapsed, the day it ended. */
  lapsesAt: string | null;
  /** A change of its terms waiting for its due date (a lower cover): "UPDATES PENDING" leads to its details. */
  hasPendingUpdate?: boolean;
  /** More cover approved, its price waiting for the owner: "PENDING YOUR APPROVAL" leads to confirm-update. */
  increaseOffered?: boolean;
  /** Extending the term approved, its price waiting for the owner: "PENDING YOUR APPROVAL" too. */
  extensionOffered?: boolean;
  id?: string;
}

export interface DashboardOffering extends OfferingFacts {
  productSlug: string;
  amount: Cents;
  expiresAt: Date | null;
}

/** The newest term quote, as far as the policy updates banner needs it. */
export interface DashboardQuote {
  status: string;
  insuranceApplicationId: string;
}

export interface DashboardApplication {
  result: ApplicationResult;
}

export interface DashboardSources {
  /** The user's latest estimate datum (estimates module). */
  latestEstimate(userId: string, viewer: Viewer): Promise<DashboardEstimate | null>;
  /** The user's active wysh allocations, in their order, and the summary count (wyshes module). */
  wyshAllocations(userId: string, viewer: Viewer): Promise<DashboardWyshes>;
  /** The policy in force, or the one that lapsed (policies module). */
  activePolicy(userId: string, viewer: Viewer): Promise<DashboardPolicy | null>;
  /** The membership's product offerings, expired ones included (quotes module). */
  productOfferings(userId: string, viewer: Viewer): Promise<DashboardOffering[]>;
  /** The latest insurance application (underwriting module). */
  latestApplication(userId: string, viewer: Viewer): Promise<DashboardApplication | null>;
  /** Policy updates banner: a change of the policy's beneficiaries waits (beneficiaries module). */
  pendingPolicyChange(userId: string, viewer: Viewer): Promise<boolean>;
  /** Policy updates banner: a manual underwriting case is undecided (underwriting module). */
  openManualReview(userId: string, viewer: Viewer): Promise<boolean>;
  /** Policy updates banner: the newest term quote (quotes module). */
  newestQuote(userId: string, viewer: Viewer): Promise<DashboardQuote | null>;
}

/** Every source answering "none": the dashboard of someone who has nothing yet (marketing states). */
export const NO_DASHBOARD_DATA: DashboardSources = {
  latestEstimate: async () => null,
  wyshAllocations: async () => ({ allocations: [], activeCount: 0 }),
  activePolicy: async () => null,
  productOfferings: async () => [],
  latestApplication: async () => null,
  pendingPolicyChange: async () => false,
  openManualReview: async () => false,
  newestQuote: async () => null,
};

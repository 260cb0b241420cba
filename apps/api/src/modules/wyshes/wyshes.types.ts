// The public shapes of the Wyshes module: what GraphQL shows and what other modules (estimates, the home
// dashboard) may read, and the port through which the module learns a person's cover.
import type { Cents } from '@wysh/domain/money';
import type { WyshImageFormat } from './wyshes.images.ts';

/** A person's cover (an estimate's or a policy's amount), from the estimates and policies modules. */
export type CoveragePort = { coverFor(userId: string): Promise<Cents | null> };

/** A linked loan as a monitored wysh names it (spec 001 §3.4: plaidAccount id, name, mask). */
export type FollowedAccountView = { id: string; name: string; mask: string | null; institutionName: string };

/** The linked loans monitored wyshes follow (bank-link owns them and checks their owner). */
export type MonitoringPort = {
  /** The insurance membership's eligibleForMonitoring (spec 001 §6: monitoring a wysh requires it). */
  eligible(userId: string): Promise<boolean>;
  /** What the person's loan owes now; a refusal (another's account, not a loan, a login to repair) as words. */
  loanBalance(
    userId: string,
    plaidAccountId: string,
  ): Promise<
    | { ok: true; value: { account: FollowedAccountView; balanceCents: number } }
    | { ok: false; error: { code: string; message: string } }
  >;
  linkedLoans(plaidAccountIds: string[]): Promise<Map<string, FollowedAccountView>>;
};

export type RecipientKind = 'institution' | 'company' | 'individual';

export type WyshImageView = { format: WyshImageFormat; contentType: string; url: string };

export type WyshCategoryView = {
  id: string;
  slug: string;
  name: string;
  prompt: string;
  description: string;
  listDescription: string;
  color: string;
  order: number;
};

export type WyshSuggestionView = {
  id: string;
  title: string;
  amount: Cents;
  enabled: boolean;
  order: number;
};

export type WyshView = {
  id: string;
  slug: string;
  defaultName: string;
  description: string;
  prompt: string;
  guidance: string;
  active: boolean;
  defaultAmount: Cents | null;
  amountPrompt: string;
  amountGuidance: string;
  amountPlaceholder: string;
  recipientType: RecipientKind;
  monitorable: boolean;
  termable: boolean;
  order: number;
  icons: WyshImageView[];
  headers: WyshImageView[];
  suggestions: WyshSuggestionView[];
  category: WyshCategoryView;
};

export type WyshRecipientView = {
  id: string;
  kind: RecipientKind;
  name: string;
  countryCode: string | null;
  accountNumber: string | null;
  phoneNumber: string | null;
  websiteUrl: string | null;
  email: string | null;
  relationship: string | null;
};

export type AllocationHistoryView = {
  id: string;
  wyshAllocationId: string;
  name: string;
  amount: Cents;
  change: Cents;
  direction: 'up' | 'down';
  createdAt: Date;
  updatedAt: Date;
};

export type WyshAllocationView = {
  id: string;
  name: string;
  /** null counts as 0 (spec). */
  amount: Cents | null;
  covered: boolean;
  amountCovered: Cents;
  percentCovered: number;
  monitored: boolean;
  /** The linked loan a monitored wysh follows. */
  plaidAccount: FollowedAccountView | null;
  status: 'active' | 'decommissioned';
  order: number;
  terminatesAt: Date | null;
  updatedAt: Date;
  wysh: WyshView;
  recipient: WyshRecipientView | null;
};

export type AllocationSummaryView = {
  activeCount: number;
  totalAmount: Cents;
  /** floor(cover / total x 100); null with no cover or nothing on the list. */
  percentCovered: number | null;
};

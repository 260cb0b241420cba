// The public shapes of the Wyshes module: what GraphQL shows and what other modules (estimates, the home
// dashboard) may read, and the port through which the module learns a person's cover.
import type { Cents } from '@wysh/domain/money';
import type { WyshImageFormat } from './wyshes.images.ts';

/** A person's cover (an estimate's or a policy's amount), from the estimates and policies modules. */
export type CoveragePort = { coverFor(userId: string): Promise<Cents | null> };

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

// What bank linking answers: an Item (a bank login) with the accounts picked at it. Never a number beyond the mask.
import type { PlaidAccountRow, PlaidItemRow } from './bank-link.repository.ts';

export type PlaidAccountView = {
  id: string;
  plaidItemId: string;
  externalId: string;
  name: string;
  mask: string | null;
  accountType: string;
  subtype: string | null;
  createdAt: Date;
};

export type PlaidItemView = {
  id: string;
  externalId: string;
  status: PlaidItemRow['status'];
  institution: { id: string; name: string; logo: string | null };
  accounts: PlaidAccountView[];
  createdAt: Date;
  updatedAt: Date;
};

export const plaidAccountView = (row: PlaidAccountRow): PlaidAccountView => ({
  id: row.id,
  plaidItemId: row.plaidItemId,
  externalId: row.externalId,
  name: row.name,
  mask: row.mask,
  accountType: row.accountType,
  subtype: row.subtype,
  createdAt: row.createdAt,
});

export const plaidItemView = (row: PlaidItemRow, accounts: PlaidAccountRow[]): PlaidItemView => ({
  id: row.id,
  externalId: row.externalId,
  status: row.status,
  institution: { id: row.institutionId, name: row.institutionName, logo: null },
  accounts: accounts.filter((account) => account.plaidItemId === row.id).map(plaidAccountView),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

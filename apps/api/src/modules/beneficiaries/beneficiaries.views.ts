// What a beneficiary looks like to its owner (spec 001 §3.2): the tax id only as "is set", never in clear.
import type { BeneficiaryType, Responsibility } from '@wysh/domain/beneficiaries';
import type { BeneficiaryRecord } from './beneficiaries.repository.ts';

export type BeneficiaryAddressView = {
  id: string;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  postalCode: string;
};

export type BeneficiaryContactView = {
  kind: BeneficiaryType;
  id: string;
  firstName: string | null;
  middleInitial: string | null;
  lastName: string | null;
  suffix: string | null;
  relationship: string | null;
  birthdate: string | null;
  name: string | null;
  businessType: string | null;
  dateOfTrust: string | null;
  parentGuardianInfo: string | null;
  countryCode: string;
  /** The 10 national digits. */
  phoneNumber: string | null;
  email: string | null;
  taxIdSet: boolean;
  address: BeneficiaryAddressView | null;
};

export type BeneficiaryView = {
  id: string;
  type: BeneficiaryType;
  responsibility: Responsibility;
  allocation: number;
  createdAt: Date;
  assignedEntity: { type: 'InsuranceMembership' | 'Policy'; id: string };
  contact: BeneficiaryContactView;
  /** In a policy's change: the beneficiary of the previous set this one carries forward (null: added by it). */
  carriesId: string | null;
};

/** getBeneficiaries: the primaries (list), the backups, and changes waiting for the owner's acknowledgement. */
export type BeneficiariesView = {
  list: BeneficiaryView[];
  backup: BeneficiaryView[];
  pending: BeneficiaryView[];
};

export function beneficiaryView(row: BeneficiaryRecord): BeneficiaryView {
  const address =
    row.street1 && row.city && row.state && row.postalCode
      ? {
          id: row.id,
          street1: row.street1,
          street2: row.street2,
          city: row.city,
          state: row.state,
          postalCode: row.postalCode,
        }
      : null;
  return {
    id: row.id,
    type: row.type,
    responsibility: row.responsibility,
    allocation: row.allocation,
    createdAt: row.createdAt,
    assignedEntity: row.policyId
      ? { type: 'Policy', id: row.policyId }
      : { type: 'InsuranceMembership', id: row.insuranceMembershipId },
    carriesId: row.sourceId,
    contact: {
      kind: row.type,
      id: row.id,
      firstName: row.firstName,
      middleInitial: row.middleInitial,
      lastName: row.lastName,
      suffix: row.suffix,
      relationship: row.relationship,
      birthdate: row.birthdate,
      name: row.name,
      businessType: row.businessType,
      dateOfTrust: row.dateOfTrust,
      parentGuardianInfo: row.parentGuardianInfo,
      countryCode: '1',
      phoneNumber: row.phoneNumber ? row.phoneNumber.replace(/^\+1/, '') : null,
      email: row.email,
      taxIdSet: row.taxIdSet,
      address,
    },
  };
}

/** `pending`: a policy's proposed set (primaries then backups), waiting for the owner's acknowledgement. */
export function beneficiariesView(
  rows: readonly BeneficiaryRecord[],
  pendingRows: readonly BeneficiaryRecord[] = [],
): BeneficiariesView {
  const views = rows.map(beneficiaryView);
  const pending = pendingRows.map(beneficiaryView);
  return {
    list: views.filter((view) => view.responsibility === 'primary'),
    backup: views.filter((view) => view.responsibility === 'backup'),
    pending: [
      ...pending.filter((view) => view.responsibility === 'primary'),
      ...pending.filter((view) => view.responsibility === 'backup'),
    ],
  };
}

// The applicant part of the GraphQL Profile (spec 001 §3.3): birthdate, gender, age, active address, "tax id set".
import { formatAddress, type Address } from '@wysh/domain/address';
import { ageOf } from './applicant-profile.ts';
import type { AccountProfileView } from '../accounts/accounts.views.ts';
import type { ApplicantRecord, Country } from './profile.repository.ts';

export type AddressView = Address & { formattedDisplay: string; country: Country | null };

export type ApplicantView = {
  birthdate: string | null;
  gender: 'male' | 'female' | null;
  age: number | null;
  activeAddress: AddressView | null;
  taxIdSet: boolean;
};

/** The whole GraphQL Profile: the account's part and the applicant's. */
export type ProfileView = ApplicantView & AccountProfileView;

export function applicantView(record: ApplicantRecord | undefined, today: string): ApplicantView {
  const address = record?.address ?? null;
  return {
    birthdate: record?.birthdate ?? null,
    gender: record?.gender ?? null,
    age: record ? ageOf(record, today) : null,
    activeAddress: address && {
      street1: address.street1,
      street2: address.street2,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      formattedDisplay: formatAddress(address),
      country: record?.country ?? null,
    },
    taxIdSet: record?.taxIdLast4 != null,
  };
}

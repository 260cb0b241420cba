// How a beneficiary is named on screen: a person by first, middle initial, last name and suffix; an
// organization or a trust by its name.
import type { MyBeneficiary } from '../api/beneficiaries';

export function beneficiaryName(beneficiary: Pick<MyBeneficiary, 'contact'>): string {
  const { contact } = beneficiary;
  if (contact.__typename === 'OrganizationContact' || contact.__typename === 'TrustContact')
    return contact.name ?? '';
  if (contact.__typename !== 'IndividualContact') return '';
  const middle = contact.middleInitial ? `${contact.middleInitial}.` : null;
  return [contact.firstName, middle, contact.lastName, contact.suffix].filter(Boolean).join(' ');
}

// One US address, as every layer holds it: the profile, the address provider's verification, a flow's answer,
// the GraphQL shapes (which add what they show). A missing second line is null, not ''.

export const ADDRESS_PARTS = ['street1', 'street2', 'city', 'state', 'postalCode'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

export type Address = {
  street1: string;
  street2: string | null;
  /** City or town. */
  city: string;
  /** USPS code, e.g. "OH". */
  state: string;
  /** ZIP or ZIP+4. */
  postalCode: string;
};

/** One line: "100 Main St, Apt 2, Columbus, OH 43215"; '' for no address. */
export function formatAddress(address: Address | null): string {
  if (!address) return '';
  const street = [address.street1, address.street2].filter(Boolean).join(', ');
  return `${street}, ${address.city}, ${address.state} ${address.postalCode}`;
}

// What an address input holds: the parts of a US address (the domain's Address parts, as typed: '' for an
// empty one), and whether the provider verified them as they are.
import type { AddressPart } from '@wysh/domain/address';

export type AddressValue = Record<AddressPart, string> & { verified: boolean };

/** The five text parts of an address. */
export type AddressPartName = Exclude<keyof AddressValue, 'verified'>;

export type AddressErrors = Partial<Record<keyof AddressValue | 'address', string>>;

export const EMPTY_ADDRESS: AddressValue = {
  street1: '',
  street2: '',
  city: '',
  state: '',
  postalCode: '',
  verified: false,
};

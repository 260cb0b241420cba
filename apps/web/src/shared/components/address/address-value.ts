// What an address input holds: the parts of a US address, and whether the provider verified them as they are.
export type AddressValue = {
  street1: string;
  street2: string;
  city: string;
  state: string;
  postalCode: string;
  verified: boolean;
};

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

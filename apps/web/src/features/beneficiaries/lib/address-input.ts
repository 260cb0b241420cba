// A form's address as the server takes it: null when nothing was typed (a trust's), else its parts.
import type { AddressValue } from '../../../shared/components/address/address-field';

export function addressInput(address: AddressValue) {
  const typed = [address.street1, address.city, address.state, address.postalCode].some(
    (part) => part.trim() !== '',
  );
  if (!typed) return null;
  return {
    street1: address.street1.trim(),
    street2: address.street2.trim() || null,
    city: address.city.trim(),
    state: address.state.trim(),
    postalCode: address.postalCode.trim(),
  };
}

export function sameAddress(a: AddressValue, b: AddressValue): boolean {
  return (['street1', 'street2', 'city', 'state', 'postalCode'] as const).every(
    (part) => a[part].trim() === b[part].trim(),
  );
}

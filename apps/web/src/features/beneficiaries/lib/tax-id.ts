// A beneficiary's tax id (an SSN; an organization's EIN; a trust's trustee's SSN) leaves the browser only
// encrypted with the server's public key, and only when it was typed: one on file is never shown nor resent.
import { fetchSensitiveDataKey } from '../../../shared/api/sensitive-data-key';
import { createTaxIdEncryptor, type EncryptedValue } from '../../../shared/lib/encrypt-sensitive';
import type { BeneficiaryType } from './beneficiary-fields';

export const TAX_ID_MASK = '***-**-****';

const encrypt = createTaxIdEncryptor(fetchSensitiveDataKey);

/** Digits only, shown 3-2-4 (an EIN 2-7), at most nine digits. */
export function formatTaxId(typed: string, type: BeneficiaryType): string {
  const digits = typed.replace(/\D/g, '').slice(0, 9);
  if (type === 'organization') return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}

/** The rule a typed tax id breaks (nine digits), or null; nothing typed is fine (it is optional). */
export function taxIdProblem(typed: string): 'ssnTin' | null {
  const digits = typed.replace(/\D/g, '');
  return digits === '' || digits.length === 9 ? null : 'ssnTin';
}

/** The input field the tax id goes in for a kind: a trust's is its trustee's. */
export const taxIdField = (type: BeneficiaryType) => (type === 'trust' ? 'trusteeTaxId' : 'taxId');

/** The encrypted tax id to send, keyed by its field; nothing when none was typed. */
export async function taxIdInput(
  typed: string,
  type: BeneficiaryType,
): Promise<Partial<Record<'taxId' | 'trusteeTaxId', EncryptedValue>>> {
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return {};
  return { [taxIdField(type)]: await encrypt(digits) };
}

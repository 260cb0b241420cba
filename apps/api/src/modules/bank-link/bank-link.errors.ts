// The failures of linking a bank account: one named, stable code each (BANK_LINK.*), with the words people see.
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import type { BankLinkRefusal } from './bank-link-provider.ts';

export type BankLinkErrorCode =
  | 'VALIDATION_FAILED'
  | 'BANK_LINK.ITEM_NOT_FOUND'
  | 'BANK_LINK.ACCOUNT_NOT_FOUND'
  | 'BANK_LINK.PUBLIC_TOKEN_INVALID'
  | 'BANK_LINK.LOGIN_REQUIRED'
  | 'BANK_LINK.NOT_A_LOAN'
  | 'BANK_LINK.NOT_A_DEPOSIT_ACCOUNT'
  | 'BANK_LINK.PROVIDER_REFUSED';

export type BankLinkError = UserFailure<BankLinkErrorCode>;

export const itemNotFound = () =>
  refusal('BANK_LINK.ITEM_NOT_FOUND', "We couldn't find that linked bank. Refresh the page and try again.");

export const accountNotFound = () =>
  refusal(
    'BANK_LINK.ACCOUNT_NOT_FOUND',
    "We couldn't find the account you picked at your bank. Please link it again.",
  );

export const loginRequired = () =>
  refusal('BANK_LINK.LOGIN_REQUIRED', 'Your bank needs you to sign in again before we can use this account.');

export const notALoan = () =>
  refusal('BANK_LINK.NOT_A_LOAN', 'Only a mortgage, a student loan or an auto loan can be followed.');

export const notADepositAccount = () =>
  refusal('BANK_LINK.NOT_A_DEPOSIT_ACCOUNT', 'Premiums can only be paid from a checking or savings account.');

/** The provider's refusal in our words: an expired Link, a login to repair, or its own message. */
export function fromProvider(refused: BankLinkRefusal) {
  if (refused.code === 'INVALID_PUBLIC_TOKEN')
    return refusal(
      'BANK_LINK.PUBLIC_TOKEN_INVALID',
      'Linking your bank took too long. Please link it again.',
    );
  if (refused.code === 'ITEM_LOGIN_REQUIRED') return loginRequired();
  if (refused.code === 'ITEM_NOT_FOUND') return itemNotFound();
  return refusal(
    'BANK_LINK.PROVIDER_REFUSED',
    "Your bank couldn't be reached just now. Please try again in a few minutes.",
  );
}

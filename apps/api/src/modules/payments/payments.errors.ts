// The failures of paying (the purchase's payInvoice, the billing page's new card and pay-now): one stable code
// each, with the words people see, in one place. The codes named before issue 24 (NOT_FOUND, VALIDATION_FAILED,
// PAYMENT_CARD_MISSING, INVOICE_NOT_PAYABLE, PURCHASE_NOT_SIGNED) are part of the API and never renamed; failures
// named since are namespaced (BILLING.*, from the domain's billing rules). A card the provider declines is not
// among them: it is an answer (transactionResult "failed", saved false) with the provider's words.
import type { PayNowErrorCode } from '@wysh/domain/billing/past-due';
import { refusal, type FieldError, type UserFailure } from '../../shared/user-error.ts';

export type PaymentsErrorCode =
  | 'NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'PAYMENT_CARD_MISSING'
  | 'INVOICE_NOT_PAYABLE'
  | 'PURCHASE_NOT_SIGNED'
  | 'ACH.ACCOUNT_STOPPED'
  | PayNowErrorCode;

export type PaymentsError<C extends PaymentsErrorCode = PaymentsErrorCode> = UserFailure<C>;

/** A field's failure: the same words at the form's level and on the field. */
const onField = <C extends PaymentsErrorCode>(code: C, field: string, message: string) =>
  refusal(code, message, [{ field, message } satisfies FieldError]);

export const invoiceNotFound = () => refusal('NOT_FOUND', "We couldn't find that invoice.");

/** No card to charge: the spec's words for a missing card (001 §8). */
export const cardMissing = () => refusal('PAYMENT_CARD_MISSING', 'Payment Card is undefined');

/** Not payable: its status, or (a reinstatement's) figures that no longer hold on the day it is paid. */
export const invoiceNotPayable = (message = 'This invoice can no longer be paid.') =>
  refusal('INVOICE_NOT_PAYABLE', message);

export const purchaseNotSigned = (unsigned: readonly string[]) =>
  onField(
    'PURCHASE_NOT_SIGNED',
    'acknowledgements',
    `Please agree to the ${unsigned.join(' and the ')} before paying.`,
  );

export const purchaseFlagWrong = (buying: boolean) =>
  onField(
    'VALIDATION_FAILED',
    'purchasePolicy',
    buying
      ? 'This invoice buys a policy: pay it with purchasePolicy true.'
      : 'This invoice is not a first premium: it buys no policy.',
  );

export const nameOnCardInvalid = () =>
  onField('VALIDATION_FAILED', 'nameOnCard', 'Enter the name on the card (at least 3 characters).');

/** The provider does not know the card the browser tokenised (an old token, or another account's). */
export const cardNotFound = () =>
  onField('VALIDATION_FAILED', 'paymentMethodToken', "We couldn't find that card. Please enter it again.");

export const onlyCards = () =>
  onField(
    'VALIDATION_FAILED',
    'source',
    'Only a card is added with a card token; a bank account is chosen by its linked account.',
  );

/** The card provider would not save the account bank-link handed over: the provider's words on the field. */
export const bankAccountRefused = (providerMessage: string) =>
  refusal('VALIDATION_FAILED', 'Your bank account could not be added. Please link it again.', [
    { field: 'plaidAccountId', message: providerMessage },
  ]);

/** A bank account is debited only with its owner's agreement to the current debit authorization (the purchase's words). */
export const debitAuthorizationMissing = () =>
  onField(
    'VALIDATION_FAILED',
    'debitAuthorization',
    'Agree to the debit authorization to pay from your bank account.',
  );

/** NACHA: the bank returned a debit with a code that stops debits from the account until another is chosen. */
export const accountStopped = (method: string, returnCode: string) =>
  refusal(
    'ACH.ACCOUNT_STOPPED',
    `Your bank returned a payment from your ${method} (${returnCode}), so we can't take payments from it any more. Please choose another way to pay.`,
  );

export const invoicesToPay = (count: number, most: number) =>
  onField(
    'VALIDATION_FAILED',
    'invoiceIds',
    count === 0 ? 'Choose the invoices to pay.' : `Pay at most ${most} invoices at a time.`,
  );

/** The domain's refusal of a pay-now (BILLING.FIRST_PREMIUM, BILLING.NOT_DUE), in its own words. */
export const payNowRefused = (error: { code: PayNowErrorCode; message: string }) =>
  onField(error.code, 'invoiceIds', error.message);

// How the app names the way premiums are paid (the billing page, its modals, the policyholder home) (spec 001 §3.5: "card brand and last 4, or bank name,
// account type and mask"): "Visa ending in 4242", or "First Platypus Bank Plaid Checking ••0000" (the
// account's own name when the bank gives one, else its type). And the retry modals' payload for either.
import type { TFunction } from 'i18next';
import { cardBrandName } from '@wysh/domain/payments/cards';
import type { PaymentRetryProps } from '../stores/modal';

function cardName(t: TFunction, card: { brand?: string | null; last4?: string | null }): string {
  return card.brand && card.last4
    ? t('billing.card.name', { brand: cardBrandName(card.brand), last4: card.last4 })
    : t('billing.card.onFile');
}

export type BankAccountWords = {
  bankName?: string | null;
  /** The account's own name at the bank ("Plaid Checking"). */
  accountName?: string | null;
  /** checking or savings. */
  accountType?: string | null;
  mask?: string | null;
};

export type NamedMethod = {
  source: string;
  name?: string | null;
  card?: { brand?: string | null; last4?: string | null } | null;
  bankAccount?: { bankName: string; accountType?: string | null; mask: string } | null;
};

export function accountTypeWord(t: TFunction, accountType: string | null | undefined): string | null {
  if (accountType === 'checking' || accountType === 'savings') return t(`billing.bank.type.${accountType}`);
  return null;
}

export function bankAccountName(t: TFunction, account: BankAccountWords): string {
  return t('billing.bank.name', {
    bank: account.bankName ?? t('billing.bank.fallbackBank'),
    account:
      account.accountName || accountTypeWord(t, account.accountType) || t('billing.bank.fallbackAccount'),
    mask: account.mask ?? '',
  });
}

/** The method's name; "card on file" when nothing better is known. */
export function methodName(t: TFunction, method: NamedMethod | null | undefined): string {
  if (method?.bankAccount)
    return bankAccountName(t, {
      bankName: method.bankAccount.bankName,
      accountName: method.name,
      accountType: method.bankAccount.accountType,
      mask: method.bankAccount.mask,
    });
  return cardName(t, method?.card ?? {});
}

/** What the retry modals are told about the method a payment went to (spec 001 §3.5 "Modal payloads"). */
export function retryPropsOf(method: NamedMethod | null | undefined): PaymentRetryProps {
  if (method?.bankAccount)
    return {
      source: 'bank_account',
      bankName: method.bankAccount.bankName,
      bankAccountType: method.bankAccount.accountType ?? null,
      bankAccountName: method.name ?? null,
      bankAccountMask: method.bankAccount.mask,
    };
  return {
    source: 'credit_card',
    cardType: method?.card?.brand ?? undefined,
    cardMask: method?.card?.last4 ?? undefined,
  };
}

/** The method named in a retry modal, from its payload. */
export function retryMethodName(t: TFunction, props: PaymentRetryProps): string {
  if (props.source === 'bank_account')
    return bankAccountName(t, {
      bankName: props.bankName,
      accountName: props.bankAccountName,
      accountType: props.bankAccountType,
      mask: props.bankAccountMask,
    });
  return cardName(t, { brand: props.cardType, last4: props.cardMask });
}

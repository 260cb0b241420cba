// What the sandbox's institutions and accounts are (shared/reference/test-cards.md "Bank linking"): five
// institutions, the credentials user_good / pass_good, the second factor 1234, and per Item two deposit accounts,
// "Plaid Checking" (0000) and "Plaid Saving" (1111), with fixed balances, and three loans (a mortgage, a student
// loan and an auto loan) whose balances fall with the sandbox clock (sandbox-loan-balances.ts). The account and
// routing numbers are the provider sandbox's published test numbers, derived here when /auth/get asks and never
// stored.

export const SANDBOX_INSTITUTIONS = [
  { institutionId: 'ins_109508', name: 'First Platypus Bank' },
  { institutionId: 'ins_109509', name: 'First Gingham Credit Union' },
  { institutionId: 'ins_109510', name: 'Tattersall Federal Credit Union' },
  { institutionId: 'ins_109511', name: 'Tartan Bank' },
  { institutionId: 'ins_109512', name: 'Houndstooth Bank' },
] as const;

export const SANDBOX_CREDENTIALS = { username: 'user_good', password: 'pass_good', mfaCode: '1234' };

/** The account holder's name when the link token names none (the provider sandbox's own). */
export const DEFAULT_OWNER_NAME = 'Alberta Bobbeth Charleson';

export type SandboxDepositKind = 'checking' | 'savings';
export type SandboxLoanKind = 'mortgage' | 'student' | 'auto';
export type SandboxAccountKind = SandboxDepositKind | SandboxLoanKind;

/** Every Item's accounts, in the order Link lists them. */
export const SANDBOX_ACCOUNT_KINDS: readonly SandboxAccountKind[] = [
  'checking',
  'savings',
  'mortgage',
  'student',
  'auto',
];

export const isLoanKind = (kind: SandboxAccountKind): kind is SandboxLoanKind =>
  kind === 'mortgage' || kind === 'student' || kind === 'auto';

export const SANDBOX_ACCOUNTS: Record<
  SandboxDepositKind,
  {
    name: string;
    officialName: string;
    mask: string;
    type: 'depository';
    subtype: SandboxDepositKind;
    /** Dollars, as the provider answers them. */
    balances: { available: number; current: number };
    account: string;
  }
> = {
  checking: {
    name: 'Plaid Checking',
    officialName: 'Plaid Gold Standard 0% Interest Checking',
    mask: '0000',
    type: 'depository',
    subtype: 'checking',
    balances: { available: 100, current: 110 },
    account: '1111222233330000',
  },
  savings: {
    name: 'Plaid Saving',
    officialName: 'Plaid Silver Standard 0.1% Interest Saving',
    mask: '1111',
    type: 'depository',
    subtype: 'savings',
    balances: { available: 200, current: 210 },
    account: '1111222233331111',
  },
};

/**
 * The loans: what the provider's sandbox calls them, and their amortisation (whole cents): the balance on the
 * opening date, then a fixed payment taken on the 1st of every later month (UTC) until nothing is owed.
 */
export const SANDBOX_LOANS: Record<
  SandboxLoanKind,
  {
    name: string;
    officialName: string;
    mask: string;
    type: 'loan';
    subtype: SandboxLoanKind;
    openingBalanceCents: number;
    monthlyPaymentCents: number;
  }
> = {
  mortgage: {
    name: 'Plaid Mortgage',
    officialName: 'Plaid 30 Year Fixed Rate Mortgage',
    mask: '8888',
    type: 'loan',
    subtype: 'mortgage',
    openingBalanceCents: 250_000_00,
    monthlyPaymentCents: 1_250_00,
  },
  student: {
    name: 'Plaid Student Loan',
    officialName: 'Plaid Private Student Loan',
    mask: '7777',
    type: 'loan',
    subtype: 'student',
    openingBalanceCents: 35_000_00,
    monthlyPaymentCents: 350_00,
  },
  auto: {
    name: 'Plaid Auto Loan',
    officialName: 'Plaid 60 Month Auto Loan',
    mask: '6666',
    type: 'loan',
    subtype: 'auto',
    openingBalanceCents: 25_000_00,
    monthlyPaymentCents: 500_00,
  },
};

/** The day every sandbox loan was opened: the balances count their payments from here. */
export const SANDBOX_LOANS_OPENED_ON = { year: 2024, month: 1 };

/** What a sandbox account shows of itself (Link, /accounts/get): name, mask, type and subtype. */
export function sandboxAccountFacts(kind: SandboxAccountKind) {
  const account = isLoanKind(kind) ? SANDBOX_LOANS[kind] : SANDBOX_ACCOUNTS[kind];
  const { name, officialName, mask, type, subtype } = account;
  return { name, officialName, mask, type, subtype };
}

/** The routing number every sandbox account answers (the provider sandbox's). */
export const SANDBOX_ROUTING_NUMBER = '011401533';
export const SANDBOX_WIRE_ROUTING_NUMBER = '021000021';

export const institutionById = (institutionId: string) =>
  SANDBOX_INSTITUTIONS.find((institution) => institution.institutionId === institutionId);

/** An owner whose debits fail at settlement with R01 (test-cards.md): the name contains INSUFFICIENT. */
export const isInsufficientOwner = (ownerName: string) => /insufficient/i.test(ownerName);

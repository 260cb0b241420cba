// What the sandbox's institutions and accounts are (shared/reference/test-cards.md "Bank linking"): five
// institutions, the credentials user_good / pass_good, the second factor 1234, and two accounts per Item,
// "Plaid Checking" (0000) and "Plaid Saving" (1111), with balances. The account and routing numbers are the
// provider sandbox's published test numbers, derived here when /auth/get asks and never stored.

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

export type SandboxAccountKind = 'checking' | 'savings';

export const SANDBOX_ACCOUNTS: Record<
  SandboxAccountKind,
  {
    name: string;
    officialName: string;
    mask: string;
    type: 'depository';
    subtype: SandboxAccountKind;
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

/** The routing number every sandbox account answers (the provider sandbox's). */
export const SANDBOX_ROUTING_NUMBER = '011401533';
export const SANDBOX_WIRE_ROUTING_NUMBER = '021000021';

export const institutionById = (institutionId: string) =>
  SANDBOX_INSTITUTIONS.find((institution) => institution.institutionId === institutionId);

/** An owner whose debits fail at settlement with R01 (test-cards.md): the name contains INSUFFICIENT. */
export const isInsufficientOwner = (ownerName: string) => /insufficient/i.test(ownerName);

// The published Wyshes catalogue: categories and the wyshes in each, in the product's own words. Amounts here are
// whole dollars; the seed stores cents. Changing a text or an amount here changes it on the next start.

export type RecipientType = 'institution' | 'company' | 'individual';

export type CatalogueWysh = {
  slug: string;
  defaultName: string;
  description: string;
  prompt: string;
  guidance: string;
  defaultAmount: number | null;
  amountPrompt: string;
  amountGuidance: string;
  amountPlaceholder: string;
  recipientType: RecipientType;
  monitorable: boolean;
  termable: boolean;
  suggestions: Array<{ title: string; amount: number }>;
};

export type CatalogueCategory = {
  slug: string;
  name: string;
  prompt: string;
  description: string;
  listDescription: string;
  color: string;
  wyshes: CatalogueWysh[];
};

const wysh = (
  fields: Omit<CatalogueWysh, 'monitorable' | 'termable' | 'recipientType'> &
    Partial<Pick<CatalogueWysh, 'monitorable' | 'termable' | 'recipientType'>>,
): CatalogueWysh => ({ monitorable: false, termable: false, recipientType: 'individual', ...fields });

export const catalogue: CatalogueCategory[] = [
  {
    slug: 'home',
    name: 'Home',
    prompt: 'Keep the roof over their heads.',
    description: 'Make sure the people you love can stay in the home you share.',
    listDescription: 'Mortgage, rent and the upkeep of a home',
    color: '#2f6fdf',
    wyshes: [
      wysh({
        slug: 'mortgage',
        defaultName: 'Mortgage',
        description: 'Pay off the rest of the mortgage so your home stays theirs.',
        prompt: 'Want your family to keep the house?',
        guidance: 'Most people cover what is left on the loan, so the payments stop with you.',
        defaultAmount: 250_000,
        amountPrompt: 'How much is left on your mortgage?',
        amountGuidance: 'Check your latest statement for the payoff amount.',
        amountPlaceholder: '$250,000',
        recipientType: 'institution',
        monitorable: true,
        termable: true,
        suggestions: [
          { title: '$150K', amount: 150_000 },
          { title: '$250K', amount: 250_000 },
          { title: '$400K', amount: 400_000 },
        ],
      }),
      wysh({
        slug: 'rent',
        defaultName: 'Rent',
        description: 'A few years of rent while your family finds its feet.',
        prompt: 'Give them time before they have to move?',
        guidance: 'Multiply your monthly rent by the number of months you want covered.',
        defaultAmount: 36_000,
        amountPrompt: 'How much rent would you like to cover?',
        amountGuidance: 'Two or three years of rent is a common choice.',
        amountPlaceholder: '$36,000',
        recipientType: 'company',
        suggestions: [
          { title: '1 year', amount: 18_000 },
          { title: '2 years', amount: 36_000 },
          { title: '3 years', amount: 54_000 },
        ],
      }),
      wysh({
        slug: 'home-repairs',
        defaultName: 'Home repairs',
        description: 'A cushion for the roof, the boiler and everything else a house needs.',
        prompt: 'Leave a fund for the things that break?',
        guidance: 'About 1% of the value of the home each year is a good rule of thumb.',
        defaultAmount: 20_000,
        amountPrompt: 'How much would you set aside for repairs?',
        amountGuidance: 'Think of the bigger jobs coming up in the next few years.',
        amountPlaceholder: '$20,000',
        suggestions: [
          { title: '$10K', amount: 10_000 },
          { title: '$20K', amount: 20_000 },
          { title: '$40K', amount: 40_000 },
        ],
      }),
    ],
  },
  {
    slug: 'family',
    name: 'Family',
    prompt: 'Look after the people who count on you.',
    description: 'Childcare, school and the everyday costs of raising a family.',
    listDescription: 'Childcare, college and everyday family costs',
    color: '#d4497a',
    wyshes: [
      wysh({
        slug: 'childcare',
        defaultName: 'Childcare',
        description: 'Daycare, a nanny or after-school care until the kids are older.',
        prompt: 'Make sure the kids are looked after?',
        guidance: 'Multiply the yearly cost of care by the years until your youngest starts school.',
        defaultAmount: 60_000,
        amountPrompt: 'How much childcare would you like to cover?',
        amountGuidance: 'Full-time daycare often costs $10,000 to $20,000 a year.',
        amountPlaceholder: '$60,000',
        termable: true,
        suggestions: [
          { title: '$30K', amount: 30_000 },
          { title: '$60K', amount: 60_000 },
          { title: '$100K', amount: 100_000 },
        ],
      }),
      wysh({
        slug: 'kids-college',
        defaultName: "Kids' college",
        description: 'Tuition, books and a place to live for each child.',
        prompt: 'Help them get a degree without the debt?',
        guidance: 'Four years at a public college is about $100,000 with room and board.',
        defaultAmount: 100_000,
        amountPrompt: 'How much would you like to put towards college?',
        amountGuidance: 'Add up an amount for each child.',
        amountPlaceholder: '$100,000',
        recipientType: 'institution',
        termable: true,
        suggestions: [
          { title: 'Community college', amount: 20_000 },
          { title: 'Public college', amount: 100_000 },
          { title: 'Private college', amount: 220_000 },
        ],
      }),
      wysh({
        slug: 'family-expenses',
        defaultName: 'Everyday family costs',
        description: 'Groceries, bills and activities, so daily life goes on as it did.',
        prompt: 'Keep daily life going as it does now?',
        guidance: 'A year or two of household spending gives a family time to adjust.',
        defaultAmount: 50_000,
        amountPrompt: 'How much would you like to leave for everyday costs?',
        amountGuidance: 'Look at what your household spends in a typical month.',
        amountPlaceholder: '$50,000',
        suggestions: [
          { title: '$25K', amount: 25_000 },
          { title: '$50K', amount: 50_000 },
          { title: '$100K', amount: 100_000 },
        ],
      }),
    ],
  },
  {
    slug: 'debts',
    name: 'Debts',
    prompt: "Don't leave anyone a bill.",
    description: 'Clear the loans and balances so nobody inherits them.',
    listDescription: 'Car loans, student loans, credit cards and medical bills',
    color: '#e07a1f',
    wyshes: [
      wysh({
        slug: 'car-loan',
        defaultName: 'Car loan',
        description: 'Pay off the car so it stays in the family, free and clear.',
        prompt: 'Keep the car without the payments?',
        guidance: 'Cover the payoff amount on your loan.',
        defaultAmount: 25_000,
        amountPrompt: 'How much is left on your car loan?',
        amountGuidance: 'Your lender can tell you the payoff amount.',
        amountPlaceholder: '$25,000',
        recipientType: 'institution',
        monitorable: true,
        termable: true,
        suggestions: [
          { title: '$10K', amount: 10_000 },
          { title: '$25K', amount: 25_000 },
          { title: '$40K', amount: 40_000 },
        ],
      }),
      wysh({
        slug: 'student-loans',
        defaultName: 'Student loans',
        description: 'Private student loans can pass to a co-signer. Clear them.',
        prompt: 'Make sure no co-signer is left with your loans?',
        guidance: 'Federal loans are usually forgiven at death; private loans often are not.',
        defaultAmount: 35_000,
        amountPrompt: 'How much do you owe on student loans?',
        amountGuidance: 'Count the private loans first.',
        amountPlaceholder: '$35,000',
        recipientType: 'institution',
        monitorable: true,
        suggestions: [
          { title: '$15K', amount: 15_000 },
          { title: '$35K', amount: 35_000 },
          { title: '$70K', amount: 70_000 },
        ],
      }),
      wysh({
        slug: 'credit-cards',
        defaultName: 'Credit cards',
        description: 'Settle the balances on your cards.',
        prompt: 'Wipe the card balances clean?',
        guidance: 'Add up the balances on all your cards.',
        defaultAmount: 8_000,
        amountPrompt: 'How much do you owe on your cards?',
        amountGuidance: 'Use the balances from your latest statements.',
        amountPlaceholder: '$8,000',
        recipientType: 'institution',
        monitorable: true,
        suggestions: [
          { title: '$5K', amount: 5_000 },
          { title: '$10K', amount: 10_000 },
          { title: '$20K', amount: 20_000 },
        ],
      }),
      wysh({
        slug: 'medical-bills',
        defaultName: 'Medical bills',
        description: 'Hospital and doctor bills that are still to be paid.',
        prompt: 'Cover the medical bills that are left?',
        guidance: 'Include what your insurance will not pay.',
        defaultAmount: 10_000,
        amountPrompt: 'How much would you set aside for medical bills?',
        amountGuidance: 'Your out-of-pocket maximum is a good place to start.',
        amountPlaceholder: '$10,000',
        recipientType: 'company',
        suggestions: [
          { title: '$5K', amount: 5_000 },
          { title: '$10K', amount: 10_000 },
          { title: '$25K', amount: 25_000 },
        ],
      }),
    ],
  },
  {
    slug: 'final-expenses',
    name: 'Final expenses',
    prompt: 'Take care of the goodbye.',
    description: 'The costs that come at the end, so your family can grieve without worry.',
    listDescription: 'Funeral costs and legal fees',
    color: '#6b5bd6',
    wyshes: [
      wysh({
        slug: 'funeral-costs',
        defaultName: 'Funeral costs',
        description: 'A service, a burial or cremation, and a gathering for the people you love.',
        prompt: 'Spare your family the cost of the funeral?',
        guidance: 'A funeral in the US usually costs between $8,000 and $15,000.',
        defaultAmount: 12_000,
        amountPrompt: 'How much would you like to leave for the funeral?',
        amountGuidance: 'Include the service, the plot or urn and a reception.',
        amountPlaceholder: '$12,000',
        recipientType: 'company',
        suggestions: [
          { title: 'Simple', amount: 8_000 },
          { title: 'Traditional', amount: 12_000 },
          { title: 'Celebration', amount: 20_000 },
        ],
      }),
      wysh({
        slug: 'legal-fees',
        defaultName: 'Estate and legal fees',
        description: 'Probate, lawyers and the paperwork of settling an estate.',
        prompt: 'Pay for settling your affairs?',
        guidance: 'Settling an estate often costs a few thousand dollars.',
        defaultAmount: 5_000,
        amountPrompt: 'How much would you set aside for legal fees?',
        amountGuidance: 'More if you own property in more than one state.',
        amountPlaceholder: '$5,000',
        recipientType: 'company',
        suggestions: [
          { title: '$3K', amount: 3_000 },
          { title: '$5K', amount: 5_000 },
          { title: '$10K', amount: 10_000 },
        ],
      }),
    ],
  },
  {
    slug: 'income',
    name: 'Income',
    prompt: 'Replace what you bring home.',
    description: 'Money to live on while your family adjusts.',
    listDescription: 'Income replacement, an emergency fund and savings',
    color: '#1f9d74',
    wyshes: [
      wysh({
        slug: 'income-replacement',
        defaultName: 'Income replacement',
        description: 'Your pay, for the years your family would count on it.',
        prompt: 'Replace your income for a while?',
        guidance: 'Many people choose five to ten times their yearly income.',
        defaultAmount: 250_000,
        amountPrompt: 'How much of your income would you like to replace?',
        amountGuidance: 'Multiply your take-home pay by the years you want covered.',
        amountPlaceholder: '$250,000',
        termable: true,
        suggestions: [
          { title: '3 years', amount: 150_000 },
          { title: '5 years', amount: 250_000 },
          { title: '10 years', amount: 500_000 },
        ],
      }),
      wysh({
        slug: 'emergency-fund',
        defaultName: 'Emergency fund',
        description: 'A safety net for the surprises life still brings.',
        prompt: 'Leave a rainy-day fund?',
        guidance: 'Three to six months of expenses is the usual advice.',
        defaultAmount: 20_000,
        amountPrompt: 'How big a safety net would you like to leave?',
        amountGuidance: 'Think of a few months of household costs.',
        amountPlaceholder: '$20,000',
        suggestions: [
          { title: '$10K', amount: 10_000 },
          { title: '$20K', amount: 20_000 },
          { title: '$30K', amount: 30_000 },
        ],
      }),
      wysh({
        slug: 'retirement',
        defaultName: "Partner's retirement",
        description: 'Keep your partner on track for the retirement you planned together.',
        prompt: 'Keep your retirement plans on track?',
        guidance: 'Cover what you would have saved together until retirement.',
        defaultAmount: 100_000,
        amountPrompt: 'How much would you add to their retirement?',
        amountGuidance: 'Your yearly savings times the years to retirement.',
        amountPlaceholder: '$100,000',
        suggestions: [
          { title: '$50K', amount: 50_000 },
          { title: '$100K', amount: 100_000 },
          { title: '$200K', amount: 200_000 },
        ],
      }),
    ],
  },
  {
    slug: 'giving',
    name: 'Giving',
    prompt: 'Leave something for the causes you love.',
    description: 'Gifts to the charities and communities that matter to you.',
    listDescription: 'Charities and your community',
    color: '#c23b3b',
    wyshes: [
      wysh({
        slug: 'charity',
        defaultName: 'Charity',
        description: 'A gift to a cause you believe in.',
        prompt: 'Leave a gift to a cause you care about?',
        guidance: 'Any amount helps; choose what feels right.',
        defaultAmount: 10_000,
        amountPrompt: 'How much would you like to give?',
        amountGuidance: 'You can name the charity later.',
        amountPlaceholder: '$10,000',
        recipientType: 'company',
        suggestions: [
          { title: '$5K', amount: 5_000 },
          { title: '$10K', amount: 10_000 },
          { title: '$25K', amount: 25_000 },
        ],
      }),
      wysh({
        slug: 'community',
        defaultName: 'Place of worship or club',
        description: 'Support the community that supported you.',
        prompt: 'Give back to your community?',
        guidance: 'A church, a team, a school or a club: any group you belong to.',
        defaultAmount: 5_000,
        amountPrompt: 'How much would you like to give?',
        amountGuidance: 'You can name the group later.',
        amountPlaceholder: '$5,000',
        recipientType: 'company',
        suggestions: [
          { title: '$1K', amount: 1_000 },
          { title: '$5K', amount: 5_000 },
          { title: '$10K', amount: 10_000 },
        ],
      }),
    ],
  },
  {
    slug: 'more',
    name: 'Pets and more',
    prompt: 'Everyone else you look after.',
    description: 'Pets, parents and the plans that are yours alone.',
    listDescription: 'Pets, parents and something special',
    color: '#8a6d1f',
    wyshes: [
      wysh({
        slug: 'pets',
        defaultName: 'Pets',
        description: 'Food, vet visits and a loving home for your pets.',
        prompt: 'Make sure your pets are cared for?',
        guidance: 'A dog or cat costs about $1,500 to $3,000 a year.',
        defaultAmount: 15_000,
        amountPrompt: 'How much would you leave for your pets?',
        amountGuidance: 'Yearly cost times the years they have ahead.',
        amountPlaceholder: '$15,000',
        suggestions: [
          { title: '$5K', amount: 5_000 },
          { title: '$15K', amount: 15_000 },
          { title: '$30K', amount: 30_000 },
        ],
      }),
      wysh({
        slug: 'parent-care',
        defaultName: 'Care for a parent',
        description: 'Help for a parent who relies on you.',
        prompt: 'Keep helping a parent who counts on you?',
        guidance: 'Add up what you give each year, times the years you want covered.',
        defaultAmount: 50_000,
        amountPrompt: 'How much would you leave for their care?',
        amountGuidance: 'Include home help, care and everyday support.',
        amountPlaceholder: '$50,000',
        termable: true,
        suggestions: [
          { title: '$25K', amount: 25_000 },
          { title: '$50K', amount: 50_000 },
          { title: '$100K', amount: 100_000 },
        ],
      }),
      wysh({
        slug: 'something-special',
        defaultName: 'Something special',
        description: 'A trip, a wedding, a first car: a last gift that is yours to name.',
        prompt: 'Leave a gift that is just from you?',
        guidance: 'Name it and choose any amount.',
        defaultAmount: 10_000,
        amountPrompt: 'How much would you like to leave?',
        amountGuidance: 'You can rename it on your list.',
        amountPlaceholder: '$10,000',
        suggestions: [
          { title: '$5K', amount: 5_000 },
          { title: '$10K', amount: 10_000 },
          { title: '$25K', amount: 25_000 },
        ],
      }),
    ],
  },
];

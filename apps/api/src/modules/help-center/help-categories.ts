// The help centre's categories, in the order /help lists them. A constant list (like the document categories):
// a category arrives with a release, and the start refuses an article whose `category:` is not listed here.

export type HelpCategory = { slug: string; name: string };

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  { slug: 'premiums-and-billing', name: 'Premiums and billing' },
  { slug: 'your-policy', name: 'Your policy' },
  { slug: 'applying-for-cover', name: 'Applying for cover' },
  { slug: 'beneficiaries-and-claims', name: 'Beneficiaries and claims' },
  { slug: 'contact', name: 'Contact us' },
];

export function helpCategory(slug: string): HelpCategory | undefined {
  return HELP_CATEGORIES.find((category) => category.slug === slug);
}

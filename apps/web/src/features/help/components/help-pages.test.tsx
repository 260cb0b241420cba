import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerLater } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';

const billing = {
  id: 'a1',
  slug: 'billing-and-grace-period',
  title: 'When your payment is due',
  summary: 'Your premium is charged monthly.',
  category: { slug: 'premiums-and-billing', name: 'Premiums and billing' },
};
const cancelling = {
  id: 'a2',
  slug: 'cancelling-your-policy',
  title: 'Cancelling your policy',
  summary: 'You can cancel at any time.',
  category: { slug: 'your-policy', name: 'Your policy' },
};

const listed = (article: typeof billing) => ({ article, snippet: [], matchedAllWords: true });

describe('the help centre page', () => {
  it('lists every article under its category before a search', async () => {
    answer('HelpArticles', () => ({ helpArticles: [listed(billing), listed(cancelling)] }));
    renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help center' })).toBeInTheDocument();
    const billingTopic = await screen.findByRole('region', { name: 'Premiums and billing' });
    expect(within(billingTopic).getByRole('link', { name: 'When your payment is due' })).toHaveAttribute(
      'href',
      '/help/billing-and-grace-period',
    );
    expect(screen.getByRole('region', { name: 'Your policy' })).toBeInTheDocument();
  });

  it('searches from the box, shows the snippets with the words found marked, and says how many', async () => {
    const calls = answer('HelpArticles', ({ search }) => ({
      helpArticles:
        search === null
          ? [listed(billing)]
          : [
              {
                article: billing,
                snippet: [
                  { text: 'Your next ', highlighted: false },
                  { text: 'payment', highlighted: true },
                  { text: ' is due monthly', highlighted: false },
                ],
                matchedAllWords: true,
              },
            ],
    }));
    const { user } = renderApp('/help');
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search the help center' }),
      'payment due{Enter}',
    );

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Results for “payment due”' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 article found')).toBeInTheDocument();
    expect(screen.getByText('payment', { selector: 'mark' })).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ search: 'payment due' });
  });

  it('says when nothing matched, and offers the topics', async () => {
    answer('HelpArticles', () => ({ helpArticles: [] }));
    renderApp('/help?q=zeppelin');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No articles match “zeppelin”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BROWSE ALL TOPICS' })).toHaveAttribute('href', '/help');
    expect(screen.getAllByRole('link', { name: 'CONTACT SUPPORT' })[0]).toHaveAttribute(
      'href',
      '/customer-support',
    );
  });

  it('shows that it is searching while the answer is on its way', async () => {
    let arrive!: () => void;
    answerLater('HelpArticles', new Promise<void>((done) => (arrive = done)), { helpArticles: [] });
    renderApp('/help?q=grace');
    expect(await screen.findByText('Searching the help center')).toBeInTheDocument();
    arrive();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No articles match “grace”' }),
    ).toBeInTheDocument();
  });
});

describe('an article page', () => {
  it('renders the article from Markdown as elements, never as HTML, with its date and related links', async () => {
    answer('HelpArticle', () => ({
      helpArticle: {
        id: 'a1',
        slug: 'free-look',
        title: 'Your 10-day free look',
        updatedOn: '2026-11-27',
        body: 'Lead <img src=x onerror=alert(1)>.\n\n## How long\n\n- **10 days** from delivery.\n\nSee [Cancelling](/help/cancelling-your-policy).',
        category: { slug: 'your-policy', name: 'Your policy' },
        related: [{ slug: 'cancelling-your-policy', title: 'Cancelling your policy' }],
      },
    }));
    renderApp('/help/free-look');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your 10-day free look' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Updated Nov 27, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How long' })).toBeInTheDocument();
    expect(screen.getByText('10 days', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Lead <img src=x onerror=alert(1)>.')).toBeInTheDocument();
    expect(document.querySelector('article img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancelling' })).toHaveAttribute(
      'href',
      '/help/cancelling-your-policy',
    );
    const related = screen.getByRole('navigation', { name: 'Related articles' });
    expect(within(related).getByRole('link', { name: 'Cancelling your policy' })).toBeInTheDocument();
  });

  it('says when there is no such article', async () => {
    answer('HelpArticle', () => ({ helpArticle: null }));
    renderApp('/help/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that article" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO THE HELP CENTER' })).toHaveAttribute('href', '/help');
  });
});

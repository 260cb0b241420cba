// The coverage pages in the browser: a visitor's partial preview from what this browser keeps (the estimate priced
// again by previewEstimate), and the signed-in person's recommendation in each standing.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';
import { useVisitorList } from '../../../shared/stores/visitor-wyshes';

const pricing = (amount: number, monthlyPremium: number) => ({
  amount,
  termDuration: 20,
  monthlyPremium,
  annualPremium: monthlyPremium * 11,
  allocationsCoveredPercentage: 0,
  breakdown: { rateClass: 'preferred' },
});

function serveAccount(cover: number | null, wyshes: number[]) {
  answer('CoveragePreview', () => ({
    latestEstimate:
      cover === null
        ? null
        : { id: 'e-1', amount: cover, termDuration: 20, monthlyPremium: 2373, __typename: 'Estimate' },
    wyshAllocations: wyshes.map((amount, index) => ({ id: `a-${index}`, name: `Wysh ${index}`, amount })),
  }));
}

beforeEach(() => {
  localStorage.clear();
  useVisitorList.setState({ items: [] });
});

describe('the coverage preview', () => {
  it("shows a visitor their browser's list beside their estimate, priced again", async () => {
    useVisitorList.setState({
      items: [{ id: 'v-1', wyshId: 'w', slug: 'rent', name: 'Rent', amount: 30_000_000 }],
    });
    localStorage.setItem(
      'wysh.visitor-estimate',
      JSON.stringify({
        birthdate: '1990-06-15',
        sex: 'male',
        tobacco: true,
        amount: 30_000_000,
        termDuration: 15,
      }),
    );
    const calls = answer('InstantEstimate', () => ({
      previewEstimate: { pricing: pricing(30_000_000, 4410), error: null },
    }));
    renderApp('/coverage-preview');
    expect(await screen.findByText('Your coverage pays for 100% of your wyshes.')).toBeInTheDocument();
    expect(screen.getByText('$44.10')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      input: { birthdate: '1990-06-15', sex: 'male', tobacco: true, amount: 30_000_000, termDuration: 15 },
    });
    expect(screen.queryByRole('link', { name: 'SEE RECOMMENDATIONS' })).not.toBeInTheDocument();
  });

  it('says when there is neither an estimate nor a wysh', async () => {
    renderApp('/coverage-preview');
    expect(await screen.findByRole('heading', { name: 'No estimate yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ADD WYSHES' })).toHaveAttribute('href', '/wysh-builder/list');
    expect(screen.getByRole('link', { name: 'START APPLICATION' })).toHaveAttribute(
      'href',
      '/fulfillment/start',
    );
  });
});

describe('the recommendations', () => {
  beforeEach(() => signInAs('identified'));

  it('under 100%: the cover that reaches it, priced by adjustEstimate', async () => {
    serveAccount(50_000_000, [40_000_000, 22_000_000]);
    const calls = answer('RecommendedCoverPrice', () => ({
      adjustEstimate: {
        pricing: { amount: 65_000_000, monthlyPremium: 2921, allocationsCoveredPercentage: 100 },
        error: null,
      },
    }));
    renderApp('/recommendations');
    expect(await screen.findByText('$29.21 per month')).toBeInTheDocument();
    expect(screen.getByText(/Increase your coverage to \$650,000/)).toBeInTheDocument();
    expect(calls[0]).toEqual({ id: 'e-1', termDuration: 20, amount: 65_000_000 });
    expect(screen.getByRole('link', { name: 'INCREASE MY COVERAGE' })).toHaveAttribute(
      'href',
      '/edit-coverage/estimate?amount=65000000',
    );
  });

  it('over 100%: review the wyshes or reduce cover', async () => {
    serveAccount(50_000_000, [20_000_000]);
    renderApp('/recommendations');
    expect(
      await screen.findByRole('heading', { name: 'Your coverage pays for more than your wyshes' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your coverage pays for 250% of your wyshes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'REVIEW MY WYSHES' })).toHaveAttribute(
      'href',
      '/wysh-builder/list',
    );
    expect(screen.getByRole('link', { name: 'REDUCE MY COVERAGE' })).toHaveAttribute(
      'href',
      '/edit-coverage/estimate',
    );
  });

  it("at 100%: they're covered", async () => {
    serveAccount(50_000_000, [50_000_000]);
    renderApp('/recommendations');
    expect(await screen.findByRole('heading', { name: "You're covered!" })).toBeInTheDocument();
  });
});

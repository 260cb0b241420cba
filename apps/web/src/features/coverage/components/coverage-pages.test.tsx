// The coverage pages in the browser: a visitor's partial preview from what this browser keeps (the estimate priced
// again by previewEstimate), and the signed-in person's recommendation in each standing.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer } from '../../../testing/graphql';
import { renderApp } from '../../../testing/render-app';
import { useVisitorList } from '../../../shared/stores/visitor-wyshes';
import {
  parseVisitorEstimate,
  useVisitorEstimate,
  VISITOR_ESTIMATE_KEY,
} from '../../../shared/stores/visitor-estimate';

/** What the store reads from this browser when the app starts. */
const reloadVisitorEstimate = () =>
  useVisitorEstimate.setState({ estimate: parseVisitorEstimate(localStorage.getItem(VISITOR_ESTIMATE_KEY)) });

const pricing = (amount: number, monthlyPremium: number) => ({
  amount,
  termDuration: 20,
  monthlyPremium,
  annualPremium: monthlyPremium * 11,
  allocationsCoveredPercentage: 0,
  breakdown: { rateClass: 'preferred' },
});

function serveAccount(cover: number | null, wyshes: number[], policyCover: number | null = null) {
  answer('CoveragePreview', () => ({
    latestEstimate:
      cover === null
        ? null
        : { id: 'e-1', amount: cover, termDuration: 20, monthlyPremium: 2373, __typename: 'Estimate' },
    wyshAllocations: wyshes.map((amount, index) => ({ id: `a-${index}`, name: `Wysh ${index}`, amount })),
    userPolicy: policyCover === null ? null : { id: 'p-1', status: 'active', amount: policyCover },
  }));
}

beforeEach(() => {
  localStorage.clear();
  useVisitorList.setState({ items: [] });
  useVisitorEstimate.setState({ estimate: null });
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
    reloadVisitorEstimate();
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

  it('shows the estimate a visitor saw without touching a slider: $500,000 for 20 years, 66% of $750,000', async () => {
    useVisitorList.setState({
      items: [{ id: 'v-1', wyshId: 'w', slug: 'rent', name: 'Rent', amount: 75_000_000 }],
    });
    // Kept by an earlier version as the answers alone: the sliders' first choice is the estimate.
    localStorage.setItem(
      VISITOR_ESTIMATE_KEY,
      JSON.stringify({
        birthdate: '1990-06-15',
        sex: 'female',
        tobacco: false,
        amount: null,
        termDuration: null,
      }),
    );
    reloadVisitorEstimate();
    const calls = answer('InstantEstimate', () => ({
      previewEstimate: { pricing: pricing(50_000_000, 1926), error: null },
    }));
    renderApp('/coverage-preview');
    expect(await screen.findByText('Your coverage pays for 66% of your wyshes.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No estimate yet' })).not.toBeInTheDocument();
    expect(calls[0]).toEqual({
      input: { birthdate: '1990-06-15', sex: 'female', tobacco: false, amount: 50_000_000, termDuration: 20 },
    });
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

  it("a policyholder's standing is their policy's cover: reduced or raised in the policy editor", async () => {
    // The estimate they bought from said $500,000; the policy now has $250,000 and their wyshes total $200,000.
    serveAccount(50_000_000, [20_000_000], 25_000_000);
    renderApp('/recommendations');
    expect(await screen.findByText('Your coverage pays for 125% of your wyshes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'REDUCE MY COVERAGE' })).toHaveAttribute(
      'href',
      '/edit-coverage/policy',
    );
  });

  it('a policyholder under 100%: more cover goes through the policy editor, with no price promised', async () => {
    serveAccount(50_000_000, [40_000_000, 22_000_000], 50_000_000);
    const calls = answer('RecommendedCoverPrice', () => ({ adjustEstimate: { pricing: null, error: null } }));
    renderApp('/recommendations');
    expect(await screen.findByText(/Increase your coverage to \$650,000/)).toBeInTheDocument();
    expect(screen.getByText(/a few questions about your health first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INCREASE MY COVERAGE' })).toHaveAttribute(
      'href',
      '/edit-coverage/policy',
    );
    expect(calls).toEqual([]);
  });

  it("at 100%: they're covered", async () => {
    serveAccount(50_000_000, [50_000_000]);
    renderApp('/recommendations');
    expect(await screen.findByRole('heading', { name: "You're covered!" })).toBeInTheDocument();
  });
});

// The builder in the browser: a visitor's list (kept in localStorage), AddWyshModal's chips, the drawer's count
// and total, CONTINUE and NoWyshesAdded; a signed-in person's list comes from the API.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../../testing/auth';
import { answer } from '../../../testing/graphql';
import { flushTracking } from '../../../shared/analytics/track';
import { renderApp } from '../../../testing/render-app';
import { useVisitorList, VISITOR_WYSHES_KEY } from '../../../shared/stores/visitor-wyshes';
import { useVisitorEstimate } from '../../../shared/stores/visitor-estimate';

const chip = (id: string, title: string, amount: number, order: number) => ({
  id,
  title,
  amount,
  enabled: true,
  order,
});

const mortgage = {
  id: 'w-mortgage',
  slug: 'mortgage',
  defaultName: 'Mortgage',
  description: 'Pay off the rest of the mortgage so your home stays theirs.',
  prompt: 'Want your family to keep the house?',
  guidance: 'Most people cover what is left on the loan.',
  defaultAmount: 25_000_000,
  amountPrompt: 'How much is left on your mortgage?',
  amountGuidance: 'Check your latest statement.',
  amountPlaceholder: '$250,000',
  icons: [],
  wyshSuggestions: [chip('c1', '$150K', 15_000_000, 1), chip('c2', '$250K', 25_000_000, 2)],
};
const pets = {
  ...mortgage,
  id: 'w-pets',
  slug: 'pets',
  defaultName: 'Pets',
  description: 'Food, vet visits and a loving home for your pets.',
  amountPrompt: 'How much would you leave for your pets?',
  wyshSuggestions: [],
};

function serveCatalogue() {
  answer('WyshCatalogue', () => ({
    wyshCategories: [
      {
        id: 'c-home',
        slug: 'home',
        name: 'Home',
        prompt: 'Keep the roof over their heads.',
        description: 'Make sure the people you love can stay in the home you share.',
        listDescription: 'Mortgage and rent',
        color: '#2f6fdf',
        wyshes: [mortgage],
      },
      {
        id: 'c-more',
        slug: 'more',
        name: 'Pets and more',
        prompt: 'Everyone else.',
        description: 'Pets, parents and the plans that are yours alone.',
        listDescription: 'Pets',
        color: '#8a6d1f',
        wyshes: [pets],
      },
    ],
  }));
}

beforeEach(() => {
  window.localStorage.removeItem(VISITOR_WYSHES_KEY);
  useVisitorList.setState({ items: [] });
  useVisitorEstimate.setState({ estimate: null });
  serveCatalogue();
});

describe('the builder for a visitor', () => {
  it('hides the hint "Get your estimate in under a minute!" once the visitor has an estimate', async () => {
    useVisitorEstimate.getState().start({ birthdate: '1990-06-15', sex: 'female', tobacco: false });
    renderApp('/wysh-builder/list');
    await screen.findByRole('button', { name: 'CONTINUE WITH $0' });
    expect(screen.queryByText('Get your estimate in under a minute!')).not.toBeInTheDocument();
  });

  it('adds a wysh with a chip, counts and totals the list, and keeps it in the browser', async () => {
    const { user } = renderApp('/wysh-builder/list');
    await screen.findByRole('heading', { level: 1, name: 'Calculate your coverage with Wyshes' });
    // The title stands while the catalogue loads (no layout shift); the hint comes with the list.
    expect(await screen.findByText('Get your estimate in under a minute!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CONTINUE WITH $0' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Add Mortgage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mortgage' });
    const amount = within(dialog).getByRole('textbox', { name: /How much is left on your mortgage/ });
    expect(amount).toHaveAttribute('placeholder', '$250,000');

    const small = within(dialog).getByRole('button', { name: '$150K' });
    await user.click(small);
    expect(amount).toHaveValue('150000');
    expect(small).toHaveAttribute('aria-pressed', 'true');
    await user.click(small);
    expect(amount).toHaveValue('');
    expect(small).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: '$250K' }));
    await user.click(within(dialog).getByRole('button', { name: 'ADD TO MY WYSHES' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByTestId('wysh-list-count')).toHaveTextContent('1 wysh');
    expect(screen.getByTestId('wysh-list-total')).toHaveTextContent('$250,000');
    expect(screen.getByRole('button', { name: 'CONTINUE WITH $250,000' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(JSON.parse(window.localStorage.getItem(VISITOR_WYSHES_KEY)!)).toEqual([
      expect.objectContaining({ wyshId: 'w-mortgage', amount: 25_000_000, name: 'Mortgage' }),
    ]);

    await user.click(screen.getByRole('link', { name: 'Pets and more' }));
    await user.click(await screen.findByRole('button', { name: 'Add Pets' }));
    const petsDialog = await screen.findByRole('dialog', { name: 'Pets' });
    const petsAmount = within(petsDialog).getByRole('textbox', { name: /your pets/ });
    await user.type(petsAmount, '12.50');
    await user.click(within(petsDialog).getByRole('button', { name: 'ADD TO MY WYSHES' }));
    expect(await within(petsDialog).findByText('Enter a whole number of dollars')).toBeInTheDocument();
    await user.clear(petsAmount);
    await user.type(petsAmount, '15,000');
    await user.click(within(petsDialog).getByRole('button', { name: 'ADD TO MY WYSHES' }));
    await waitFor(() => expect(screen.getByTestId('wysh-list-count')).toHaveTextContent('2 wyshes'));
    expect(screen.getByTestId('wysh-list-total')).toHaveTextContent('$265,000');

    await user.click(screen.getByRole('button', { name: 'Remove Mortgage' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove this wysh?' });
    await user.click(within(remove).getByRole('button', { name: 'REMOVE' }));
    await waitFor(() => expect(screen.getByTestId('wysh-list-total')).toHaveTextContent('$15,000'));
    expect(screen.getByTestId('wysh-list-count')).toHaveTextContent('1 wysh');
  });

  it('opens NoWyshesAdded when CONTINUE is pressed with an empty list', async () => {
    const { user } = renderApp('/wysh-builder/home');
    await user.click(await screen.findByRole('button', { name: 'CONTINUE WITH $0' }));
    expect(await screen.findByRole('dialog', { name: 'No wyshes added yet' })).toBeInTheDocument();
  });

  it('continues a visitor with one wysh to /wyshes (which asks a visitor to log in first)', async () => {
    useVisitorList.getState().add({ wyshId: 'w-pets', slug: 'pets', name: 'Pets', amount: 1_500_000 });
    const { user, router } = renderApp('/wysh-builder/list');
    await user.click(await screen.findByRole('button', { name: 'CONTINUE WITH $15,000' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fwyshes');
  });
});

describe('leaving the builder', () => {
  it('offers to take off the wyshes just added (CancelAddedWyshesModal)', async () => {
    useVisitorList.getState().add({ wyshId: 'w-pets', slug: 'pets', name: 'Pets', amount: 1_500_000 });
    const { user, router } = renderApp('/wysh-builder/list');
    await user.click(await screen.findByRole('button', { name: 'Add Mortgage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mortgage' });
    await user.click(within(dialog).getByRole('button', { name: '$150K' }));
    await user.click(within(dialog).getByRole('button', { name: 'ADD TO MY WYSHES' }));
    await waitFor(() => expect(screen.getByTestId('wysh-list-count')).toHaveTextContent('2 wyshes'));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const cancel = await screen.findByRole('dialog', { name: 'Leave without the wyshes you just added?' });
    await user.click(within(cancel).getByRole('button', { name: 'YES, REMOVE THEM' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wysh-builder'));
    expect(useVisitorList.getState().items.map((item) => item.name)).toEqual(['Pets']);
  });
});

describe("the builder's analytics", () => {
  it('reports the builder seen and each wysh added, with no personal data', async () => {
    const sent = answer('TrackEvents', () => ({ trackEvents: { recorded: 1 } }));
    const { user } = renderApp('/wysh-builder/list');
    await user.click(await screen.findByRole('button', { name: 'Add Mortgage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mortgage' });
    await user.click(within(dialog).getByRole('button', { name: '$150K' }));
    await user.click(within(dialog).getByRole('button', { name: 'ADD TO MY WYSHES' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    flushTracking();
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent.flatMap((variables) => variables.events as unknown[])).toEqual(
      expect.arrayContaining([
        { name: 'wysh_builder_view', properties: { policyEdit: false } },
        { name: 'wysh_created', properties: { wyshSlug: 'mortgage', amount: 15_000_000 } },
      ]),
    );
  });
});

describe('the builder for a signed-in person', () => {
  it('shows their allocations, adds through the API and continues to /coverage-preview', async () => {
    signInAs('verified');
    const list = [
      {
        id: 'a1',
        name: 'Mortgage',
        amount: 20_000_000,
        order: 1,
        wysh: { id: 'w-mortgage', slug: 'mortgage' },
      },
    ];
    answer('MyWyshAllocations', () => ({ wyshAllocations: list }));
    const created = answer('CreateWyshAllocation', (variables) => {
      const input = variables.input as { wyshId: string; amount: number };
      list.push({
        id: 'a2',
        name: 'Pets',
        amount: input.amount,
        order: 2,
        wysh: { id: 'w-pets', slug: 'pets' },
      });
      return {
        createWyshAllocation: {
          wyshAllocation: { id: 'a2', name: 'Pets', amount: input.amount },
          error: null,
        },
      };
    });
    const { user, router } = renderApp('/wysh-builder/more');
    await waitFor(() => expect(screen.getByTestId('wysh-list-total')).toHaveTextContent('$200,000'));
    await user.click(await screen.findByRole('button', { name: 'Add Pets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pets' });
    await user.type(within(dialog).getByRole('textbox', { name: /your pets/ }), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'ADD TO MY WYSHES' }));
    await waitFor(() => expect(screen.getByTestId('wysh-list-total')).toHaveTextContent('$205,000'));
    expect(created).toEqual([{ input: { wyshId: 'w-pets', amount: 500_000 } }]);
    await user.click(screen.getByRole('button', { name: 'CONTINUE WITH $205,000' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coverage-preview'));
  });

  it.each([
    ['without an estimate shows', null, true],
    ['with an estimate hides', { id: 'e1' }, false],
  ])('%s the hint "Get your estimate in under a minute!"', async (_name, latestEstimate, shown) => {
    signInAs('verified');
    answer('MyWyshAllocations', () => ({ wyshAllocations: [] }));
    const asked = answer('HasEstimate', () => ({ latestEstimate }));
    renderApp('/wysh-builder/list');
    await screen.findByRole('heading', { level: 1, name: 'Calculate your coverage with Wyshes' });
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByText('Get your estimate in under a minute!') !== null).toBe(shown),
    );
  });
});

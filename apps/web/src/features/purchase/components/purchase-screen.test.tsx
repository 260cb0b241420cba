// "Last step!": SUBMIT & PAY waits for a complete card and a name of 3 characters; paying accepts the chosen
// offer, pays its invoice with the frame's token and acknowledges the documents, then runs the form's button;
// a declined card opens PaymentFailed, clears the card and runs nothing; a policy already held sends the person
// home.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Action, Form } from '@wysh/forms/protocol';
import { FRAME_SOURCE } from '../../../shared/components/card-field/frame-protocol';
import { useModalStore } from '../../../shared/stores/modal';
import { answer } from '../../../testing/graphql';
import { renderWithProviders } from '../../../testing/render';
import { PurchaseScreen } from './purchase-screen';

const FRAME_ORIGIN = 'http://127.0.0.1:4999';
const next: Action = { type: 'api', command: { destination: 'nextForm', arguments: [] } };
const form = {
  id: 'purchase-policy/purchase-policy',
  slug: 'purchase-policy',
  layout: 'purchasePolicy',
  items: [
    {
      key: 'purchase-policy-button',
      type: 'button',
      content: { text: 'SUBMIT & PAY', style: 'primary', primary: true, actions: [next] },
    },
  ],
} as unknown as Form;

function context(overrides: Record<string, unknown> = {}) {
  return {
    profile: { firstName: 'ada', lastName: 'lovelace' },
    pendingQuote: {
      id: 'q1',
      status: 'pending',
      amount: 50_000_000,
      termDuration: 20,
      insuredsAgeAtTerm: 51,
      monthlyPremium: 1692,
    },
    productsOfferings: [],
    userPolicy: null,
    documents: [
      {
        id: 'd1',
        slug: 'statement-of-good-health',
        name: 'Statement of Good Health',
        html: { url: '/d1.html' },
      },
      { id: 'd2', slug: 'policy-terms', name: 'Policy Packet', html: { url: '/d2.html' } },
    ],
    currentUser: {
      activeConstellations: [{ businessSlug: 'wysh-insurance', activeInsuranceMembership: { id: 'm1' } }],
    },
    ...overrides,
  };
}

function fromFrame(data: Record<string, unknown>) {
  const frame = screen.getByTitle<HTMLIFrameElement>('Card details');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: FRAME_SOURCE, ...data },
        origin: FRAME_ORIGIN,
        source: frame.contentWindow,
      }),
    );
  });
  return frame.contentWindow!;
}

async function renderScreen(purchaseContext = context()) {
  answer('PurchaseContext', () => purchaseContext);
  const run = vi.fn();
  renderWithProviders(
    <PurchaseScreen form={form} run={run} busy={false} formError={null} flowScope="NEW_POLICY" />,
    { path: '/flow/purchase-policy' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Last step!' });
  return run;
}

/** The card field says it is complete; its tokenize answers with a token (or the provider's refusal). */
async function completeCard() {
  const frameWindow = await waitFor(() => fromFrame({ type: 'ready' }));
  fromFrame({ type: 'change', empty: false, complete: true, error: null, brand: 'visa' });
  const posted: unknown[] = [];
  vi.spyOn(frameWindow, 'postMessage').mockImplementation((message: unknown) => {
    posted.push(message);
    if ((message as { type: string }).type === 'tokenize')
      setTimeout(() =>
        fromFrame({
          type: 'token',
          paymentMethod: { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
        }),
      );
  });
  return posted;
}

afterEach(() => {
  useModalStore.getState().close();
});

describe('PurchaseScreen', () => {
  it('shows the quote to buy, the legal list and the name on the card, capitalised', async () => {
    await renderScreen();
    expect(screen.getByText('20 YEAR TERM')).toBeInTheDocument();
    expect(screen.getByText('$500,000')).toBeInTheDocument();
    expect(screen.getByText('By continuing, you agree to:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Statement of Good Health' })).toHaveAttribute(
      'href',
      '/d1.html',
    );
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('button', { name: 'SUBMIT & PAY' })).toBeDisabled();
  });

  it('waits for a complete card and a name of at least 3 characters', async () => {
    await renderScreen();
    await completeCard();
    const pay = screen.getByRole('button', { name: 'SUBMIT & PAY' });
    expect(pay).toBeEnabled();
    const name = screen.getByRole('textbox', { name: 'Name on card' });
    await userEvent.clear(name);
    await userEvent.type(name, 'al');
    expect(name).toHaveValue('Al');
    expect(pay).toBeDisabled();
    await userEvent.tab();
    expect(screen.getByText('The name on the card must be at least 3 characters.')).toBeInTheDocument();
  });

  it('buys in one call (the offer, the documents agreed to, the token), then runs the form’s button', async () => {
    const bought = answer('PurchasePolicy', () => ({
      purchasePolicy: {
        transactionResult: 'success',
        message: null,
        declineCode: null,
        policy: { id: 'p1', status: 'active' },
        error: null,
      },
    }));
    const run = await renderScreen();
    await completeCard();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT & PAY' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith([next], { primary: true }));
    expect(bought).toEqual([
      {
        input: {
          quoteId: 'q1',
          acknowledgedDocumentIds: ['d1', 'd2'],
          paymentMethodToken: 'pm_1',
          nameOnCard: 'Ada Lovelace',
        },
      },
    ]);
  });

  it('opens PaymentFailed and clears the card on a decline, running nothing', async () => {
    answer('PurchasePolicy', () => ({
      purchasePolicy: {
        transactionResult: 'failed',
        message: 'Your card was declined.',
        declineCode: 'card_declined',
        policy: null,
        error: null,
      },
    }));
    const run = await renderScreen();
    const posted = await completeCard();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT & PAY' }));
    await waitFor(() => expect(useModalStore.getState().name).toBe('PaymentFailed'));
    expect(posted).toContainEqual({ type: 'clear' });
    expect(screen.getByRole('button', { name: 'SUBMIT & PAY' })).toBeDisabled();
    expect(run).not.toHaveBeenCalled();
  });

  it('sends someone who already holds a policy home', async () => {
    answer('PurchaseContext', () =>
      context({ userPolicy: { id: 'p0', label: 'WT000000018', status: 'active' } }),
    );
    renderWithProviders(
      <PurchaseScreen form={form} run={vi.fn()} busy={false} formError={null} flowScope="NEW_POLICY" />,
      { path: '/flow/purchase-policy' },
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Last step!' })).toBeNull());
  });

  it('lets someone whose policy lapsed buy again', async () => {
    answer('PurchaseContext', () =>
      context({ userPolicy: { id: 'p0', label: 'WT000000018', status: 'lapsed' } }),
    );
    renderWithProviders(
      <PurchaseScreen form={form} run={vi.fn()} busy={false} formError={null} flowScope="NEW_POLICY" />,
      { path: '/flow/purchase-policy' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Last step!' });
  });
});

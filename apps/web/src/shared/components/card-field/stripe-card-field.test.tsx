import { createRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_FIELD_MISSING, type CardFieldHandle } from './card-field-types';
import { StripeCardField } from './stripe-card-field';

// The provider's script is not fetched in tests: its loader answers a stand-in with the same surface.
const provider = vi.hoisted(() => {
  const listeners: Record<string, (event: unknown) => void> = {};
  const card = {
    on: vi.fn((name: string, listener: (event: unknown) => void) => {
      listeners[name] = listener;
    }),
    mount: vi.fn(),
    destroy: vi.fn(),
    clear: vi.fn(),
    focus: vi.fn(),
  };
  const stripe = {
    elements: () => ({ create: vi.fn(() => card) }),
    createPaymentMethod: vi.fn(),
  };
  return { card, stripe, listeners, loadStripe: vi.fn(async () => stripe) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: provider.loadStripe }));

beforeEach(() => {
  vi.clearAllMocks();
});

async function renderLive() {
  const ref = createRef<CardFieldHandle>();
  const onChange = vi.fn();
  render(<StripeCardField ref={ref} publishableKey="pk_live_123" onChange={onChange} />);
  await waitFor(() => expect(provider.card.mount).toHaveBeenCalled());
  return { ref, onChange };
}

describe('StripeCardField', () => {
  it("rejects with 'Payment Card is undefined' before the provider's field is mounted", async () => {
    const ref = createRef<CardFieldHandle>();
    render(<StripeCardField ref={ref} publishableKey="pk_live_123" />);
    await expect(ref.current!.tokenize('Ada Lovelace')).rejects.toThrow(CARD_FIELD_MISSING);
    await waitFor(() => expect(provider.loadStripe).toHaveBeenCalledWith('pk_live_123'));
  });

  it("passes the provider's state on and shows its message", async () => {
    const { onChange } = await renderLive();
    act(() =>
      provider.listeners.change!({
        empty: false,
        complete: false,
        brand: 'visa',
        error: { message: 'Your card number is invalid.' },
      }),
    );
    expect(onChange).toHaveBeenLastCalledWith({
      empty: false,
      complete: false,
      error: 'Your card number is invalid.',
      brand: 'visa',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is invalid.');
  });

  it("tokenises with the provider's createPaymentMethod", async () => {
    const { ref } = await renderLive();
    provider.stripe.createPaymentMethod.mockResolvedValueOnce({
      paymentMethod: { id: 'pm_live', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
    });
    await expect(ref.current!.tokenize('Ada Lovelace')).resolves.toEqual({
      paymentMethodToken: 'pm_live',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(provider.stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: provider.card,
      billing_details: { name: 'Ada Lovelace' },
    });
    provider.stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { message: 'Your card was declined.' },
    });
    await expect(ref.current!.tokenize('Ada Lovelace')).rejects.toThrow('Your card was declined.');
    ref.current!.clear();
    ref.current!.focus();
    expect(provider.card.clear).toHaveBeenCalled();
    expect(provider.card.focus).toHaveBeenCalled();
  });
});

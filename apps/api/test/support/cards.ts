// The card side of a purchase as the browser does it: a card tokenised at the sandbox card provider with the
// publishable key (the card field's frame does this; the number never reaches our API).
import { createStripeCardProvider, type CardProvider } from '../../src/modules/payments/card-provider.ts';
import { startSandboxCardProvider } from '../../src/modules/sandbox-card-provider/sandbox-card.server.ts';
import type { TestApp } from './test-app.ts';

export const SANDBOX_KEYS = { secretKey: 'sk_test_sandbox', publishableKey: 'pk_test_sandbox' };

/**
 * A card provider the app can be built with before the sandbox exists (it needs the app's database): calls
 * go to the sandbox started by `bind`. `failAfterCharge` makes the next charges throw after the provider
 * answered, as a process killed between the provider's answer and our commit would.
 */
export function lateCardProvider() {
  let inner: CardProvider | null = null;
  let sandbox: { port: number; close: () => Promise<void> } | null = null;
  const state = { failAfterCharge: 0 };
  const use = () => {
    if (!inner) throw new Error('The sandbox card provider is not started');
    return inner;
  };
  const provider: CardProvider = {
    createCustomer: (input) => use().createCustomer(input),
    saveCard: (customer, method) => use().saveCard(customer, method),
    charge: async (input) => {
      const answer = await use().charge(input);
      if (state.failAfterCharge > 0) {
        state.failAfterCharge -= 1;
        throw new Error('connection reset after the provider answered');
      }
      return answer;
    },
    findCharge: (id) => use().findCharge(id),
    refund: (input) => use().refund(input),
  };
  return {
    provider,
    state,
    async bind(t: TestApp) {
      sandbox = await startSandboxCardProvider({ db: t.database.db, clock: t.clock, keys: SANDBOX_KEYS });
      inner = createStripeCardProvider({
        secretKey: SANDBOX_KEYS.secretKey,
        host: '127.0.0.1',
        port: sandbox.port,
        protocol: 'http',
      });
      return sandbox.port;
    },
    port: () => sandbox!.port,
    close: async () => sandbox?.close(),
  };
}

/** Tokenises a card as the card field's frame does: form-encoded, with the publishable key. */
export async function tokenise(port: number, number: string, cvc = number.startsWith('3') ? '1234' : '123') {
  const response = await fetch(`http://127.0.0.1:${port}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${SANDBOX_KEYS.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number.replace(/\s/g, ''),
      'card[exp_month]': '12',
      'card[exp_year]': '2031',
      'card[cvc]': cvc,
    }),
  });
  const body = (await response.json()) as { id?: string; error?: { message: string } };
  if (!body.id) throw new Error(`Tokenising failed: ${body.error?.message}`);
  return body.id;
}

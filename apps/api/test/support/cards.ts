// The card side of a purchase as the browser does it: a card tokenised at the app's own sandbox card provider with
// the publishable key (the card field's frame does this; the number never reaches our API).
import { createStripeCardProvider, type CardProvider } from '../../src/modules/payments/card-provider.ts';
import { SANDBOX_CARD_KEYS } from '../../src/modules/payments/configured-card-provider.ts';
import type { TestApp } from './test-app.ts';

/** Where the app's sandbox card provider listens (its card field's origin, from appSettings). */
export async function sandboxCardPort(t: TestApp): Promise<number> {
  const result = await t.graphql<{ appSettings: { cardProvider: { frameUrl: string } } }>(
    '{ appSettings { cardProvider { frameUrl } } }',
  );
  return Number(new URL(result.data!.appSettings.cardProvider.frameUrl).port);
}

/**
 * A card provider that speaks to the app's own sandbox (bound once the app runs) and can lose answers:
 * `failAfterCharge` makes the next charges throw after the provider charged, as a process killed between the
 * provider's answer and our commit would; `failBeforeCharge` makes them throw before the provider hears of them.
 */
export function lossyCardProvider() {
  let inner: CardProvider | null = null;
  const state = { failAfterCharge: 0, failBeforeCharge: 0 };
  const use = () => {
    if (!inner) throw new Error('The lossy card provider is not bound to the app yet');
    return inner;
  };
  const provider: CardProvider = {
    createCustomer: (input) => use().createCustomer(input),
    saveCard: (customer, method) => use().saveCard(customer, method),
    charge: async (input) => {
      if (state.failBeforeCharge > 0) {
        state.failBeforeCharge -= 1;
        throw new Error('connection refused before the provider heard of the charge');
      }
      const answer = await use().charge(input);
      if (state.failAfterCharge > 0) {
        state.failAfterCharge -= 1;
        throw new Error('connection reset after the provider answered');
      }
      return answer;
    },
    findCharge: (id) => use().findCharge(id),
    findChargeOfPayment: (paymentId) => use().findChargeOfPayment(paymentId),
    refund: (input) => use().refund(input),
    saveBankAccount: (customer, token) => use().saveBankAccount(customer, token),
    bankDebit: (id) => use().bankDebit(id),
    verifyEvent: (body, signature, at) => use().verifyEvent(body, signature, at),
    recentEvents: (since, types) => use().recentEvents(since, types),
  };
  return {
    provider,
    state,
    async bind(t: TestApp) {
      const port = await sandboxCardPort(t);
      inner = createStripeCardProvider({
        secretKey: SANDBOX_CARD_KEYS.secretKey,
        host: '127.0.0.1',
        port,
        protocol: 'http',
      });
      return port;
    },
  };
}

/** Tokenises a card as the card field's frame does: form-encoded, with the publishable key. */
export async function tokenise(port: number, number: string, cvc = number.startsWith('3') ? '1234' : '123') {
  const response = await fetch(`http://127.0.0.1:${port}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${SANDBOX_CARD_KEYS.publishableKey}`,
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

/**
 * The card sandbox's test helper: the account holder's bank returns a settled debit with `code` (a real bank's
 * late return: R10, unauthorised, up to 60 days after). Throws when the sandbox refuses it.
 */
export async function bankReturns(port: number, paymentIntentId: string, code: string): Promise<void> {
  const response = await fetch(
    `http://127.0.0.1:${port}/v1/test_helpers/payment_intents/${paymentIntentId}/ach_return`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SANDBOX_CARD_KEYS.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `code=${code}`,
    },
  );
  if (response.status !== 200) throw new Error(`The sandbox refused to return ${paymentIntentId} (${code})`);
}

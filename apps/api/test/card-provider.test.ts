// The sandbox card provider, spoken to through the provider's own library (`stripe`) as the purchase will: the
// published test cards (succeed, decline with their codes, save then decline), tokenising with the publishable
// key (a bad number, a past expiry), idempotency keys (a retry never charges twice, even concurrently; another
// request with the same key is refused; a request that died leaves nothing behind; a key is kept 24 hours),
// finding a payment's charge by its metadata, refunds, a wrong secret key, and no card number kept anywhere.
// Every answer is a Result: a refusal carries our CARD.* code and the provider's own code and words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { ErrorWithCode, Result } from '@wysh/domain/result';
import { createStripeCardProvider, type CardProvider } from '../src/modules/payments/card-provider.ts';
import { startSandboxCardProvider } from '../src/modules/sandbox-card-provider/sandbox-card-provider.service.ts';
import { sandboxCardIdempotency } from '../src/modules/sandbox-card-provider/sandbox-card.table.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const keys = { secretKey: 'sk_test_sandbox', publishableKey: 'pk_test_sandbox' };
let t: TestApp;
let sandbox: { port: number; close: () => Promise<void> };
let provider: CardProvider;

beforeAll(async () => {
  t = await startTestApp();
  sandbox = await startSandboxCardProvider({ db: t.database.db, clock: t.clock, keys });
  provider = createStripeCardProvider({
    secretKey: keys.secretKey,
    host: '127.0.0.1',
    port: sandbox.port,
    protocol: 'http',
  });
});
afterAll(async () => {
  await sandbox.close();
  await t.close();
});

/** Tokenises a card as the browser's card field does: form-encoded, with the publishable key. */
async function tokenise(number: string, exp = { month: '12', year: '2030' }, cvc = '123') {
  const response = await fetch(`http://127.0.0.1:${sandbox.port}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${keys.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': exp.month,
      'card[exp_year]': exp.year,
      'card[cvc]': cvc,
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { id?: string; error?: { type: string; code: string; message: string } },
  };
}

async function savedCard(number: string) {
  // American Express has a four-digit CVC.
  const token = await tokenise(number, undefined, number.startsWith('3') ? '1234' : '123');
  expect(token.status).toBe(200);
  const customer = await provider.createCustomer({
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    userId: 'u1',
    idempotencyKey: `customer-${crypto.randomUUID()}`,
  });
  return { customer, saved: await provider.saveCard(customer, token.body.id!) };
}

const key = () => `invoice-${crypto.randomUUID()}`;

/** The value of an answer the test needs to have succeeded. */
function accepted<T>(answer: Result<T, ErrorWithCode>): T {
  if (!answer.ok) throw new Error(`refused: ${answer.error.code}`);
  return answer.value;
}

describe('the sandbox card provider through the stripe library', () => {
  it('saves and charges 4242 4242 4242 4242, keeping only brand, last4 and expiry', async () => {
    const { customer, saved } = await savedCard('4242 4242 4242 4242');
    expect(accepted(saved)).toEqual({
      paymentMethodId: expect.stringMatching(/^pm_/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    const charge = await provider.charge({
      customerId: customer,
      paymentMethodId: accepted(saved).paymentMethodId,
      amount: 1692,
      idempotencyKey: key(),
      metadata: { invoiceId: 'inv-1' },
    });
    expect(charge).toEqual({
      ok: true,
      value: { paymentIntentId: expect.stringMatching(/^pi_/), status: 'succeeded', amount: 1692 },
    });
    const rows = await t.database.pool.query('select * from sandbox_card_payment_methods');
    expect(JSON.stringify(rows.rows)).not.toMatch(/4242424242424242|4242 4242 4242 4242/);
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'expired_card', 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."],
    [
      '4000 0000 0000 0119',
      'processing_error',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
  ])('refuses to save %s: %s (%s)', async (number, code, declineCode, message) => {
    const { saved } = await savedCard(number);
    expect(saved).toEqual({
      ok: false,
      error: { code: 'CARD.DECLINED', providerCode: code, declineCode, message },
    });
  });

  it('saves 4000 0000 0000 0341 but declines every charge to it', async () => {
    const { customer, saved } = await savedCard('4000 0000 0000 0341');
    const charge = await provider.charge({
      customerId: customer,
      paymentMethodId: accepted(saved).paymentMethodId,
      amount: 2000,
      idempotencyKey: key(),
      metadata: {},
    });
    expect(charge).toEqual({
      ok: false,
      error: {
        code: 'CARD.DECLINED',
        providerCode: 'card_declined',
        declineCode: 'card_declined',
        message: 'Your card was declined.',
      },
    });
  });

  it('refuses to tokenise a number failing its checksum, a past expiry and a short CVC', async () => {
    expect((await tokenise('4242 4242 4242 4241')).body.error).toMatchObject({
      type: 'card_error',
      code: 'invalid_number',
      message: 'Your card number is invalid.',
    });
    expect((await tokenise('4242 4242 4242 4242', { month: '10', year: '2026' })).body.error!.code).toBe(
      'invalid_expiry_year',
    );
    expect((await tokenise('4242 4242 4242 4242', undefined, '12')).body.error!.code).toBe('invalid_cvc');
  });

  it('never charges twice for one idempotency key, even when the retries arrive together', async () => {
    const { customer, saved } = await savedCard('5555 5555 5555 4444');
    const idempotencyKey = key();
    const request = {
      customerId: customer,
      paymentMethodId: accepted(saved).paymentMethodId,
      amount: 2500,
      idempotencyKey,
      metadata: { invoiceId: idempotencyKey },
    };
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => provider.charge(request)));
    const ids = new Set(
      answers.flatMap((answer) =>
        answer.status === 'fulfilled' && answer.value.ok ? [answer.value.value.paymentIntentId] : [],
      ),
    );
    expect(ids.size).toBe(1);
    const made = await t.database.pool.query(
      `select count(*)::int as n from sandbox_card_payment_intents where metadata->>'invoiceId' = $1`,
      [idempotencyKey],
    );
    expect(made.rows[0].n).toBe(1);
    const [id] = [...ids];
    expect(accepted(await provider.findCharge(id!))).toMatchObject({
      paymentIntentId: id,
      status: 'succeeded',
    });

    await expect(provider.charge({ ...request, amount: 2600 })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('keeps nothing of a charge whose process died before answering: the retry with its key charges once', async () => {
    // The sandbox runs inside the app's process and dies with it (SIGKILL). Stood in for here: the database
    // refuses the write that keeps the answer, as a dead process never makes it. The charge, made just before,
    // must go with it, or the key would refuse every retry (409) while an unsettled charge stays made.
    let dying = true;
    const dyingDb = <T extends object>(db: T): T =>
      new Proxy(db, {
        get(target, name, receiver) {
          if (name === 'transaction')
            return (run: (tx: object) => Promise<unknown>) =>
              (target as unknown as { transaction: (f: typeof run) => Promise<unknown> }).transaction((tx) =>
                run(dyingDb(tx)),
              );
          if (name === 'update')
            return (table: object) => {
              if (dying && table === sandboxCardIdempotency) throw new Error('the process died');
              return (target as unknown as { update: (table: object) => unknown }).update(table);
            };
          return Reflect.get(target, name, receiver) as unknown;
        },
      });
    const dyingSandbox = await startSandboxCardProvider({ db: dyingDb(t.database.db), clock: t.clock, keys });
    const dyingProvider = createStripeCardProvider({
      secretKey: keys.secretKey,
      host: '127.0.0.1',
      port: dyingSandbox.port,
      protocol: 'http',
    });
    try {
      const { customer, saved } = await savedCard('4242 4242 4242 4242');
      const idempotencyKey = key();
      const request = {
        customerId: customer,
        paymentMethodId: accepted(saved).paymentMethodId,
        amount: 1800,
        idempotencyKey,
        metadata: { invoiceId: idempotencyKey },
      };
      // The library retries (with the key) and each try dies the same way.
      await expect(dyingProvider.charge(request)).rejects.toThrow();
      dying = false;
      const charges = async () =>
        (
          await t.database.pool.query(
            `select count(*)::int as n from sandbox_card_payment_intents where metadata->>'invoiceId' = $1`,
            [idempotencyKey],
          )
        ).rows[0].n as number;
      expect(await charges()).toBe(0);
      expect(accepted(await provider.charge(request))).toMatchObject({ status: 'succeeded' });
      expect(await charges()).toBe(1);
    } finally {
      await dyingSandbox.close();
    }
  });

  it('refunds part of a charge, then refuses more than is left', async () => {
    const { customer, saved } = await savedCard('3782 822463 10005');
    const charge = await provider.charge({
      customerId: customer,
      paymentMethodId: accepted(saved).paymentMethodId,
      amount: 3000,
      idempotencyKey: key(),
      metadata: {},
    });
    expect(
      (
        await provider.refund({
          paymentIntentId: accepted(charge).paymentIntentId,
          amount: 1000,
          idempotencyKey: key(),
        })
      ).refundId,
    ).toMatch(/^re_/);
    await expect(
      provider.refund({
        paymentIntentId: accepted(charge).paymentIntentId,
        amount: 2500,
        idempotencyKey: key(),
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('refuses a wrong secret key, and answers no charge for an unknown id', async () => {
    const intruder = createStripeCardProvider({
      secretKey: 'sk_test_wrong',
      host: '127.0.0.1',
      port: sandbox.port,
      protocol: 'http',
    });
    await expect(
      intruder.createCustomer({
        email: 'x@example.com',
        name: 'X',
        userId: 'x',
        idempotencyKey: 'customer-x',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(await provider.findCharge('pi_unknown')).toMatchObject({
      ok: false,
      error: { code: 'CARD.CHARGE_NOT_FOUND', providerCode: 'resource_missing', declineCode: null },
    });
  });

  it("finds a payment's charge by its metadata: the charge, the refusal, or nothing when it never came", async () => {
    const { customer, saved } = await savedCard('4242 4242 4242 4242');
    const { customer: refusedCustomer, saved: refusedCard } = await savedCard('4000 0000 0000 0341');
    const paid = crypto.randomUUID();
    const charge = await provider.charge({
      customerId: customer,
      paymentMethodId: accepted(saved).paymentMethodId,
      amount: 1800,
      idempotencyKey: key(),
      metadata: { paymentId: paid },
    });
    expect(await provider.findChargeOfPayment(paid)).toEqual(charge);
    const declined = crypto.randomUUID();
    await provider.charge({
      customerId: refusedCustomer,
      paymentMethodId: accepted(refusedCard).paymentMethodId,
      amount: 1800,
      idempotencyKey: key(),
      metadata: { paymentId: declined },
    });
    expect(await provider.findChargeOfPayment(declined)).toMatchObject({
      ok: false,
      error: { code: 'CARD.DECLINED', providerCode: 'card_declined' },
    });
    expect(await provider.findChargeOfPayment(crypto.randomUUID())).toMatchObject({
      ok: false,
      error: { code: 'CARD.CHARGE_NOT_FOUND', declineCode: null },
    });
  });

  // Last: it moves the clock a day on.
  it('keeps an idempotency key 24 hours, as the provider does: later, the same key charges again', async () => {
    const { customer, saved } = await savedCard('4242 4242 4242 4242');
    const request = {
      customerId: customer,
      paymentMethodId: accepted(saved).paymentMethodId,
      amount: 1900,
      idempotencyKey: key(),
      metadata: {},
    };
    const first = await provider.charge(request);
    t.clock.advance(23 * 3_600_000);
    expect(await provider.charge(request)).toEqual(first);
    t.clock.advance(2 * 3_600_000);
    const later = await provider.charge(request);
    expect(accepted(later)).toMatchObject({ status: 'succeeded' });
    expect(accepted(later).paymentIntentId).not.toBe(accepted(first).paymentIntentId);
  });
});

// The sandbox card provider: a local server speaking the subset of the card provider's REST API we use, so the
// server talks to it through the provider's own Node library (`stripe`) exactly as it will to the real one.
// Customers; payment methods (tokenising a card: the number is checked and dropped, only brand, last4 and
// expiry are kept); attaching them; setup and payment intents, with idempotency keys; refunds; the provider's
// error shapes and the published test cards (test-cards.ts). Form-encoded bodies with bracketed keys, JSON
// answers, Bearer keys: the secret key for everything, the publishable key for tokenising only. Events
// (sandbox-card-events.ts): what happens to a payment is an event, listed at `GET /v1/events` and posted, signed,
// to our webhook endpoint once the change that made it is committed, before the request that caused it is
// answered (the provider promises no order between its answers and its events; we rely on none). Bank debits
// settle on the sandbox clock's business day: every request first settles those whose day has come, so the
// sandbox's time passes whenever anyone speaks to it.
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import qs from 'qs';
import { achReturnRule } from '@wysh/domain/ach/return-codes';
import { achSettlementDate } from '@wysh/domain/ach/settlement';
import { cardBrand, cardDigits, cardProblem } from '@wysh/domain/payments/cards';
import type { Db, DbOrTx } from '../../db/database.ts';
import { businessToday, type Clock } from '../../shared/clock.ts';
import { bankAccountOfProcessorToken } from '../sandbox-bank-link/sandbox-bank-link-provider.service.ts';
import {
  attachPaymentMethod,
  findBankAccount,
  findCustomer,
  insertBankAccount,
  updatePaymentIntent,
  findIdempotent,
  findPaymentIntent,
  findPaymentMethod,
  debitsDueBy,
  eventsPage,
  findEvent,
  settleProcessing,
  insertCustomer,
  insertPaymentIntent,
  insertPaymentMethod,
  finishIdempotent,
  forgetIdempotent,
  forgetIdempotentBefore,
  keepIdempotent,
  paymentIntentsWithMetadata,
  setRefunded,
  type BankAccountRow,
  type EventRow,
  type PaymentIntentRow,
  type PaymentMethodRow,
} from './sandbox-card.repository.ts';
import { registerCardFieldFrame } from './card-field-frame.ts';
import {
  deliverEvents,
  recordEvent,
  type SandboxEventType,
  type SandboxWebhookEndpoint,
} from './sandbox-card-events.ts';
import { behaviourOf, DECLINE_MESSAGES, type CardBehaviour, type DeclineCode } from './test-cards.ts';

export type SandboxCardKeys = { secretKey: string; publishableKey: string };

/** How long the provider keeps an idempotency key's answer (its documented 24 hours). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

type Body = Record<string, unknown>;
type Answer = { status: number; body: unknown };

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const newId = (prefix: string) =>
  `${prefix}_${Array.from(crypto.randomBytes(24), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

const invalidRequest = (message: string, extra: Body = {}): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});
const missing = (kind: string, id: string, param = 'id'): Answer => ({
  status: 404,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
      param,
    },
  },
});
const cardError = (code: string, message: string, extra: Body = {}): Answer => ({
  status: 402,
  body: { error: { type: 'card_error', code, message, ...extra } },
});

function declined(code: DeclineCode, extra: Body = {}): Answer {
  // The provider reports generic declines under code card_declined with the reason as decline_code.
  const topCode = code === 'insufficient_funds' ? 'card_declined' : code;
  return cardError(topCode, DECLINE_MESSAGES[code], { decline_code: code, ...extra });
}

/** The error a bank debit carries once the bank returned it: the provider's decline code and the NACHA code. */
function achReturnError(code: string): Body {
  const rule = achReturnRule(code);
  return {
    type: 'card_error',
    code: 'payment_intent_payment_attempt_failed',
    decline_code: rule.declineCode,
    network_decline_code: code,
    message: `The bank returned the debit: ${rule.meaning} (${code}).`,
  };
}

function bankAccountObject(row: BankAccountRow) {
  return {
    id: row.id,
    object: 'bank_account',
    customer: row.customerId,
    bank_name: row.bankName,
    account_type: row.accountType,
    account_holder_type: 'individual',
    country: 'US',
    currency: 'usd',
    last4: row.last4,
    status: 'verified',
  };
}

function paymentMethodObject(row: PaymentMethodRow) {
  return {
    id: row.id,
    object: 'payment_method',
    type: 'card',
    customer: row.customerId,
    created: unix(row.createdAt),
    livemode: false,
    card: { brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear },
  };
}

function paymentIntentObject(row: PaymentIntentRow) {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amount,
    amount_received: row.status === 'succeeded' ? row.amount : 0,
    currency: row.currency,
    customer: row.customerId,
    payment_method: row.paymentMethodId,
    status: row.status,
    last_payment_error: row.lastError,
    metadata: row.metadata,
    created: unix(row.createdAt),
    livemode: false,
    latest_charge: row.status === 'succeeded' ? `ch_${row.id.slice(3)}` : null,
    mandate: (row.mandate as { id?: string } | null)?.id ?? null,
    amount_refunded: row.amountRefunded,
  };
}

/** The charge of a payment intent, as charge events carry it: with the billing details the provider keeps. */
function chargeObject(
  row: PaymentIntentRow,
  customer: { email: string | null; name: string | null } | undefined,
) {
  return {
    id: `ch_${row.id.slice(3)}`,
    object: 'charge',
    amount: row.amount,
    amount_captured: row.amount,
    amount_refunded: row.amountRefunded,
    currency: row.currency,
    customer: row.customerId,
    payment_intent: row.id,
    payment_method: row.paymentMethodId,
    metadata: row.metadata,
    refunded: row.amountRefunded >= row.amount,
    status: 'succeeded',
    billing_details: {
      name: customer?.name ?? null,
      email: customer?.email ?? null,
      address: null,
      phone: null,
    },
    created: unix(row.createdAt),
    livemode: false,
  };
}

/** NACHA's unauthorised returns, which the provider reports as a dispute (reason debit_not_authorized). */
const UNAUTHORISED_RETURNS = new Set(['R05', 'R07', 'R10', 'R11', 'R29']);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const metadataOf = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};

/**
 * A mandate's customer acceptance as the provider reads it (mandate_data[customer_acceptance]): type online with
 * the customer's IP address and user agent, or offline; the words of what is wrong otherwise.
 */
function mandateOf(input: Body): Record<string, unknown> | string {
  const data = input.mandate_data as Body | undefined;
  const acceptance = data?.customer_acceptance as Body | undefined;
  const type = text(acceptance?.type);
  if (type === 'offline') return { type, accepted_at: text(acceptance?.accepted_at) ?? null };
  if (type !== 'online') return 'A mandate needs customer_acceptance with type online or offline.';
  const online = acceptance?.online as Body | undefined;
  const ipAddress = text(online?.ip_address);
  const userAgent = text(online?.user_agent);
  if (!ipAddress || !userAgent) return 'An online acceptance needs the customer’s ip_address and user_agent.';
  return {
    type,
    accepted_at: text(acceptance?.accepted_at) ?? null,
    ip_address: ipAddress,
    user_agent: userAgent,
  };
}

export type SandboxCardServerDeps = {
  db: Db;
  clock: Clock;
  keys: SandboxCardKeys;
  /** The origins of the pages that may frame the card field (the app's); none: the frame is not served. */
  parentOrigins?: readonly string[];
  /** Fault tests only: a wait after a charge is made and kept, before its answer is sent (see config). */
  answerDelayMs?: number;
  /** Where events are posted and the secret they are signed with; none: they are only listed. */
  webhooks?: SandboxWebhookEndpoint | null;
};

/** Makes an event in the request's transaction; it is posted once that transaction is committed. */
type Emit = (type: SandboxEventType, object: object) => Promise<void>;

export function createSandboxCardServer(deps: SandboxCardServerDeps): FastifyInstance {
  const { db, clock, keys } = deps;
  const app = Fastify({ logger: false });

  const endpoint = deps.webhooks ?? null;
  const emitter =
    (db: DbOrTx, made: EventRow[]): Emit =>
    async (type, object) => {
      made.push(await recordEvent(db, clock, newId, type, object));
    };

  /**
   * Settles every bank debit whose business day has come on the sandbox's clock: succeeded, or failed with the
   * return code its account fails with (kept, as the provider's own would be), each with its event, once.
   */
  async function settleDueDebits(): Promise<void> {
    const due = await debitsDueBy(db, businessToday(clock));
    if (due.length === 0) return;
    const made: EventRow[] = [];
    await db.transaction(async (tx) => {
      const emit = emitter(tx, made);
      for (const row of due) {
        const next = row.failsWith
          ? { status: 'requires_payment_method', lastError: achReturnError(row.failsWith) }
          : { status: 'succeeded', lastError: null };
        const settledRow = await settleProcessing(tx, row.id, next);
        if (!settledRow) continue;
        await emit(
          settledRow.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
          paymentIntentObject(settledRow),
        );
      }
    });
    await deliverEvents(db, clock, endpoint, made);
  }
  void app.register(formbody, { parser: (body) => qs.parse(body) });
  registerCardFieldFrame(app, {
    parentOrigins: deps.parentOrigins ?? [],
    publishableKey: keys.publishableKey,
    today: () => businessToday(clock),
  });

  /** The caller's key: the secret key, or (for tokenising) the publishable one. */
  function authorised(request: FastifyRequest, publishableAllowed: boolean): Answer | null {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const key = match?.[1];
    if (key === keys.secretKey || (publishableAllowed && key === keys.publishableKey)) return null;
    return {
      status: 401,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${key ? `${key.slice(0, 8)}***` : '(none)'}`,
        },
      },
    };
  }

  /**
   * Runs a POST once per idempotency key: a retry gets the first answer, another request with the key an error.
   * The key, the work and the answer are one transaction, as the provider's own are atomic: the sandbox runs in
   * the app's process and dies with it, and a key taken but never answered would refuse its retries for ever
   * (409) while the charge it made stays unsettled. A request that dies leaves nothing; its retry does the work.
   */
  async function once(request: FastifyRequest, run: (db: DbOrTx) => Promise<Answer>): Promise<Answer> {
    const key = text(request.headers['idempotency-key']);
    if (!key) return run(db);
    return db.transaction((tx) => onceIn(tx, key, request, run));
  }

  async function onceIn(
    tx: DbOrTx,
    key: string,
    request: FastifyRequest,
    run: (db: DbOrTx) => Promise<Answer>,
  ): Promise<Answer> {
    const requestHash = crypto
      .createHash('sha256')
      .update(`${request.url}\n${JSON.stringify(request.body ?? {})}`)
      .digest('hex');
    // Keys are kept for 24 hours, as the provider keeps them: a key sent again later is a new request.
    await forgetIdempotentBefore(tx, key, new Date(clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS));
    // The key is taken before the work is done, so two requests with one key never both charge: the second
    // waits on the first's transaction, then replays its answer.
    const taken = await keepIdempotent(tx, {
      key,
      requestHash,
      statusCode: 0,
      body: {},
      createdAt: clock.now(),
    });
    if (!taken) {
      const kept = (await findIdempotent(tx, key))!;
      if (kept.requestHash !== requestHash)
        return {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          },
        };
      if (kept.statusCode === 0)
        return {
          status: 409,
          body: {
            error: {
              type: 'idempotency_error',
              message: 'There is currently another in-progress request using this Idempotency-Key.',
            },
          },
        };
      return { status: kept.statusCode, body: kept.body };
    }
    const answer = await run(tx);
    // A 5xx is not kept (the provider lets the client retry it with the same key).
    if (answer.status >= 500) await forgetIdempotent(tx, key);
    else await finishIdempotent(tx, key, answer.status, answer.body as object);
    return answer;
  }

  function route(
    method: 'GET' | 'POST',
    url: string,
    /** `db`: the request's transaction when it has an idempotency key (see once); `emit` makes an event. */
    handler: (request: FastifyRequest, db: DbOrTx, emit: Emit) => Promise<Answer>,
    options: { publishableAllowed?: boolean } = {},
  ) {
    app.route({
      method,
      url,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const refused = authorised(request, options.publishableAllowed ?? false);
        if (!refused) await settleDueDebits();
        let made: EventRow[] = [];
        const answer =
          refused ??
          (method === 'POST'
            ? await once(request, (tx) => {
                // A transaction retried from the start forgets the events of its first try.
                made = [];
                return handler(request, tx, emitter(tx, made));
              })
            : await handler(request, db, emitter(db, made)));
        await deliverEvents(db, clock, endpoint, made);
        if (deps.answerDelayMs && url === '/v1/payment_intents') await sleep(deps.answerDelayMs);
        return reply.code(answer.status).header('request-id', newId('req')).send(answer.body);
      },
    });
  }

  const body = (request: FastifyRequest) => (request.body ?? {}) as Body;
  const param = (request: FastifyRequest, name: string) => (request.params as Record<string, string>)[name]!;

  route('POST', '/v1/customers', async (request, db) => {
    const input = body(request);
    const row = {
      id: newId('cus'),
      email: text(input.email) ?? null,
      name: text(input.name) ?? null,
      metadata: metadataOf(input.metadata),
      createdAt: clock.now(),
    };
    await insertCustomer(db, row);
    return {
      status: 200,
      body: { id: row.id, object: 'customer', email: row.email, name: row.name, metadata: row.metadata },
    };
  });

  route('GET', '/v1/customers/:id', async (request, db) => {
    const row = await findCustomer(db, param(request, 'id'));
    if (!row) return missing('customer', param(request, 'id'));
    return {
      status: 200,
      body: { id: row.id, object: 'customer', email: row.email, name: row.name, metadata: row.metadata },
    };
  });

  // A bank account from the bank-link provider's processor token (its stripe_bank_account_token): the two
  // sandboxes share the database, as the two providers speak to each other. Its numbers stay there.
  route('POST', '/v1/customers/:id/sources', async (request, db) => {
    const customerId = param(request, 'id');
    if (!(await findCustomer(db, customerId))) return missing('customer', customerId);
    const token = text(body(request).source) ?? '';
    const account = token.startsWith('btok_') ? await bankAccountOfProcessorToken(db, token) : undefined;
    if (!account) return missing('token', token, 'source');
    const row: BankAccountRow = {
      id: newId('ba'),
      customerId,
      bankName: account.bankName,
      accountType: account.accountType,
      last4: account.mask,
      failsWith: account.failsWith,
      createdAt: clock.now(),
    };
    await insertBankAccount(db, row);
    return { status: 200, body: bankAccountObject(row) };
  });

  // Tokenising: what the provider's browser script does with the publishable key.
  route(
    'POST',
    '/v1/payment_methods',
    async (request, db) => {
      const input = body(request);
      if (input.type !== 'card')
        return invalidRequest('Invalid payment method type: must be card', { param: 'type' });
      const card = metadataOf(input.card);
      const number = text(card.number) ?? '';
      const expMonth = Number(card.exp_month);
      const expYear = Number(card.exp_year);
      const problem = cardProblem(
        { number, expMonth, expYear, cvc: text(card.cvc) ?? '' },
        businessToday(clock),
      );
      if (problem === 'incorrect_number')
        return cardError('invalid_number', 'Your card number is invalid.', { param: 'card[number]' });
      if (problem === 'invalid_expiry')
        return cardError('invalid_expiry_month', "Your card's expiration month is invalid.", {
          param: 'card[exp_month]',
        });
      if (problem === 'expired_card')
        return cardError('invalid_expiry_year', "Your card's expiration year is in the past.", {
          param: 'card[exp_year]',
        });
      if (problem === 'invalid_cvc')
        return cardError('invalid_cvc', "Your card's security code is invalid.", { param: 'card[cvc]' });
      const row: PaymentMethodRow = {
        id: newId('pm'),
        customerId: null,
        brand: cardBrand(number),
        last4: cardDigits(number).slice(-4),
        expMonth,
        expYear: expYear < 100 ? 2000 + expYear : expYear,
        behaviour: JSON.stringify(behaviourOf(number)),
        createdAt: clock.now(),
      };
      await insertPaymentMethod(db, row);
      return { status: 200, body: paymentMethodObject(row) };
    },
    { publishableAllowed: true },
  );

  route('GET', '/v1/payment_methods/:id', async (request, db) => {
    const row = await findPaymentMethod(db, param(request, 'id'));
    return row
      ? { status: 200, body: paymentMethodObject(row) }
      : missing('payment_method', param(request, 'id'));
  });

  route('POST', '/v1/payment_methods/:id/attach', async (request, db) => {
    const row = await findPaymentMethod(db, param(request, 'id'));
    if (!row) return missing('payment_method', param(request, 'id'));
    const customerId = text(body(request).customer) ?? '';
    if (!(await findCustomer(db, customerId))) return missing('customer', customerId, 'customer');
    const behaviour = JSON.parse(row.behaviour) as CardBehaviour;
    // The provider checks a card as it is saved: a card that always declines is refused here already.
    if (behaviour.kind === 'declines') return declined(behaviour.code);
    await attachPaymentMethod(db, row.id, customerId);
    return { status: 200, body: paymentMethodObject({ ...row, customerId }) };
  });

  route('POST', '/v1/setup_intents', async (request, db) => {
    const input = body(request);
    const method = text(input.payment_method);
    const row = method ? await findPaymentMethod(db, method) : undefined;
    if (method && !row) return missing('payment_method', method, 'payment_method');
    const behaviour = row ? (JSON.parse(row.behaviour) as CardBehaviour) : null;
    const id = newId('seti');
    if (behaviour?.kind === 'declines')
      return declined(behaviour.code, {
        setup_intent: { id, object: 'setup_intent', status: 'requires_payment_method' },
      });
    return {
      status: 200,
      body: {
        id,
        object: 'setup_intent',
        customer: text(input.customer) ?? null,
        payment_method: method ?? null,
        status: input.confirm === 'true' && method ? 'succeeded' : 'requires_confirmation',
        usage: text(input.usage) ?? 'off_session',
      },
    };
  });

  route('POST', '/v1/payment_intents', async (request, db, emit) => {
    const input = body(request);
    const amount = Number(input.amount);
    if (!Number.isSafeInteger(amount) || amount < 50)
      return invalidRequest('Amount must be at least 50 cents.', {
        param: 'amount',
        code: 'amount_too_small',
      });
    const methodId = text(input.payment_method) ?? null;
    const bankAccount = methodId?.startsWith('ba_') ? await findBankAccount(db, methodId) : undefined;
    const method = methodId && !bankAccount ? await findPaymentMethod(db, methodId) : undefined;
    if (methodId && !method && !bankAccount) return missing('payment_method', methodId, 'payment_method');
    const row: PaymentIntentRow = {
      id: newId('pi'),
      amount,
      currency: text(input.currency) ?? 'usd',
      customerId: text(input.customer) ?? null,
      paymentMethodId: methodId,
      status: 'requires_confirmation',
      lastError: null,
      amountRefunded: 0,
      metadata: metadataOf(input.metadata),
      createdAt: clock.now(),
      settlesOn: null,
      failsWith: null,
      mandate: null,
    };
    // As the provider: a us_bank_account debit is confirmed only with its owner's mandate.
    if (bankAccount && input.confirm === 'true' && input.mandate_data === undefined)
      return invalidRequest(
        'A PaymentIntent with a us_bank_account payment method needs mandate_data to be confirmed.',
        { param: 'mandate_data', code: 'parameter_missing' },
      );
    if (bankAccount && input.mandate_data !== undefined) {
      const mandate = mandateOf(input);
      if (typeof mandate === 'string')
        return invalidRequest(mandate, { param: 'mandate_data[customer_acceptance]' });
      row.mandate = { id: newId('mandate'), ...mandate };
    }
    const types = input.payment_method_types;
    if (bankAccount && Array.isArray(types) && !types.includes('us_bank_account'))
      return invalidRequest('A bank account is debited as us_bank_account.', {
        param: 'payment_method_types',
      });
    if (input.confirm === 'true' && bankAccount) {
      // An ACH debit: accepted now, answered on its settlement day.
      row.status = 'processing';
      row.settlesOn = achSettlementDate(businessToday(clock));
      row.failsWith = bankAccount.failsWith;
    } else if (input.confirm === 'true' && method) {
      const behaviour = JSON.parse(method.behaviour) as CardBehaviour;
      if (behaviour.kind === 'succeeds') row.status = 'succeeded';
      else {
        const error = declined(behaviour.code);
        row.status = 'requires_payment_method';
        row.lastError = (error.body as { error: Body }).error;
        await insertPaymentIntent(db, row);
        await emit('payment_intent.payment_failed', paymentIntentObject(row));
        return declined(behaviour.code, { payment_intent: paymentIntentObject(row) });
      }
    }
    await insertPaymentIntent(db, row);
    if (row.status === 'succeeded') await emit('payment_intent.succeeded', paymentIntentObject(row));
    return { status: 200, body: paymentIntentObject(row) };
  });

  // Search, in the one form we use: metadata['key']:'value'.
  route('GET', '/v1/payment_intents/search', async (request, db) => {
    const query = text((request.query as Body).query) ?? '';
    const clause = /^metadata\['([\w-]+)'\]:'([^']*)'$/.exec(query.trim());
    if (!clause)
      return invalidRequest(`The sandbox searches by one metadata clause only; got: ${query}`, {
        param: 'query',
      });
    const rows = await paymentIntentsWithMetadata(db, clause[1]!, clause[2]!);
    return {
      status: 200,
      body: {
        object: 'search_result',
        url: '/v1/payment_intents/search',
        has_more: false,
        next_page: null,
        data: rows.map(paymentIntentObject),
      },
    };
  });

  route('GET', '/v1/payment_intents/:id', async (request, db) => {
    const row = await findPaymentIntent(db, param(request, 'id'));
    return row
      ? { status: 200, body: paymentIntentObject(row) }
      : missing('payment_intent', param(request, 'id'));
  });

  // The sandbox's own test helper (the provider has none for this): the bank returns a debit with a NACHA code.
  // Still processing, it fails with the code at settlement; settled, it is returned now (a late return, e.g.
  // R10 weeks later), as a real bank may do within the code's window.
  route('POST', '/v1/test_helpers/payment_intents/:id/ach_return', async (request, db, emit) => {
    const row = await findPaymentIntent(db, param(request, 'id'));
    if (!row) return missing('payment_intent', param(request, 'id'));
    const code = text(body(request).code) ?? '';
    if (!/^R\d{2}$/.test(code)) return invalidRequest('code must be a NACHA return code (R01...).');
    if (!row.settlesOn || (row.status !== 'processing' && row.status !== 'succeeded'))
      return invalidRequest(`PaymentIntent ${row.id} is not a bank debit that may be returned.`);
    if (row.status === 'processing') await updatePaymentIntent(db, row.id, { failsWith: code });
    else
      await updatePaymentIntent(db, row.id, {
        status: 'requires_payment_method',
        lastError: achReturnError(code),
      });
    const after = (await findPaymentIntent(db, row.id))!;
    // A settled debit returned: an unauthorised return comes as a dispute, any other as the payment failing.
    if (row.status === 'succeeded' && UNAUTHORISED_RETURNS.has(code))
      await emit('charge.dispute.created', {
        id: newId('dp'),
        object: 'dispute',
        amount: row.amount,
        currency: row.currency,
        charge: `ch_${row.id.slice(3)}`,
        payment_intent: row.id,
        reason: 'debit_not_authorized',
        status: 'needs_response',
        metadata: {},
        created: unix(clock.now()),
        livemode: false,
      });
    else if (row.status === 'succeeded')
      await emit('payment_intent.payment_failed', paymentIntentObject(after));
    return { status: 200, body: paymentIntentObject(after) };
  });

  route('POST', '/v1/refunds', async (request, db, emit) => {
    const input = body(request);
    const intentId = text(input.payment_intent) ?? '';
    const intent = await findPaymentIntent(db, intentId);
    if (!intent) return missing('payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded')
      return invalidRequest(`PaymentIntent ${intentId} does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
      });
    const left = intent.amount - intent.amountRefunded;
    const amount = input.amount === undefined ? left : Number(input.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
      return invalidRequest(
        `Refund amount (${String(input.amount)}) is greater than unrefunded amount on charge.`,
        {
          param: 'amount',
          code: 'amount_too_large',
        },
      );
    await setRefunded(db, intent.id, intent.amountRefunded + amount);
    const customer = intent.customerId ? await findCustomer(db, intent.customerId) : undefined;
    await emit(
      'charge.refunded',
      chargeObject({ ...intent, amountRefunded: intent.amountRefunded + amount }, customer),
    );
    return {
      status: 200,
      body: {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      },
    };
  });

  // The provider's event list, newest first, paged as its library pages it (starting_after the last id seen).
  route('GET', '/v1/events', async (request, db) => {
    const query = qs.parse(request.url.split('?')[1] ?? '') as Body;
    const limit = Math.min(Math.max(Number(query.limit ?? 10) || 10, 1), 100);
    const created = query.created;
    const bound = (key: string) =>
      created && typeof created === 'object' && text((created as Body)[key]) !== undefined
        ? new Date(Number((created as Body)[key]) * 1000)
        : undefined;
    const exact = text(created) !== undefined ? new Date(Number(created) * 1000) : undefined;
    const gt = bound('gt');
    const lt = bound('lt');
    const since = exact ?? bound('gte') ?? (gt ? new Date(gt.getTime() + 1000) : undefined);
    const until = exact ?? bound('lte') ?? (lt ? new Date(lt.getTime() - 1000) : undefined);
    const startingAfter = text(query.starting_after);
    const after = startingAfter ? await findEvent(db, startingAfter) : undefined;
    if (startingAfter && !after) return missing('event', startingAfter, 'starting_after');
    const types = [
      ...(text(query.type) ? [text(query.type)!] : []),
      ...(Array.isArray(query.types) ? query.types.map(String) : []),
    ];
    const rows = await eventsPage(db, {
      since,
      until,
      beforeSeq: after?.seq,
      types,
      limit: limit + 1,
    });
    return {
      status: 200,
      body: {
        object: 'list',
        url: '/v1/events',
        has_more: rows.length > limit,
        data: rows.slice(0, limit).map((row) => row.event),
      },
    };
  });

  route('GET', '/v1/events/:id', async (request, db) => {
    const row = await findEvent(db, param(request, 'id'));
    return row ? { status: 200, body: row.event } : missing('event', param(request, 'id'));
  });

  return app;
}

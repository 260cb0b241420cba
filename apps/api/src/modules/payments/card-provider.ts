// The card provider, as the purchase uses it: a customer per person, a tokenised card saved to them, charges
// with idempotency keys, refunds. Spoken through the provider's own Node library (`stripe`): pointed at the
// sandbox card provider by default, at the real API with a live key, the same code either way. Every answer is a
// Result (@wysh/domain/result): a decline, a card or a charge the provider does not know is a CardRefusal with a
// stable CARD.* code; only a provider that cannot be reached (or answers what we cannot read) throws, and the
// caller's job retries it.
import Stripe from 'stripe';
import { err, ok, type Result } from '@wysh/domain/result';

export type SavedCard = {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type Charge = { paymentIntentId: string; status: string; amount: number };

/**
 * Our stable name for why the provider said no. The provider's own code (card_declined, expired_card,
 * resource_missing...) is kept in `providerCode`, its decline reason (insufficient_funds...) in `declineCode`:
 * those are the provider's vocabulary, stored on a payment and shown to support, never branched on by callers.
 * - CARD.DECLINED: the issuer or the provider refused the card (any card error: declined, expired, bad CVC...).
 * - CARD.PAYMENT_METHOD_NOT_FOUND: a card token the provider does not know (never made, or another account's).
 * - CARD.CHARGE_NOT_FOUND: no charge by that id, or none made for that payment (the provider never received it).
 */
export type CardRefusalCode = 'CARD.DECLINED' | 'CARD.PAYMENT_METHOD_NOT_FOUND' | 'CARD.CHARGE_NOT_FOUND';

export type CardRefusal<C extends CardRefusalCode = CardRefusalCode> = {
  code: C;
  providerCode: string;
  declineCode: string | null;
  /** The provider's words (for a decline, the issuer's reason as the provider words it). */
  message: string;
};

/** A bank account saved to a customer from the bank-link provider's processor token: no numbers, its mask. */
export type SavedBankAccount = {
  paymentMethodId: string;
  bankName: string;
  /** checking or savings, as the provider says. */
  accountType: string | null;
  last4: string;
};

/**
 * Where a bank debit stands at the provider: processing until it settles, then succeeded, or failed (at
 * settlement, or returned later) with the bank's return code when it named one.
 */
export type BankDebitState =
  | { status: 'processing' | 'succeeded'; paymentIntentId: string }
  | {
      status: 'failed';
      paymentIntentId: string;
      returnCode: string | null;
      declineCode: string | null;
      message: string;
    };

/** An event of the provider (a webhook's body, or one of its event list): its object as the provider sent it. */
export type ProviderEvent = {
  id: string;
  type: string;
  createdAt: Date;
  object: Record<string, unknown>;
};

/** A webhook whose signature does not verify (missing, made with another secret, too old, or a changed body). */
export type EventRefusal = { code: 'CARD.EVENT_SIGNATURE_INVALID'; message: string };

/** The event types we settle from; the reconciling job lists only these. */
export const PROVIDER_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
] as const;

export type CardProvider = {
  /** The same idempotency key never makes a second customer. */
  createCustomer(input: {
    email: string;
    name: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<string>;
  saveCard(
    customerId: string,
    paymentMethodId: string,
  ): Promise<Result<SavedCard, CardRefusal<'CARD.DECLINED' | 'CARD.PAYMENT_METHOD_NOT_FOUND'>>>;
  /**
   * Charges a saved card, or debits a saved bank account; the same idempotency key never charges twice. A bank
   * debit carries its mandate: the owner's online acceptance of the debit authorisation.
   */
  charge(input: {
    customerId: string;
    paymentMethodId: string;
    amount: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
    mandate?: BankDebitMandate | null;
  }): Promise<Result<Charge, CardRefusal<'CARD.DECLINED'>>>;
  /** The charge a key made, when the answer was lost (a crash between the provider's answer and our commit). */
  findCharge(paymentIntentId: string): Promise<Result<Charge, CardRefusal<'CARD.CHARGE_NOT_FOUND'>>>;
  /**
   * The charge made for one of our payments (its metadata's paymentId), found by search: for a charge whose
   * key the provider no longer keeps, which must not be sent again. A charge it refused answers its refusal
   * (CARD.DECLINED); CARD.CHARGE_NOT_FOUND when the provider never received it.
   */
  findChargeOfPayment(
    paymentId: string,
  ): Promise<Result<Charge, CardRefusal<'CARD.DECLINED' | 'CARD.CHARGE_NOT_FOUND'>>>;
  refund(input: {
    paymentIntentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /**
   * Saves the bank account a bank-link processor token hands over (`btok_...`) to the customer, as a payment
   * method that `charge` debits by ACH (its charges answer `processing`). A token the provider refuses is a
   * refusal.
   */
  saveBankAccount(
    customerId: string,
    processorToken: string,
  ): Promise<Result<SavedBankAccount, CardRefusal<'CARD.DECLINED' | 'CARD.PAYMENT_METHOD_NOT_FOUND'>>>;
  /**
   * Where a bank debit (or a card charge) stands now: asked while a debit processes, after it settled (for a
   * return), and for the payment an event names (events come in any order; the charge's state now decides).
   */
  bankDebit(paymentIntentId: string): Promise<Result<BankDebitState, CardRefusal<'CARD.CHARGE_NOT_FOUND'>>>;
  /**
   * A webhook's event, if its Stripe-Signature header verifies over the raw body with the webhook secret (the
   * provider library's own check, its 5-minute tolerance counted from `receivedAt`, our clock's now).
   */
  verifyEvent(rawBody: string, signature: string, receivedAt: Date): Result<ProviderEvent, EventRefusal>;
  /** The provider's events of `types` made since `since`, newest first, every page (for the reconciling job). */
  recentEvents(since: Date, types: readonly string[]): AsyncIterable<ProviderEvent>;
};

/** A bank debit's mandate (the provider's mandate_data.customer_acceptance, type online). */
export type BankDebitMandate = { acceptedAt: Date; ipAddress: string; userAgent: string };

export type CardProviderConnection = {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_...); without one, no webhook verifies. */
  webhookSecret?: string;
  /** The sandbox's address; absent for the real API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

/** A card error (a decline, an expired card, a bad CVC...) as CARD.DECLINED; null for any other error. */
function declineOf(error: unknown): CardRefusal<'CARD.DECLINED'> | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  return {
    code: 'CARD.DECLINED',
    providerCode: error.code ?? 'card_declined',
    declineCode: error.decline_code ?? null,
    message: error.message,
  };
}

const chargeOf = (intent: Stripe.PaymentIntent): Charge => ({
  paymentIntentId: intent.id,
  status: intent.status,
  amount: intent.amount,
});

const eventOf = (event: Stripe.Event): ProviderEvent => ({
  id: event.id,
  type: event.type,
  createdAt: new Date(event.created * 1000),
  object: event.data.object as unknown as Record<string, unknown>,
});

const chargeNotFound = (message: string): CardRefusal<'CARD.CHARGE_NOT_FOUND'> => ({
  code: 'CARD.CHARGE_NOT_FOUND',
  providerCode: 'resource_missing',
  declineCode: null,
  message,
});

export function createStripeCardProvider(connection: CardProviderConnection): CardProvider {
  const stripe = new Stripe(connection.secretKey, {
    ...(connection.host ? { host: connection.host } : {}),
    ...(connection.port ? { port: connection.port } : {}),
    ...(connection.protocol ? { protocol: connection.protocol } : {}),
    maxNetworkRetries: 2,
    telemetry: false,
  });

  return {
    async createCustomer({ email, name, userId, idempotencyKey }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId } },
        { idempotencyKey },
      );
      return customer.id;
    },

    async saveCard(customerId, paymentMethodId) {
      try {
        const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        const card = method.card!;
        return ok({
          paymentMethodId: method.id,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        });
      } catch (error) {
        const declined = declineOf(error);
        if (declined) return err(declined);
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return err({
            code: 'CARD.PAYMENT_METHOD_NOT_FOUND',
            providerCode: 'resource_missing',
            declineCode: null,
            message: error.message,
          });
        throw error;
      }
    },

    async charge({ customerId, paymentMethodId, amount, idempotencyKey, metadata, mandate }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: 'usd',
            customer: customerId,
            payment_method: paymentMethodId,
            confirm: true,
            off_session: true,
            metadata,
            // An ACH debit needs the account holder's authorisation: the provider keeps it as a mandate.
            ...(mandate
              ? {
                  payment_method_types: ['us_bank_account'],
                  mandate_data: {
                    customer_acceptance: {
                      type: 'online' as const,
                      accepted_at: Math.floor(mandate.acceptedAt.getTime() / 1000),
                      online: { ip_address: mandate.ipAddress, user_agent: mandate.userAgent },
                    },
                  },
                }
              : {}),
          },
          { idempotencyKey },
        );
        return ok(chargeOf(intent));
      } catch (error) {
        const declined = declineOf(error);
        if (declined) return err(declined);
        throw error;
      }
    },

    async findCharge(paymentIntentId) {
      try {
        return ok(chargeOf(await stripe.paymentIntents.retrieve(paymentIntentId)));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return err(chargeNotFound(error.message));
        throw error;
      }
    },

    async findChargeOfPayment(paymentId) {
      const found = await stripe.paymentIntents.search({ query: `metadata['paymentId']:'${paymentId}'` });
      const intent =
        found.data.find((candidate) => candidate.status === 'succeeded') ?? found.data.at(0) ?? null;
      if (!intent) return err(chargeNotFound(`No charge was made for payment ${paymentId}.`));
      const error = intent.last_payment_error;
      if (intent.status !== 'succeeded' && error)
        return err({
          code: 'CARD.DECLINED',
          providerCode: error.code ?? 'card_declined',
          declineCode: error.decline_code ?? null,
          message: error.message ?? 'The card was declined.',
        });
      return ok(chargeOf(intent));
    },

    async saveBankAccount(customerId, processorToken) {
      try {
        const source = await stripe.customers.createSource(customerId, { source: processorToken });
        if (source.object !== 'bank_account')
          return err({
            code: 'CARD.PAYMENT_METHOD_NOT_FOUND',
            providerCode: 'invalid_source',
            declineCode: null,
            message: 'The token is not a bank account.',
          });
        // The provider's bank account object also carries the routing number: it is not read.
        return ok({
          paymentMethodId: source.id,
          bankName: source.bank_name ?? 'Bank account',
          accountType: source.account_type ?? null,
          last4: source.last4,
        });
      } catch (error) {
        const declined = declineOf(error);
        if (declined) return err(declined);
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return err({
            code: 'CARD.PAYMENT_METHOD_NOT_FOUND',
            providerCode: error.code ?? 'invalid_request',
            declineCode: null,
            message: error.message,
          });
        throw error;
      }
    },

    async bankDebit(paymentIntentId) {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
        if (intent.status === 'processing' || intent.status === 'succeeded')
          return ok({ status: intent.status as 'processing' | 'succeeded', paymentIntentId: intent.id });
        const error = intent.last_payment_error;
        return ok({
          status: 'failed',
          paymentIntentId: intent.id,
          returnCode: (error as { network_decline_code?: string } | null)?.network_decline_code ?? null,
          declineCode: error?.decline_code ?? error?.code ?? null,
          message: error?.message ?? `The debit ended ${intent.status}.`,
        });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return err(chargeNotFound(error.message));
        throw error;
      }
    },

    verifyEvent(rawBody, signature, receivedAt) {
      if (!connection.webhookSecret)
        return err({ code: 'CARD.EVENT_SIGNATURE_INVALID', message: 'No webhook secret is configured.' });
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          connection.webhookSecret,
          undefined,
          undefined,
          receivedAt.getTime(),
        );
        return ok(eventOf(event));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          return err({ code: 'CARD.EVENT_SIGNATURE_INVALID', message: error.message });
        throw error;
      }
    },

    async *recentEvents(since, types) {
      const listing = stripe.events.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        types: [...types],
        limit: 100,
      });
      for await (const event of listing) yield eventOf(event);
    },

    async refund({ paymentIntentId, amount, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },
  };
}

// The card provider, as the purchase uses it: a customer per person, a tokenised card saved to them, charges
// with idempotency keys, refunds. Spoken through the provider's own Node library (`stripe`): pointed at the
// sandbox card provider by default, at the real API with a live key, the same code either way. A decline or a
// bad card is an answer (CardRefusal), not an exception; a provider that cannot be reached throws.
import Stripe from 'stripe';
import { err, ok, type Result } from '@wysh/domain/result';

export type SavedCard = {
  refused: false;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/** Why the provider refused: its error code, the decline reason when it gave one, and its message. */
export type CardRefusal = { refused: true; code: string; declineCode: string | null; message: string };

export type Charge = { refused: false; paymentIntentId: string; status: string; amount: number };

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

export type CardProvider = {
  /** The same idempotency key never makes a second customer. */
  createCustomer(input: {
    email: string;
    name: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<string>;
  /** A token the provider does not know (never made, or another account's) is refused as `resource_missing`. */
  saveCard(customerId: string, paymentMethodId: string): Promise<SavedCard | CardRefusal>;
  /** Charges a saved card; the same idempotency key never charges twice. */
  charge(input: {
    customerId: string;
    paymentMethodId: string;
    amount: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<Charge | CardRefusal>;
  /** The charge a key made, when the answer was lost (a crash between the provider's answer and our commit). */
  findCharge(paymentIntentId: string): Promise<Charge | null>;
  /**
   * The charge made for one of our payments (its metadata's paymentId), found by search: for a charge whose
   * key the provider no longer keeps, which must not be sent again. A charge it refused is its refusal; null
   * when the provider never received it.
   */
  findChargeOfPayment(paymentId: string): Promise<Charge | CardRefusal | null>;
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
  saveBankAccount(customerId: string, processorToken: string): Promise<Result<SavedBankAccount, CardRefusal>>;
  /** Where a bank debit stands (asked while it processes, and after it settled, for a return). */
  bankDebit(paymentIntentId: string): Promise<Result<BankDebitState, CardRefusal>>;
};

export type CardProviderConnection = {
  secretKey: string;
  /** The sandbox's address; absent for the real API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

function refusalOf(error: unknown): CardRefusal | null {
  if (error instanceof Stripe.errors.StripeCardError)
    return {
      refused: true,
      code: error.code ?? 'card_declined',
      declineCode: error.decline_code ?? null,
      message: error.message,
    };
  return null;
}

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
        return {
          refused: false,
          paymentMethodId: method.id,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
        };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return refusal;
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return { refused: true, code: 'resource_missing', declineCode: null, message: error.message };
        throw error;
      }
    },

    async charge({ customerId, paymentMethodId, amount, idempotencyKey, metadata }) {
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
          },
          { idempotencyKey },
        );
        return { refused: false, paymentIntentId: intent.id, status: intent.status, amount: intent.amount };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return refusal;
        throw error;
      }
    },

    async findCharge(paymentIntentId) {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
        return { refused: false, paymentIntentId: intent.id, status: intent.status, amount: intent.amount };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async findChargeOfPayment(paymentId) {
      const found = await stripe.paymentIntents.search({ query: `metadata['paymentId']:'${paymentId}'` });
      const intent =
        found.data.find((candidate) => candidate.status === 'succeeded') ?? found.data.at(0) ?? null;
      if (!intent) return null;
      const error = intent.last_payment_error;
      if (intent.status !== 'succeeded' && error)
        return {
          refused: true,
          code: error.code ?? 'card_declined',
          declineCode: error.decline_code ?? null,
          message: error.message ?? 'The card was declined.',
        };
      return { refused: false, paymentIntentId: intent.id, status: intent.status, amount: intent.amount };
    },

    async saveBankAccount(customerId, processorToken) {
      try {
        const source = await stripe.customers.createSource(customerId, { source: processorToken });
        if (source.object !== 'bank_account')
          return err({
            refused: true,
            code: 'invalid_source',
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
        const refusal = refusalOf(error);
        if (refusal) return err(refusal);
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return err({
            refused: true,
            code: error.code ?? 'invalid_request',
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
          return err({ refused: true, code: 'resource_missing', declineCode: null, message: error.message });
        throw error;
      }
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

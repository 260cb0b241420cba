// Payment methods: the person's customer at the card provider and the cards saved there (token, brand, last 4,
// expiry, the name on the card; never the number). A card the browser tokenised is saved before it is charged.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { nameOnCardProblem } from '@wysh/domain/payments/name-on-card';
import { capitalisedName } from '@wysh/domain/person-name';
import { ok, type Result } from '@wysh/domain/result';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import type { UserFailure } from '../../shared/user-error.ts';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { CardProvider } from './card-provider.ts';
import {
  bankAccountRefused,
  cardMissing,
  cardNotFound,
  nameOnCardInvalid,
  onlyCards,
  type PaymentsError,
} from './payments.errors.ts';
import {
  findCustomerOfUser,
  keepCustomer,
  keepPaymentMethod,
  keepOnlyPaymentMethod,
  latestPaymentMethodOfUser,
  paymentMethodsOfUser,
  type PaymentMethodRow,
} from './payments.repository.ts';
import { paymentMethodView, type PaymentMethodView } from './payments.views.ts';

export type SaveCardError = PaymentsError<'VALIDATION_FAILED' | 'PAYMENT_CARD_MISSING'>;
/** Why a linked account could not be made the method: bank-link's refusal (its BANK_LINK.* code) or ours. */
export type ChooseBankAccountError = UserFailure;

/** What payments needs of bank-link (handed in by services.ts): an account handed to the card provider. */
export type BankAccountsPort = {
  processorToken(
    userId: string,
    plaidAccountId: string,
  ): Promise<
    Result<
      { token: string; institutionName: string; name: string; mask: string | null; subtype: string | null },
      UserFailure
    >
  >;
};
/** A card saved, or refused by the provider as it was saved (a decline: an answer, not an error). */
export type SavedCard =
  { saved: true; method: PaymentMethodRow } | { saved: false; message: string; declineCode: string };

export function createPaymentMethodsService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  cards: CardProvider;
  bankAccounts: BankAccountsPort;
  /** The owner's name and e-mail, for their customer at the provider. */
  customerDetails: (userId: string) => Promise<{ email: string; name: string }>;
}) {
  const { db, clock, logger, cards } = deps;

  async function ensureCustomer(userId: string): Promise<string> {
    const kept = await findCustomerOfUser(db, userId);
    if (kept) return kept;
    const details = await deps.customerDetails(userId);
    // The key makes a retried or concurrent first purchase find the same customer at the provider.
    const providerCustomerId = await cards.createCustomer({
      ...details,
      userId,
      idempotencyKey: `customer_${userId}`,
    });
    return keepCustomer(db, { userId, providerCustomerId, createdAt: clock.now() });
  }

  /** Saves the card the browser tokenised for `userId`, named as on the card. */
  async function saveCard(
    userId: string,
    input: { paymentMethodToken: string; nameOnCard?: string | null },
  ): Promise<Result<SavedCard, SaveCardError>> {
    const name = capitalisedName((input.nameOnCard ?? '').trim().replace(/\s+/g, ' '));
    if (nameOnCardProblem(name) !== null) return nameOnCardInvalid();
    if (!/^pm_[A-Za-z0-9]+$/.test(input.paymentMethodToken)) return cardMissing();
    const customerId = await ensureCustomer(userId);
    const answer = await cards.saveCard(customerId, input.paymentMethodToken);
    if (!answer.ok && answer.error.code === 'CARD.PAYMENT_METHOD_NOT_FOUND') return cardNotFound();
    if (!answer.ok) {
      const reason = answer.error.declineCode ?? answer.error.providerCode;
      logger.info({ event: 'card_refused', userId, code: reason }, 'Card refused as it was saved');
      return ok({ saved: false, message: answer.error.message, declineCode: reason });
    }
    const saved = answer.value;
    const method = await keepPaymentMethod(db, {
      id: randomUUID(),
      userId,
      source: 'credit_card',
      status: 'active',
      nameOnCard: name,
      providerPaymentMethodId: saved.paymentMethodId,
      brand: saved.brand,
      last4: saved.last4,
      expMonth: saved.expMonth,
      expYear: saved.expYear,
      bankName: null,
      accountType: null,
      plaidAccountId: null,
      debitsStoppedCode: null,
      debitsStoppedAt: null,
      createdAt: clock.now(),
    });
    // A provider token is one person's: another's saved card is never charged for this one.
    if (method.userId !== userId) return cardMissing();
    return ok({ saved: true, method });
  }

  return {
    ensureCustomer,
    customerOf: (userId: string) => findCustomerOfUser(db, userId),

    saveCard,

    /** The card the next charge uses (collection charges the newest active one), or null. */
    async activePaymentMethod(viewer: Viewer): Promise<PaymentMethodView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const row = await latestPaymentMethodOfUser(db, userId);
      return row ? paymentMethodView(row) : null;
    },

    /**
     * createPaymentMethod (spec 001 §7.6): the billing page's new card, tokenised by the card field as the
     * purchase's is. Saved, it replaces the cards on file: it is the one active card, so every charge from then
     * on (the billing run's, a retry, pay-now) uses it. A card the provider refuses as it is saved is an answer,
     * and nothing changes. A charge already in flight on the old card finishes on it.
     */
    async replaceCard(
      viewer: Viewer,
      input: { paymentMethodToken: string; nameOnCard?: string | null; source?: string | null },
    ): Promise<Result<SavedCard, SaveCardError>> {
      const { userId } = requireUser(viewer, 'verified');
      if ((input.source ?? 'credit_card') !== 'credit_card') return onlyCards();
      const saved = await saveCard(userId, input);
      if (!saved.ok || !saved.value.saved) return saved;
      const method = { ...saved.value.method, status: 'active' as const };
      await keepOnlyPaymentMethod(db, userId, method.id);
      logger.info({ event: 'card_replaced', userId, paymentMethodId: method.id }, 'Card on file replaced');
      return ok({ saved: true, method });
    },

    /**
     * createPaymentMethod with source bank_account (spec 001 §7.6): one of the person's linked accounts becomes
     * the method every charge uses, debited by ACH. Bank-link hands it to the card provider with a processor
     * token, which the card provider saves to the person's customer: no account or routing number passes here,
     * only the providers' tokens, the bank's name, the account's type and its mask. Choosing it again after its
     * debits were stopped is not allowed: a stopped account needs a new link (or another method).
     */
    async chooseBankAccount(
      viewer: Viewer,
      input: { plaidAccountId: string },
    ): Promise<Result<PaymentMethodRow, ChooseBankAccountError>> {
      const { userId } = requireUser(viewer, 'verified');
      const handed = await deps.bankAccounts.processorToken(userId, input.plaidAccountId);
      if (!handed.ok) return handed;
      const customerId = await ensureCustomer(userId);
      const saved = await cards.saveBankAccount(customerId, handed.value.token);
      if (!saved.ok) {
        logger.info(
          { event: 'bank_account_refused', userId, code: saved.error.code },
          'Bank account refused by the card provider',
        );
        return bankAccountRefused(saved.error.message);
      }
      const method = await keepPaymentMethod(db, {
        id: randomUUID(),
        userId,
        source: 'bank_account',
        status: 'active',
        nameOnCard: handed.value.name,
        providerPaymentMethodId: saved.value.paymentMethodId,
        brand: null,
        last4: saved.value.last4,
        expMonth: null,
        expYear: null,
        bankName: handed.value.institutionName,
        accountType: saved.value.accountType ?? handed.value.subtype,
        plaidAccountId: input.plaidAccountId,
        debitsStoppedCode: null,
        debitsStoppedAt: null,
        createdAt: clock.now(),
      });
      if (method.userId !== userId) return cardMissing();
      await keepOnlyPaymentMethod(db, userId, method.id);
      logger.info(
        { event: 'bank_account_chosen', userId, paymentMethodId: method.id },
        'Bank account made the method on file',
      );
      return ok({ ...method, status: 'active' });
    },

    async paymentMethods(viewer: Viewer): Promise<PaymentMethodView[]> {
      const { userId } = requireUser(viewer, 'identified');
      return (await paymentMethodsOfUser(db, userId)).map(paymentMethodView);
    },
  };
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;

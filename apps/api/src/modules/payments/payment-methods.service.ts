// Payment methods: the person's customer at the card provider and the cards saved there (token, brand, last 4,
// expiry, the name on the card; never the number). A card the browser tokenised is saved before it is charged.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { DEBIT_AUTHORIZATION_VERSION } from '@wysh/domain/ach/debit-authorization';
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
  debitAuthorizationMissing,
  nameOnCardInvalid,
  onlyCards,
  type PaymentsError,
} from './payments.errors.ts';
import {
  findCustomerOfUser,
  findPaymentMethod,
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
const NO_MANDATE = {
  mandateVersion: null,
  mandateAcceptedAt: null,
  mandateIpAddress: null,
  mandateUserAgent: null,
} as const;

/** The debit authorization the person agreed to (its version), from where; when, if not now (the purchase's). */
export type MandateInput = {
  version: string | null;
  ipAddress: string;
  userAgent: string;
  acceptedAt?: Date;
};

/** A card saved, or refused by the provider as it was saved (a decline: an answer, not an error). */
export type SavedCard =
  { saved: true; method: PaymentMethodRow } | { saved: false; message: string; declineCode: string };

/** A provider token is one person's: another's saved method is never charged or chosen for this one. */
function ownedBy(userId: string, method: PaymentMethodRow): PaymentMethodRow | null {
  return method.userId === userId ? method : null;
}

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

  /** Saves the card the browser tokenised for `userId`, named as on the card; `keep` writes it (in a transaction). */
  async function saveCardWith(
    userId: string,
    input: { paymentMethodToken: string; nameOnCard?: string | null },
    keep: (row: PaymentMethodRow) => Promise<PaymentMethodRow | null>,
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
    const method = await keep({
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
      ...NO_MANDATE,
      createdAt: clock.now(),
    });
    if (!method) return cardMissing();
    return ok({ saved: true, method });
  }

  /** Saves the card the browser tokenised for `userId`, named as on the card. */
  const saveCard = (userId: string, input: { paymentMethodToken: string; nameOnCard?: string | null }) =>
    saveCardWith(userId, input, async (row) => ownedBy(userId, await keepPaymentMethod(db, row)));

  async function activePaymentMethodOf(userId: string): Promise<PaymentMethodView | null> {
    const row = await latestPaymentMethodOfUser(db, userId);
    return row ? paymentMethodView(row) : null;
  }

  return {
    ensureCustomer,
    customerOf: (userId: string) => findCustomerOfUser(db, userId),

    saveCard,

    /** The card the next charge uses (collection charges the newest active one), or null. */
    async activePaymentMethod(viewer: Viewer): Promise<PaymentMethodView | null> {
      return activePaymentMethodOf(requireUser(viewer, 'identified').userId);
    },

    /** The same of a person, for customer service (the agent console checks the role). */
    activePaymentMethodOf,

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
      // Kept and made the only card in one transaction: never a card on file beside the one it replaced.
      const saved = await saveCardWith(userId, input, (row) =>
        db.transaction(async (tx) => {
          const kept = ownedBy(userId, await keepPaymentMethod(tx, row));
          if (kept) await keepOnlyPaymentMethod(tx, userId, kept.id);
          return kept;
        }),
      );
      if (!saved.ok || !saved.value.saved) return saved;
      const method = { ...saved.value.method, status: 'active' as const };
      logger.info({ event: 'card_replaced', userId, paymentMethodId: method.id }, 'Card on file replaced');
      return ok({ saved: true, method });
    },

    /**
     * createPaymentMethod with source bank_account (spec 001 §7.6): one of the person's linked accounts becomes
     * the method every charge uses, debited by ACH. Bank-link hands it to the card provider with a processor
     * token, which the card provider saves to the person's customer: no account or routing number passes here,
     * only the providers' tokens, the bank's name, the account's type and its mask. Choosing it again after its
     * debits were stopped is not allowed: a stopped account needs a new link (or another method). Only with its
     * owner's agreement to the current debit authorization, kept with the method (version, time, address,
     * browser) and sent with each debit as its mandate; without it nothing changes.
     */
    async chooseBankAccount(
      viewer: Viewer,
      input: { plaidAccountId: string; mandate: MandateInput | null },
    ): Promise<Result<PaymentMethodRow, ChooseBankAccountError>> {
      const { userId } = requireUser(viewer, 'verified');
      const { mandate } = input;
      if (!mandate || mandate.version !== DEBIT_AUTHORIZATION_VERSION) return debitAuthorizationMissing();
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
      const row: PaymentMethodRow = {
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
        mandateVersion: mandate.version,
        mandateAcceptedAt: mandate.acceptedAt ?? clock.now(),
        mandateIpAddress: mandate.ipAddress,
        mandateUserAgent: mandate.userAgent,
        createdAt: clock.now(),
      };
      // Kept and made the only method in one transaction: never a method on file beside the one it replaced.
      const method = await db.transaction(async (tx) => {
        const kept = ownedBy(userId, await keepPaymentMethod(tx, row));
        if (kept) await keepOnlyPaymentMethod(tx, userId, kept.id);
        return kept;
      });
      if (!method) return cardMissing();
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

    /** One of the viewer's methods by its id (a payment's); null when it is not theirs. */
    async paymentMethod(viewer: Viewer, id: string): Promise<PaymentMethodView | null> {
      const { userId } = requireUser(viewer, 'identified');
      const method = await findPaymentMethod(db, id);
      return method?.userId === userId ? paymentMethodView(method) : null;
    },
  };
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;

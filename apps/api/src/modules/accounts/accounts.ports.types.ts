// What accounts asks of the modules above it. Sessions (auth) and memberships both reference users, so they
// depend on accounts; accounts reaches them only through these shapes, which services.ts fills with the real
// services. That keeps the modules a hierarchy (no module imports one that imports it).
import type { ClosingFacts } from '@wysh/domain/accounts/account-closing';
import type { DbOrTx } from '../../db/database.ts';
import type { AuthLevel } from '../../shared/viewer.ts';
import type { TokenSetView } from './accounts.views.ts';

export type AccountSessions = {
  start(tx: DbOrTx, userId: string, level: AuthLevel): Promise<TokenSetView>;
  verify(tx: DbOrTx, sessionId: string): Promise<TokenSetView>;
  revokeAllOfUser(tx: DbOrTx, userId: string, reason: string): Promise<void>;
};

export type AccountMemberships = {
  setUpDefault(tx: DbOrTx, userId: string): Promise<unknown>;
  closeAllOfUser(tx: DbOrTx, userId: string): Promise<unknown>;
};

/** What may keep an account open (the person's policies, money in flight), read in the closing's transaction. */
export type AccountClosing = {
  factsOf(tx: DbOrTx, userId: string): Promise<ClosingFacts>;
};

// The steps of the sandbox's Link look-alike, which the web app's modal (features/bank-link) walks as the real
// Link walks the provider's servers: with a link token, never our server's keys. Pick an institution, sign in
// (user_good / pass_good; anything else is refused with the provider's INVALID_CREDENTIALS), answer the second
// factor (1234), pick an account; the finish answers a public token and the metadata of Link's onSuccess. In
// update mode the institution is the Item's and the finish repairs its login. Each step moves the session on
// only from the stage it expects, so a replayed or skipped step is refused. Called cross-origin from the app's
// pages (CORS for parentOrigins only).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { plaidError, requestId, type SandboxAnswer } from './plaid-errors.ts';
import {
  SANDBOX_CREDENTIALS,
  sandboxAccountFacts,
  type SandboxAccountKind,
  SANDBOX_INSTITUTIONS,
  institutionById,
} from './sandbox-bank-accounts.ts';
import {
  accountsOfItem,
  findItem,
  findLinkToken,
  moveLinkToken,
  updateItem,
  type LinkTokenRow,
} from './sandbox-bank-link.repository.ts';
import { createItem, issuePublicToken } from './sandbox-items.ts';

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The accounts as Link's onSuccess metadata lists them. */
const linkAccount = (accountId: string, kind: SandboxAccountKind) => {
  const { name, mask, type, subtype } = sandboxAccountFacts(kind);
  return { id: accountId, name, mask, type, subtype, verification_status: null };
};

/** The accounts Link offers in this session: those its link token's account_filters let through. */
const offered = <T extends { kind: SandboxAccountKind }>(session: LinkTokenRow, accounts: T[]) =>
  accounts.filter((account) => !session.accountKinds || session.accountKinds.includes(account.kind));

const institutionObject = (institutionId: string) => {
  const institution = institutionById(institutionId);
  return institution ? { institution_id: institution.institutionId, name: institution.name } : null;
};

export function registerSandboxLinkRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; parentOrigins: readonly string[] },
) {
  const { db, clock } = deps;

  function allowOrigin(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    if (origin && deps.parentOrigins.includes(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
    }
  }

  app.options('/link/sandbox/*', async (request, reply) => {
    allowOrigin(request, reply);
    reply.header('access-control-allow-methods', 'POST');
    reply.header('access-control-allow-headers', 'content-type');
    reply.header('access-control-max-age', '600');
    return reply.code(204).send();
  });

  /** A step of a live session at one of `stages`; the session is read and moved in one transaction. */
  function step(
    name: string,
    stages: readonly LinkTokenRow['stage'][],
    handler: (session: LinkTokenRow, body: Body, id: string, tx: DbOrTx) => Promise<SandboxAnswer>,
  ) {
    app.post(`/link/sandbox/${name}`, async (request, reply) => {
      allowOrigin(request, reply);
      reply.header('cache-control', 'no-store');
      const id = requestId();
      const body = (request.body ?? {}) as Body;
      const answer = await db.transaction(async (tx) => {
        const session = await findLinkToken(tx, text(body.link_token));
        if (!session || session.expiresAt <= clock.now() || !stages.includes(session.stage))
          return plaidError('INVALID_LINK_TOKEN', id);
        return handler(session, body, id, tx);
      });
      return reply.code(answer.status).send(answer.body);
    });
  }

  step('session', ['sign_in', 'mfa', 'select'], async (session, _body, id) => ({
    status: 200,
    body: {
      mode: session.mode,
      stage: session.stage,
      institution: session.institutionId ? institutionObject(session.institutionId) : null,
      request_id: id,
    },
  }));

  step('institutions', ['sign_in'], async (_session, body, id) => {
    const query = text(body.query).trim().toLowerCase();
    const institutions = SANDBOX_INSTITUTIONS.filter((institution) =>
      institution.name.toLowerCase().includes(query),
    ).map((institution) => institutionObject(institution.institutionId));
    return { status: 200, body: { institutions, request_id: id } };
  });

  step('credentials', ['sign_in'], async (session, body, id, tx) => {
    const institutionId = session.institutionId ?? text(body.institution_id);
    if (
      !institutionById(institutionId) ||
      (session.mode === 'update' &&
        body.institution_id !== undefined &&
        body.institution_id !== session.institutionId)
    )
      return plaidError('INVALID_INSTITUTION', id);
    const { username, password } = SANDBOX_CREDENTIALS;
    if (text(body.username) !== username || text(body.password) !== password)
      return plaidError('INVALID_CREDENTIALS', id);
    await moveLinkToken(tx, session.token, 'sign_in', { stage: 'mfa', institutionId });
    return {
      status: 200,
      body: {
        mfa: { type: 'device', prompt: 'Enter the code sent to your device.' },
        request_id: id,
      },
    };
  });

  step('mfa', ['mfa'], async (session, body, id, tx) => {
    if (text(body.code).trim() !== SANDBOX_CREDENTIALS.mfaCode) return plaidError('INVALID_MFA', id);
    if (session.mode === 'update') {
      await moveLinkToken(tx, session.token, 'mfa', { stage: 'select' });
      return { status: 200, body: { accounts: [], request_id: id } };
    }
    // The Item exists once the bank has let the person in; it is the client's only when Link finishes.
    const item = await createItem(tx, clock, {
      institutionId: session.institutionId!,
      clientUserId: session.clientUserId,
      ownerName: session.ownerName,
      linked: false,
    });
    await moveLinkToken(tx, session.token, 'mfa', { stage: 'select', itemId: item.itemId });
    const accounts = offered(session, await accountsOfItem(tx, item.itemId));
    return {
      status: 200,
      body: {
        accounts: accounts.map((account) => linkAccount(account.accountId, account.kind)),
        request_id: id,
      },
    };
  });

  step('finish', ['select'], async (session, body, id, tx) => {
    const item = session.itemId ? await findItem(tx, session.itemId) : undefined;
    if (!item || item.removedAt) return plaidError('ITEM_NOT_FOUND', id);
    const accounts = offered(session, await accountsOfItem(tx, item.itemId));
    let picked: typeof accounts = [];
    if (session.mode === 'create') {
      picked = accounts.filter((account) => account.accountId === text(body.account_id));
      if (picked.length === 0) return plaidError('INVALID_ACCOUNT_ID', id);
      await updateItem(tx, item.itemId, { linked: true });
    } else {
      await updateItem(tx, item.itemId, { loginRequired: false });
    }
    await moveLinkToken(tx, session.token, 'select', { stage: 'done' });
    const publicToken = await issuePublicToken(tx, clock, item.itemId);
    return {
      status: 200,
      body: {
        public_token: publicToken,
        metadata: {
          institution: institutionObject(item.institutionId),
          accounts: picked.map((account) => linkAccount(account.accountId, account.kind)),
          link_session_id: session.token.replace('link-sandbox-', 'session-'),
        },
        request_id: id,
      },
    };
  });
}

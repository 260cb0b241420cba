// A use case's transaction that commits only when its Result is ok: a refusal returned after some writes (a
// pending change opened before the input was found wanting) rolls them back, so refused input changes nothing.
import type { ErrorWithCode, Result } from '@wysh/domain/result';
import type { Db, DbOrTx } from './database.ts';

class Refused extends Error {
  readonly result: unknown;
  constructor(result: unknown) {
    super('refused');
    this.result = result;
  }
}

export async function allOrNothing<R extends Result<unknown, ErrorWithCode>>(
  db: Db,
  work: (tx: DbOrTx) => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) throw new Refused(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.result as R;
    throw error;
  }
}

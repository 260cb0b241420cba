import path from 'node:path';

/** The repository root, so that default paths do not depend on the directory the server was started from. */
export const repoRoot = path.join(import.meta.dirname, '../../../..');

import { fileURLToPath } from 'node:url';

/** The repository root, so that default paths do not depend on the directory the server was started from. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

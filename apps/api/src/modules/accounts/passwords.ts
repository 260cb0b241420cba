// Password storage (argon2id, parameters from configuration) and the password rules: the shared length rules,
// and not on a list of common passwords (a server-side check: the list stays out of the browser).
import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';
import { validatePasswordLength, validateRequired, type ValidationCode } from '@wysh/domain/validation';

const require = createRequire(import.meta.url);
const commonPasswords = require('fxa-common-password-list') as { test(password: string): boolean };

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
};

export function createPasswordHasher(options: { memoryKib: number; passes: number }): PasswordHasher {
  const parameters = {
    algorithm: 2 as const,
    memoryCost: options.memoryKib,
    timeCost: options.passes,
    parallelism: 1,
  };
  return {
    hash: (password) => hash(password, parameters),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
  };
}

/** The code of the rule a new password breaks (its words are looked up at the edge); null when acceptable. */
export function passwordProblem(password: string): ValidationCode | null {
  const shape = validateRequired(password) ?? validatePasswordLength(password);
  if (shape) return shape;
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())) {
    return 'passwordTooCommon';
  }
  return null;
}

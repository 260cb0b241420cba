// Password storage (argon2id, parameters from configuration) and the password rules: at least 12 characters
// and not on a list of common passwords.
import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';

const require = createRequire(import.meta.url);
const commonPasswords = require('fxa-common-password-list') as { test(password: string): boolean };

export const PASSWORD_MIN_LENGTH = 12;

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

/** The reason a new password is refused, in the words the user sees; null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > 128) return 'Must be at most 128 characters';
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())) {
    return 'This password is too common. Please choose another.';
  }
  return null;
}

// A password hasher that counts its argon2 work, so that a test can say how much one request bought.
import { createPasswordHasher, type PasswordHasher } from '../../src/modules/accounts/passwords.ts';

export type CountingHasher = PasswordHasher & { hashes: number; verifications: number; reset(): void };

export function countingHasher(): CountingHasher {
  const real = createPasswordHasher({ memoryKib: 19_456, passes: 2 });
  const counter: CountingHasher = {
    hashes: 0,
    verifications: 0,
    reset() {
      counter.hashes = 0;
      counter.verifications = 0;
    },
    hash(password) {
      counter.hashes += 1;
      return real.hash(password);
    },
    verify(hashed, password) {
      counter.verifications += 1;
      return real.verify(hashed, password);
    },
  };
  return counter;
}

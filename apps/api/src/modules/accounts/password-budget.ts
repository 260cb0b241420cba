// Argon2 is the costliest thing a request can ask the server for (tens of milliseconds of CPU and ~19 MiB
// each), and GraphQL aliases let one request ask for it many times. So each request gets one password
// operation: a sign-up, a reset (its check against recent passwords included) or a sign-in. Whatever asks
// after that is answered TOO_MANY_PASSWORD_OPERATIONS without any password work.
import { refusal } from '../../shared/user-error.ts';

export type PasswordBudget = {
  /** True once per request: the caller may do its password work. */
  take(): boolean;
};

/** A fresh budget, made once per request (the GraphQL context, an OAuth route). */
export function passwordBudget(): PasswordBudget {
  let left = 1;
  return {
    take() {
      if (left === 0) return false;
      left -= 1;
      return true;
    },
  };
}

export const PASSWORD_BUDGET_SPENT = {
  code: 'TOO_MANY_PASSWORD_OPERATIONS',
  message: 'Only one password can be checked or set per request. Please send this one on its own.',
} as const;

export const passwordBudgetSpent = () => refusal(PASSWORD_BUDGET_SPENT.code, PASSWORD_BUDGET_SPENT.message);

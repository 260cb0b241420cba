// The sandbox loans' balances on the sandbox clock (docs/payments.md "Loan accounts"): each loan opened on
// 2024-01-01 (UTC) with its opening balance, and its fixed monthly payment was taken on the 1st of every month
// since, so the balance falls by that payment each month until nothing is owed. Deterministic: the same clock
// reading answers the same balance in every process.
import { SANDBOX_LOANS, SANDBOX_LOANS_OPENED_ON, type SandboxLoanKind } from './sandbox-bank-accounts.ts';

/** How many payments were taken by `now`: one on the 1st of each month after the opening month. */
export function paymentsMadeBy(now: Date): number {
  const months =
    (now.getUTCFullYear() - SANDBOX_LOANS_OPENED_ON.year) * 12 +
    (now.getUTCMonth() + 1 - SANDBOX_LOANS_OPENED_ON.month);
  return Math.max(0, months);
}

/** The loan's outstanding balance at `now`, in cents (never below zero). */
export function loanBalanceCents(kind: SandboxLoanKind, now: Date): number {
  const loan = SANDBOX_LOANS[kind];
  return Math.max(0, loan.openingBalanceCents - loan.monthlyPaymentCents * paymentsMadeBy(now));
}

// The allocation page's rules (spec 001 §4.2, §5), as pure functions over what the inputs hold: each input is
// keyed bene-allocation-<beneficiary id>; what is not a number counts as 0; divideEvenly spreads 100 over a
// group as whole numbers (the first ones take the remainder); the domain's rules say what is wrong, each
// problem under the input at fault or under its group.
import { divideEvenly } from '@wysh/domain/allocations';
import { allocationMessage, allocationProblems, type Responsibility } from '@wysh/domain/beneficiaries';

export const ALLOCATION_INPUT_PREFIX = 'bene-allocation-';

export const allocationInputId = (beneficiaryId: string) => `${ALLOCATION_INPUT_PREFIX}${beneficiaryId}`;

/** Where a group's own problem (its total) shows, as the server names it too. */
export const groupErrorKey = (responsibility: Responsibility) => `allocation.${responsibility}`;

export interface AllocationRow {
  id: string;
  responsibility: Responsibility;
}

/** The typed text of each input, by input id. */
export type AllocationValues = Readonly<Record<string, string>>;

/** An input's value as a number: anything that is not a finite number is 0. */
export function allocationNumber(text: string | undefined): number {
  const trimmed = (text ?? '').replace(/,/g, '').trim();
  if (trimmed === '') return 0;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : 0;
}

/** What the inputs show first: each beneficiary's current share. */
export function initialValues(rows: ReadonlyArray<AllocationRow & { allocation: number }>): AllocationValues {
  return Object.fromEntries(rows.map((row) => [allocationInputId(row.id), String(row.allocation)]));
}

/** divideEvenly over one group: its inputs get 100 split as whole numbers, the others keep theirs. */
export function divideGroupEvenly(
  values: AllocationValues,
  rows: readonly AllocationRow[],
  responsibility: Responsibility,
): AllocationValues {
  const group = rows.filter((row) => row.responsibility === responsibility);
  const shares = divideEvenly(group.length);
  const next: Record<string, string> = { ...values };
  group.forEach((row, index) => {
    next[allocationInputId(row.id)] = String(shares[index] ?? 0);
  });
  return next;
}

/** The sum of a group's inputs (non-numbers as 0). */
export function groupTotal(
  values: AllocationValues,
  rows: readonly AllocationRow[],
  responsibility: Responsibility,
): number {
  return rows
    .filter((row) => row.responsibility === responsibility)
    .reduce((total, row) => total + allocationNumber(values[allocationInputId(row.id)]), 0);
}

/** What would be sent: every beneficiary's share as a number. */
export function allocationsToSend(
  values: AllocationValues,
  rows: readonly AllocationRow[],
): Array<{ beneficiaryId: string; allocation: number }> {
  return rows.map((row) => ({
    beneficiaryId: row.id,
    allocation: allocationNumber(values[allocationInputId(row.id)]),
  }));
}

/**
 * The problems of the inputs, keyed as they show: `bene-allocation-<id>` under an input, `allocation.<group>`
 * under a group. Empty when the shares can be sent.
 */
export function allocationErrors(
  values: AllocationValues,
  rows: readonly AllocationRow[],
): Record<string, string> {
  const entries = allocationsToSend(values, rows).map((entry, index) => ({
    id: entry.beneficiaryId,
    responsibility: rows[index]!.responsibility,
    allocation: entry.allocation,
  }));
  const errors: Record<string, string> = {};
  for (const problem of allocationProblems(entries)) {
    const key = problem.id ? allocationInputId(problem.id) : groupErrorKey(problem.responsibility);
    errors[key] ??= allocationMessage(problem.code);
  }
  return errors;
}

/** Whether any input differs from the share it started with. */
export function allocationsChanged(values: AllocationValues, initial: AllocationValues): boolean {
  return Object.keys(initial).some((key) => allocationNumber(values[key]) !== allocationNumber(initial[key]));
}

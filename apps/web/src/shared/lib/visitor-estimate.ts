// A visitor's estimate, kept in this browser until they create an account or sign in (then it is saved to the
// account: claim-visitor-estimate.ts): their answers and the cover and term they chose.
export type VisitorAnswers = { birthdate: string; sex: 'male' | 'female'; tobacco: boolean };
export type VisitorEstimate = VisitorAnswers & { amount: number | null; termDuration: number | null };

const KEY = 'wysh.visitor-estimate';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isVisitorEstimate(value: unknown): value is VisitorEstimate {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.birthdate === 'string' &&
    (record.sex === 'male' || record.sex === 'female') &&
    typeof record.tobacco === 'boolean'
  );
}

export function readVisitorEstimate(): VisitorEstimate | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isVisitorEstimate(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveVisitorEstimate(estimate: VisitorEstimate): void {
  storage()?.setItem(KEY, JSON.stringify(estimate));
}

export function forgetVisitorEstimate(): void {
  storage()?.removeItem(KEY);
}

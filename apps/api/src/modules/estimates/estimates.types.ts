// What the estimates module needs from modules that are not its own, as ports its service receives.
import type { Cents } from '@wysh/domain/money';

/** The user's total of active wyshes (the wyshes module answers it; 0 until the person has any). */
export type WyshTotals = { totalFor(userId: string): Promise<Cents> };

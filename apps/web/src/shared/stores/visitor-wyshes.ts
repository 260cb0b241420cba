// A visitor's wysh List, kept in the browser (localStorage) until they sign up or sign in, when
// claim-visitor-wyshes saves it to their account. Only catalogue ids and amounts: nothing personal.
import { create } from 'zustand';

export const VISITOR_WYSHES_KEY = 'wysh.visitorWyshes';

export interface VisitorWysh {
  /** A local id (the list's key until it is saved). */
  id: string;
  wyshId: string;
  slug: string;
  name: string;
  /** Cents. */
  amount: number;
}

function isVisitorWysh(value: unknown): value is VisitorWysh {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.wyshId === 'string' &&
    typeof item.slug === 'string' &&
    typeof item.name === 'string' &&
    typeof item.amount === 'number' &&
    Number.isSafeInteger(item.amount)
  );
}

export function readVisitorWyshes(): VisitorWysh[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(VISITOR_WYSHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isVisitorWysh) : [];
  } catch {
    return [];
  }
}

function write(items: VisitorWysh[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(VISITOR_WYSHES_KEY);
    else window.localStorage.setItem(VISITOR_WYSHES_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the list still lives for this visit.
  }
}

interface VisitorListState {
  items: VisitorWysh[];
  add: (item: Omit<VisitorWysh, 'id'>) => VisitorWysh;
  remove: (id: string) => void;
  /** Drops the saved items (after they reached the account). */
  forget: (ids: readonly string[]) => void;
}

let counter = 0;

export const useVisitorList = create<VisitorListState>()((set, get) => ({
  items: readVisitorWyshes(),
  add: (fields) => {
    counter += 1;
    const item = { ...fields, id: `visitor-${Date.now().toString(36)}-${counter}` };
    const items = [...get().items, item];
    write(items);
    set({ items });
    return item;
  },
  remove: (id) => {
    const items = get().items.filter((item) => item.id !== id);
    write(items);
    set({ items });
  },
  forget: (ids) => {
    const items = readVisitorWyshes().filter((item) => !ids.includes(item.id));
    write(items);
    set({ items });
  },
}));

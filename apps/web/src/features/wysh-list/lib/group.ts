// The wyshes grouped by category (spec 000 §2 Wish screens): categories in the catalogue's order, wyshes in
// the person's order within each.
export interface Groupable {
  order: number;
  wysh: { wyshCategory: { id: string; name: string; color: string; order: number } };
}

export interface CategoryGroup<T extends Groupable> {
  category: T['wysh']['wyshCategory'];
  items: T[];
}

export function groupByCategory<T extends Groupable>(allocations: readonly T[]): CategoryGroup<T>[] {
  const groups = new Map<string, CategoryGroup<T>>();
  for (const allocation of [...allocations].sort((a, b) => a.order - b.order)) {
    const category = allocation.wysh.wyshCategory;
    const group: CategoryGroup<T> = groups.get(category.id) ?? { category, items: [] };
    group.items.push(allocation);
    groups.set(category.id, group);
  }
  return [...groups.values()].sort((a, b) => a.category.order - b.category.order);
}

// Prioritising: the list moved by drag or keyboard, and the places to save (1-based, only those that changed).
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function orderChanges(
  items: ReadonlyArray<{ id: string; order: number }>,
): Array<{ wyshAllocationId: string; order: number }> {
  return items.flatMap((item, index) =>
    item.order === index + 1 ? [] : [{ wyshAllocationId: item.id, order: index + 1 }],
  );
}

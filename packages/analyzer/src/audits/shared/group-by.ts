/**
 * Items sharing a key, as groups in the order their first item came: the one grouping behind
 * "one fix, one finding" (texts in one colour pair, paragraphs of one column, targets of one size).
 */
export function groupBy<T>(items: Iterable<T>, keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}

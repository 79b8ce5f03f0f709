/** "a, b and c", or "a, b, c and 3 more" when only some of `total` items are shown. */
export function andMore(shown: readonly string[], total: number): string {
  const rest = total - shown.length;
  const list =
    shown.length <= 1
      ? shown.join('')
      : `${shown.slice(0, -1).join(', ')}${rest > 0 ? ', ' : ' and '}${shown[shown.length - 1]}`;
  return rest > 0 ? `${list} and ${rest} more` : list;
}

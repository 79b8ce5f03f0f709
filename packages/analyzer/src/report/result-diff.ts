/**
 * Every field in which two analyses of the same page differ, as `path: a → b` lines. Used by the
 * determinism check (`npm run determinism`) and its test: the same page must give the same report,
 * so any line printed is a bug. `meta.analyzedAt` and `meta.durationMs` are times and are skipped.
 */

const IGNORED = new Set(['meta.analyzedAt', 'meta.durationMs']);

function show(value: unknown): string {
  const s = JSON.stringify(value) ?? 'undefined';
  // A screenshot's data URL is megabytes long: its length and a hash-like tail say enough.
  return s.length > 160 ? `${s.slice(0, 80)}…(${s.length} chars)…${s.slice(-40)}` : s;
}

export function resultDiff(a: unknown, b: unknown, path = ''): string[] {
  if (IGNORED.has(path)) return [];
  if (Object.is(a, b)) return [];
  const bothObjects = typeof a === 'object' && a !== null && typeof b === 'object' && b !== null;
  if (!bothObjects || Array.isArray(a) !== Array.isArray(b))
    return [`${path || '(root)'}: ${show(a)} → ${show(b)}`];
  if (Array.isArray(a) && Array.isArray(b)) {
    const out: string[] = [];
    if (a.length !== b.length) out.push(`${path}.length: ${a.length} → ${b.length}`);
    for (let i = 0; i < Math.min(a.length, b.length); i++)
      out.push(...resultDiff(a[i], b[i], `${path}[${i}]`));
    return out;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(ao), ...Object.keys(bo)])].sort();
  return keys.flatMap((k) => resultDiff(ao[k], bo[k], path ? `${path}.${k}` : k));
}

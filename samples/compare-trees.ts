import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function filesUnder(root: string, rel: string): string[] {
  const path = join(root, rel);
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [rel];
  return readdirSync(path).flatMap((name) => filesUnder(root, join(rel, name)));
}

/**
 * The files (under `paths`, relative to each root) that `generated` and `committed` do not hold
 * byte for byte alike: changed, new, or no longer generated.
 */
export function compareTrees(generated: string, committed: string, paths: string[]): string[] {
  const all = new Set(
    paths.flatMap((p) => [...filesUnder(generated, p), ...filesUnder(committed, p)]),
  );
  const differences: string[] = [];
  for (const rel of [...all].sort()) {
    const a = join(generated, rel);
    const b = join(committed, rel);
    if (!existsSync(a)) differences.push(`${rel} (committed, no longer generated)`);
    else if (!existsSync(b)) differences.push(`${rel} (generated, not committed)`);
    else if (!readFileSync(a).equals(readFileSync(b))) differences.push(relative('.', rel));
  }
  return differences;
}

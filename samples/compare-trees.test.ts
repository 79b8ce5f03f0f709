import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareTrees } from './compare-trees.js';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'compare-trees-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

describe('compareTrees', () => {
  it('names changed, new and vanished files, and nothing else', () => {
    const generated = tree({
      'd/same.json': '1',
      'd/changed.json': '2',
      'd/new.json': 'n',
      'x.json': 'x',
    });
    const committed = tree({
      'd/same.json': '1',
      'd/changed.json': '3',
      'd/gone.json': 'g',
      'x.json': 'x',
    });
    expect(compareTrees(generated, committed, ['d', 'x.json'])).toEqual([
      'd/changed.json',
      'd/gone.json (committed, no longer generated)',
      'd/new.json (generated, not committed)',
    ]);
  });
});

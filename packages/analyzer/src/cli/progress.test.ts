import { describe, expect, it } from 'vitest';
import { doneLine, progressLine } from './progress.js';
import { runPool } from './run-pool.js';

describe('progress lines', () => {
  it('shows the page, the step and the elapsed seconds', () => {
    expect(progressLine('example.com', 'collecting desktop', 412)).toBe(
      '[example.com] collecting desktop… 0.4s\n',
    );
    expect(progressLine('example.com', 'running audits...', 1250)).toBe(
      '[example.com] running audits… 1.3s\n',
    );
    expect(progressLine('a.com/x', 'scoring…', 0)).toBe('[a.com/x] scoring… 0.0s\n');
    // A step reported without a time still makes a clean line.
    expect(progressLine('a.com', 'loading', Number.NaN)).toBe('[a.com] loading…\n');
  });

  it('ends with the scores, 0 shown as NA', () => {
    expect(
      doneLine('example.com', 1234, [
        { label: 'Standards', value: 80 },
        { label: 'Clarity', value: 0 },
      ]),
    ).toBe('[example.com] done in 1.2s: Standards 80, Clarity NA\n');
  });
});

describe('runPool', () => {
  it('never runs more than the concurrency at once and visits every item once', async () => {
    let active = 0;
    let peak = 0;
    const seen: number[] = [];
    await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (item, index) => {
      expect(item).toBe(index + 1);
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5 + (item % 3) * 5));
      seen.push(item);
      active--;
    });
    expect(peak).toBe(3);
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('copes with fewer items than lanes and with none', async () => {
    const seen: string[] = [];
    await runPool(['a'], 4, async (x) => {
      seen.push(x);
    });
    await runPool([], 4, async () => {
      throw new Error('not called');
    });
    expect(seen).toEqual(['a']);
  });
});

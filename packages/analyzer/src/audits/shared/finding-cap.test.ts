import { describe, expect, it } from 'vitest';
import type { Finding } from '../types.js';
import { andMoreInParentheses, andMoreSentence, capFindings } from './finding-cap.js';

const finding = (n: number): Finding => ({
  component: `Item ${n}`,
  problem: `Problem ${n}.`,
  action: 'Update content',
  usercategory: 'Incomplete',
});

describe('capFindings', () => {
  it('keeps short lists as they are', () => {
    const list = [finding(1), finding(2)];
    expect(capFindings(list)).toEqual({ findings: list, omitted: 0 });
  });

  it('keeps the first five and says how many more in the last problem', () => {
    const capped = capFindings([1, 2, 3, 4, 5, 6, 7].map(finding));
    expect(capped.omitted).toBe(2);
    expect(capped.findings.map((f) => f.component)).toEqual([
      'Item 1',
      'Item 2',
      'Item 3',
      'Item 4',
      'Item 5',
    ]);
    expect(capped.findings[4]!.problem).toBe('Problem 5. And 2 more like this.');
  });

  it('names what was left out, in a sentence or in parentheses', () => {
    const list = [1, 2, 3].map(finding);
    expect(capFindings(list, 2, andMoreSentence('more rules')).findings[1]!.problem).toBe(
      'Problem 2. And 1 more rules.',
    );
    expect(capFindings(list, 1, andMoreInParentheses).findings[0]!.problem).toBe(
      'Problem 1. (and 2 more)',
    );
  });

  it('lets the last finding carry the flaws and instances it folds in, so each still costs', () => {
    const list = [1, 2, 3, 4, 5, 6, 7].map(finding);
    list[6] = { ...list[6]!, instances: 4 };
    const last = capFindings(list).findings[4]!;
    expect(last.flaws).toBe(3);
    expect(last.instances).toBe(6);
  });
});

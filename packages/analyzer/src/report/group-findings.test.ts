import { describe, expect, it } from 'vitest';
import type { Finding } from '../audits/types.js';
import { groupFindings, problemShape } from './group-findings.js';

const lazy = (file: string, y: number): Finding => ({
  component: 'Hero image',
  problem: `The image '${file}' shows in the first screen but has loading="lazy", so the browser fetches it late.`,
  action: 'Speed up page',
  usercategory: 'Incomplete',
  target: { viewport: 'desktop', rect: { x: 100, y, width: 120, height: 32 } },
});

describe('groupFindings', () => {
  it('reads two sentences that differ only in names and numbers as one kind', () => {
    expect(problemShape("The image 'a.png' is 12px")).toBe(
      problemShape("The image 'b.png' is 3px"),
    );
    expect(problemShape("The image 'a.png' is 12px")).not.toBe(
      problemShape("The link 'a' is 12px"),
    );
  });

  it('makes a row of five logos one finding that names how many, where and which', () => {
    const findings = ['acme.png', 'globex.png', 'initech.png', 'umbrella.png', 'hooli.png'].map(
      (f, i) => lazy(f, 600 + i),
    );
    const groups = groupFindings(findings, 900);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.indexes).toEqual([0, 1, 2, 3, 4]);
    expect(groups[0]!.finding.component).toBe('Hero image (5 places)');
    expect(groups[0]!.finding.problem).toBe(
      `The image 'acme.png' shows in the first screen but has loading="lazy", so the browser fetches it late. The same goes for 4 more (4 in the first screen): 'globex.png', 'initech.png', 'umbrella.png' and 1 more.`,
    );
    expect(groups[0]!.finding.target).toEqual(findings[0]!.target);
  });

  it('keeps findings of different kinds apart, in their order', () => {
    const other: Finding = { ...lazy('x.png', 10), problem: 'The hero image is blurry.' };
    const groups = groupFindings([lazy('a.png', 10), other, lazy('b.png', 1200)], 900);
    expect(groups.map((g) => g.indexes)).toEqual([[0, 2], [1]]);
    expect(groups[0]!.finding.problem).toContain(
      "The same goes for 1 more (1 further down): 'b.png'.",
    );
    expect(groups[1]!.finding).toBe(other);
  });
});

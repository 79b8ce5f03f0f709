import { describe, expect, it } from 'vitest';
import { axeNodeMatches, type AxeNode } from './standards-axe.js';

const node = (rect: AxeNode['rect'], target = '.grey'): AxeNode => ({
  target,
  html: '<p class="grey">…</p>',
  rect,
  failureSummary: '',
});

describe('matching axe nodes to measured elements', () => {
  it('matches on the same selector', () => {
    expect(
      axeNodeMatches(node(null, 'main > p'), 'main > p', { x: 0, y: 0, width: 1, height: 1 }),
    ).toBe(true);
  });

  it('matches a paragraph box to the text box inside it', () => {
    const text = { x: 0, y: 514.4, width: 254.4, height: 17 };
    expect(
      axeNodeMatches(node({ x: 0, y: 514.4, width: 1440, height: 18 }), 'main > p', text),
    ).toBe(true);
  });

  it('does not take a section for the text in it, nor a neighbour for the text', () => {
    const text = { x: 0, y: 514.4, width: 254.4, height: 17 };
    expect(axeNodeMatches(node({ x: 0, y: 400, width: 1440, height: 300 }), 'x', text)).toBe(false);
    expect(axeNodeMatches(node({ x: 0, y: 540, width: 1440, height: 18 }), 'x', text)).toBe(false);
  });
});

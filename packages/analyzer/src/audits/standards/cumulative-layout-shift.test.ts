import { describe, expect, it } from 'vitest';
import { makeFacts } from '../shared/test-facts.js';
import { cumulativeLayoutShift } from './cumulative-layout-shift.js';

function withCls(cls: number) {
  const facts = makeFacts();
  facts.performance!.cls = cls;
  return facts;
}

describe('cumulative-layout-shift', () => {
  it('passes a stable page', () => {
    const product = cumulativeLayoutShift.run(withCls(0.02));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('scores 0.5 at the poor threshold and reports the shift', () => {
    const product = cumulativeLayoutShift.run(withCls(0.25));
    expect(product.score).toBe(0.5);
    expect(product.findings[0]!.problem).toContain('CLS 0.25');
    expect(product.findings[0]!.usercategory).toBe('Incomplete');
    expect(cumulativeLayoutShift.run(withCls(0.6)).score).toBe(0);
  });

  it('is not applicable without performance measurements', () => {
    expect(cumulativeLayoutShift.run(makeFacts({ performance: null })).score).toBeNull();
  });
});

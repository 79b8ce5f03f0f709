import type { AxeViolation } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import { makeFacts } from '../shared/test-facts.js';
import { ariaViolations } from './aria-violations.js';

const violation = (o: Partial<AxeViolation>): AxeViolation => ({
  id: 'aria-allowed-attr',
  impact: 'critical',
  help: 'Elements must only use supported ARIA attributes',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/aria-allowed-attr',
  description: "Ensures ARIA attributes are allowed for an element's role.",
  tags: ['wcag2a', 'wcag412'],
  nodes: [
    {
      target: 'div.menu',
      html: '<div class="menu" aria-checked="true">',
      rect: { x: 10, y: 20, width: 200, height: 40 },
      failureSummary:
        'Fix all of the following: ARIA attribute is not allowed: aria-checked="true"',
    },
  ],
  ...o,
});

describe('aria-violations', () => {
  it('passes when axe finds nothing serious', () => {
    const product = ariaViolations.run(
      makeFacts({
        axe: { violations: [violation({ impact: 'moderate' })], passes: [], incomplete: [] },
      }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports a critical violation at its element, citing the rule and WCAG criterion', () => {
    const product = ariaViolations.run(
      makeFacts({ axe: { violations: [violation({})], passes: [], incomplete: [] } }),
    );
    expect(product.score).toBe(0.7);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      'Elements must only use supported ARIA attributes (critical): 1 element, e.g. <div class="menu" aria-checked="true">.',
    );
    expect(f.reason).toContain('WCAG 4.1.2');
    expect(f.reason).toContain('https://dequeuniversity.com/rules/axe/4.10/aria-allowed-attr');
    expect(f.target).toEqual({
      viewport: 'desktop',
      rect: { x: 10, y: 20, width: 200, height: 40 },
    });
  });

  it('leaves out rules other audits already judge', () => {
    const product = ariaViolations.run(
      makeFacts({
        axe: {
          violations: [
            violation({ id: 'color-contrast', impact: 'serious' }),
            violation({ id: 'image-alt' }),
          ],
          passes: [],
          incomplete: [],
        },
      }),
    );
    expect(product.score).toBe(1);
    expect(product.details?.coveredElsewhere).toEqual(['color-contrast', 'image-alt']);
  });

  it('is not applicable when axe did not run', () => {
    const product = ariaViolations.run(makeFacts({ axe: null }));
    expect(product.score).toBeNull();
    expect(product.notApplicableReason).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { metricGroup } from './metric-group';

describe('metricGroup', () => {
  it('keeps the four score labels, whatever their case', () => {
    expect(metricGroup('Standards')).toBe('Standards');
    expect(metricGroup('clarity')).toBe('Clarity');
    expect(metricGroup(' CONVERSION ')).toBe('Conversion');
    expect(metricGroup('Design')).toBe('Design');
  });

  it.each([
    ['Visual First Impression', 'Design'],
    ['Visual Organization', 'Design'],
    ['Technical Color', 'Standards'],
    ['Grid & Alignment', 'Design'],
    ['Primary Element Emphasis', 'Conversion'],
    ['Description Text', 'Clarity'],
  ] as const)('groups the SPEC §3 metric %s under %s', (metric, label) => {
    expect(metricGroup(metric)).toBe(label);
  });

  it('places metric names never seen before by their words', () => {
    expect(metricGroup('CTA Placement')).toBe('Conversion');
    expect(metricGroup('Colour Contrast')).toBe('Standards');
    expect(metricGroup('Headline Copy')).toBe('Clarity');
    expect(metricGroup('Whitespace Rhythm')).toBe('Design');
  });
});

import { describe, expect, it } from 'vitest';
import { makeFacts, text } from '../shared/test-facts.js';
import { textOverlap } from './text-overlap.js';

const headline = text({
  id: 't0',
  text: 'Crossings to the five islands, every hour',
  fontSize: 56,
  rect: { x: 48, y: 80, width: 1080, height: 64 },
});
const menu = (over: Partial<Parameters<typeof text>[0]> = {}) =>
  text({
    id: 't1',
    text: 'Timetables and fares',
    color: '#1d4ed8',
    rect: { x: 60, y: 96, width: 210, height: 26 },
    drawnOver: 't0',
    ...over,
  });

describe('text-overlap', () => {
  it('passes a first screen where no words are drawn over others', () => {
    const product = textOverlap.run(makeFacts({ desktop: { texts: [headline] } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('names text drawn over text on either viewport, where it happens', () => {
    const product = textOverlap.run(
      makeFacts({ desktop: { texts: [headline] }, mobile: { texts: [headline, menu()] } }),
    );
    expect(product.score).toBeCloseTo(2 / 3, 5);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]).toMatchObject({
      component: 'Overlapping text',
      problem:
        "On a phone, 'Timetables and fares' is drawn over 'Crossings to the five islands, every hour' on the first screen: the words run into each other and neither reads.",
      action: 'Responsiveness',
      target: { viewport: 'mobile', elementId: 't1' },
    });
  });

  it('leaves out a faint watermark set behind the copy on purpose', () => {
    const watermark = text({ id: 't0', text: 'ISLANDS', color: '#f1f5f9', fontSize: 140 });
    const product = textOverlap.run(
      makeFacts({ desktop: { texts: [watermark, menu({ backgroundColor: '#ffffff' })] } }),
    );
    expect(product.score).toBe(1);
  });
});

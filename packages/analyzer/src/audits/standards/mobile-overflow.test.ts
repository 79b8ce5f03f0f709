import { describe, expect, it } from 'vitest';
import { image, makeFacts, text } from '../shared/test-facts.js';
import { mobileOverflow } from './mobile-overflow.js';

describe('mobile-overflow', () => {
  it('passes a page that fits the phone', () => {
    const product = mobileOverflow.run(makeFacts());
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('quotes the overflow and points at the widest element on mobile', () => {
    const wide = image({
      src: 'https://example.com/assets/banner.png',
      rect: { x: 0, y: 300, width: 620, height: 200 },
    });
    const product = mobileOverflow.run(
      makeFacts({
        mobileLayout: { horizontalOverflow: true, overflowPx: 230, smallTapTargets: [] },
        mobile: {
          documentWidth: 620,
          images: [wide],
          texts: [text({ rect: { x: 10, y: 100, width: 450, height: 20 } })],
        },
      }),
    );
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      "On a 390px phone the page is 230px wider than the screen, so it scrolls sideways; Image 'example.com/…/banner.png' reaches 620px.",
    );
    expect(f.target).toEqual({ viewport: 'mobile', rect: wide.rect, elementId: wide.id });
  });

  it('still reports the overflow when no element can be blamed', () => {
    const product = mobileOverflow.run(
      makeFacts({
        mobileLayout: { horizontalOverflow: true, overflowPx: 12, smallTapTargets: [] },
      }),
    );
    expect(product.findings[0]!.target).toBeUndefined();
    expect(product.findings[0]!.problem).toContain('12px wider');
  });
});

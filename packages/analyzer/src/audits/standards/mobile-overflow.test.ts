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
        mobileLayout: { horizontalOverflow: true, overflowPx: 230 },
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

  it('says the phone shrinks a page without initial-scale rather than scrolling it', () => {
    // No viewport meta: laid out at 980px, a 1200px banner, shown at 390/1200 = 32.5%.
    const banner = image({
      src: 'https://example.com/b.png',
      rect: { x: 0, y: 0, width: 1200, height: 90 },
    });
    const product = mobileOverflow.run(
      makeFacts({
        mobileLayout: {
          layoutWidth: 980,
          scale: 0.325,
          visibleWidth: 1200,
          visibleHeight: 2597,
          horizontalOverflow: true,
          overflowPx: 220,
        },
        mobile: { documentWidth: 1200, images: [banner] },
      }),
    );
    // 220px past a 980px layout: a fifth of it, nearly all the audit's weight.
    expect(product.score).toBeCloseTo(1 - 220 / (980 * 0.25), 3);
    expect(product.findings[0]!.problem).toBe(
      "On a 390px phone the content is 220px wider than the page's 980px layout, so the phone shrinks the whole page to about 33% to fit it, text and buttons with it; Image 'example.com/b.png' reaches 1200px.",
    );
  });

  it('costs more the further the page runs past the screen, nothing at a quarter of it', () => {
    const at = (overflowPx: number) =>
      mobileOverflow.run(makeFacts({ mobileLayout: { horizontalOverflow: true, overflowPx } }))
        .score!;
    expect(at(4)).toBeGreaterThan(at(40));
    expect(at(40)).toBeGreaterThan(at(80));
    expect(at(4)).toBeLessThan(1);
    expect(at(98)).toBe(0);
  });

  it('passes a page laid out wider than the phone whose content fits that layout', () => {
    // The missing viewport meta is viewport-meta's finding; nothing here runs past the layout.
    const product = mobileOverflow.run(
      makeFacts({
        mobileLayout: { layoutWidth: 980, scale: 0.398, visibleWidth: 980, visibleHeight: 2121 },
        mobile: { documentWidth: 980 },
      }),
    );
    expect(product.score).toBe(1);
  });

  it('still reports the overflow when no element can be blamed', () => {
    const product = mobileOverflow.run(
      makeFacts({
        mobileLayout: { horizontalOverflow: true, overflowPx: 12 },
      }),
    );
    // 12px on a 390px layout: the page wobbles a little, not a quarter of every line cut off.
    expect(product.score).toBeCloseTo(1 - 12 / (390 * 0.25), 3);
    expect(product.findings[0]!.target).toBeUndefined();
    expect(product.findings[0]!.problem).toContain('12px wider');
  });
});

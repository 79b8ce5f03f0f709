import { describe, expect, it } from 'vitest';
import { makeFacts, text } from '../shared/test-facts.js';
import { legibleFontSize } from './legible-font-size.js';

describe('legible-font-size', () => {
  it('passes 16px text', () => {
    const product = legibleFontSize.run(makeFacts({ mobile: { texts: [text({ fontSize: 16 })] } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('scores by characters and lists the smallest text first', () => {
    const tiny = text({ text: 'abcde', fontSize: 9 });
    const small = text({ text: 'fghij', fontSize: 11 });
    const body = text({ text: 'x'.repeat(10), fontSize: 16 });
    const product = legibleFontSize.run(makeFacts({ mobile: { texts: [small, body, tiny] } }));
    expect(product.score).toBe(0.5);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "'abcde' is 9px on mobile, below the 12px minimum.",
      "'fghij' is 11px on mobile, below the 12px minimum.",
    ]);
    expect(product.findings[0]!.target).toEqual({
      viewport: 'mobile',
      rect: tiny.rect,
      elementId: tiny.id,
    });
    expect(product.details?.passesLighthouse).toBe(false);
  });

  it('groups a row of small links into one finding', () => {
    const links = ['Home', 'About', 'Blog', 'Jobs'].map((t) =>
      text({ text: t, fontSize: 11, region: 'nav' }),
    );
    const product = legibleFontSize.run(makeFacts({ mobile: { texts: links } }));
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toBe(
      "'Home', 'About', 'Blog' and 1 more are 11px on mobile, below the 12px minimum.",
    );
  });

  it('judges text at the size a phone shows it when it shrinks the page', () => {
    // No viewport meta: 16px body text on a page shown at 40% is about 6.4px on screen.
    const body = text({ text: 'Our product helps teams', fontSize: 16 });
    const title = text({ text: 'Big title', fontSize: 40 });
    const product = legibleFontSize.run(
      makeFacts({
        mobileLayout: { layoutWidth: 980, scale: 0.4, visibleWidth: 975, visibleHeight: 2110 },
        mobile: { texts: [body, title] },
      }),
    );
    expect(product.score).toBeCloseTo(9 / 32, 4);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "'Our product helps teams' is 16px, about 6.4px on screen because phones show this page zoomed out to 40%, below the 12px minimum.",
    ]);
  });

  it('is not applicable without mobile text', () => {
    expect(legibleFontSize.run(makeFacts()).score).toBeNull();
  });
});

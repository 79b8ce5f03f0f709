import { describe, expect, it } from 'vitest';
import { makeFacts, text } from '../shared/test-facts.js';
import { legibleFontSize } from './legible-font-size.js';

describe('legible-font-size', () => {
  it('passes 16px text', () => {
    const product = legibleFontSize.run(makeFacts({ mobile: { texts: [text({ fontSize: 16 })] } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('scores by characters and names every small size as one fix, in document order', () => {
    const tiny = text({ text: 'abcde', fontSize: 9 });
    const small = text({ text: 'fghij', fontSize: 11.5 });
    const body = text({ text: 'x'.repeat(10), fontSize: 16 });
    const product = legibleFontSize.run(makeFacts({ mobile: { texts: [small, body, tiny] } }));
    expect(product.score).toBe(0.5);
    // The small end of the type scale is one change, however many sizes it holds.
    expect(product.findings.map((f) => f.problem)).toEqual([
      "'fghij' and 'abcde' are 9–11.5px on mobile, below the 12px minimum.",
    ]);
    expect(product.findings[0]!.target).toEqual({
      viewport: 'mobile',
      rect: small.rect,
      elementId: small.id,
    });
    expect(product.details?.passesLighthouse).toBe(false);
  });

  it("leaves 11px labels alone on a page of legible text (Apple's minimum; Lighthouse passes it)", () => {
    const body = text({ text: 'A long enough paragraph of body copy at a comfortable size.' });
    const badge = text({ text: 'New', fontSize: 11 });
    const caption = text({ text: 'Updated weekly', fontSize: 11.5 });
    const product = legibleFontSize.run(makeFacts({ mobile: { texts: [badge, body, caption] } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    // Under 11px it is named however little of it there is.
    const tag = text({ text: 'Beta', fontSize: 10 });
    const flagged = legibleFontSize.run(makeFacts({ mobile: { texts: [badge, body, tag] } }));
    expect(flagged.findings.map((f) => f.problem)).toEqual([
      "'Beta' is 10px on mobile, below the 12px minimum.",
    ]);
    expect(flagged.score).toBeLessThan(1);
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

  it('says which of two places shows the same small words', () => {
    const product = legibleFontSize.run(
      makeFacts({
        mobile: {
          texts: [
            text({ text: 'A long enough paragraph of body copy at a comfortable size.' }),
            text({ text: 'Driftwood Barbers', fontSize: 7, region: 'header' }),
            text({ text: 'Driftwood Barbers', fontSize: 7, region: 'footer' }),
          ],
        },
      }),
    );
    expect(product.findings.map((f) => f.problem)).toEqual([
      "'Driftwood Barbers' is 7px on mobile, below the 12px minimum.",
      "'Driftwood Barbers' is 7px on mobile in the footer, below the 12px minimum.",
    ]);
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
    // Named once, and charged to the layout (viewport-meta), not here: 16px is legible in CSS.
    expect(product.score).toBe(1);
    expect(product.details?.legibleShare).toBeCloseTo(9 / 32, 4);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "'Our product helps teams' is 16px in CSS, but phones show this page zoomed out to 40%, so on screen it is under the 12px minimum: a layout that fits the phone's width fixes it.",
    ]);
    expect(product.findings[0]!.action).toBe('Responsiveness');
  });

  it('names the zoom once for all text it shrinks, and text small even in CSS by size', () => {
    // One cause, one fix: 14, 16 and 18px text shrunk by the zoom is one finding, first; the
    // 10px legal line is too small at any zoom and keeps its own.
    const texts = [
      text({ text: 'Lead paragraph', fontSize: 18 }),
      text({ text: 'Body copy', fontSize: 16 }),
      text({ text: 'Card text', fontSize: 14 }),
      text({ text: 'Legal line', fontSize: 10 }),
      text({ text: 'Big title', fontSize: 48 }),
    ];
    const product = legibleFontSize.run(
      makeFacts({
        mobileLayout: { layoutWidth: 980, scale: 0.4, visibleWidth: 975, visibleHeight: 2110 },
        mobile: { texts },
      }),
    );
    expect(product.findings).toHaveLength(2);
    // Only the 10px line lowers the score: the rest is the layout's flaw.
    const chars = texts.reduce((sum, t) => sum + t.text.length, 0);
    expect(product.score).toBeCloseTo((chars - 'Legal line'.length) / chars, 4);
    const [zoom, legal] = product.findings;
    expect(zoom!.component).toBe('Text on a zoomed-out page');
    expect(zoom!.instances).toBe(3);
    expect(zoom!.problem).toContain(
      "'Lead paragraph', 'Body copy' and 'Card text' are 14–18px in CSS, but phones show this page zoomed out to 40%",
    );
    expect(zoom!.target?.elementId).toBe(texts[0]!.id);
    expect(legal!.problem).toBe(
      "'Legal line' is 10px, about 4px on screen because phones show this page zoomed out to 40%, below the 12px minimum.",
    );
  });

  it('is not applicable without mobile text', () => {
    expect(legibleFontSize.run(makeFacts()).score).toBeNull();
  });
});

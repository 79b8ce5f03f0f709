import { describe, expect, it } from 'vitest';
import { makeFacts, text } from '../shared/test-facts.js';
import { colorContrast } from './color-contrast.js';

describe('color-contrast', () => {
  it('passes a page whose text is dark on white', () => {
    const facts = makeFacts({
      desktop: { texts: [text({ text: 'Invoicing for freelancers', color: '#111111' })] },
    });
    const product = colorContrast.run(facts);
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('quotes the text, its colours and the ratio, worst above the fold first', () => {
    const below = text({
      text: 'Terms and conditions',
      color: '#cccccc',
      rect: { x: 0, y: 3000, width: 200, height: 20 },
    });
    const grey = text({ text: 'Start today', color: '#9ca3af', backgroundColor: '#ffffff' });
    const ok = text({ text: 'x'.repeat(29), color: '#111111' });
    const facts = makeFacts({ desktop: { texts: [below, ok, grey] } });
    const product = colorContrast.run(facts);

    expect(product.findings).toHaveLength(2);
    const first = product.findings[0]!;
    expect(first.problem).toBe("'Start today' is #9ca3af on #ffffff: 2.5:1, needs 4.5:1.");
    expect(first.usercategory).toBe('Incomplete');
    expect(first.action).toBe('Update colors');
    expect(first.target).toEqual({ viewport: 'desktop', rect: grey.rect, elementId: grey.id });
    expect(product.findings[1]!.problem).toContain("'Terms and conditions'");
    // 29 of 60 characters pass.
    expect(product.score).toBeCloseTo(29 / 60, 4);
  });

  it('holds large text to 3:1', () => {
    // #808080 on white is about 3.9:1: fails for body text, passes for a 32px heading.
    const facts = makeFacts({
      desktop: {
        texts: [
          text({ text: 'Big', color: '#808080', fontSize: 32 }),
          text({ text: 'Small', color: '#808080', fontSize: 16 }),
        ],
      },
    });
    const product = colorContrast.run(facts);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toContain("'Small'");
  });

  it('marks text over an image as low confidence and counts it half', () => {
    const overImage = text({
      text: 'abcd',
      color: '#ffffff',
      backgroundColor: '#eeeeee',
      backgroundUncertain: true,
    });
    const ok = text({ text: 'abcd', color: '#000000' });
    const product = colorContrast.run(makeFacts({ desktop: { texts: [overImage, ok] } }));
    expect(product.findings[0]!.lowConfidence).toBe(true);
    expect(product.findings[0]!.problem).toContain('over an image or gradient');
    expect(product.score).toBeCloseTo(4 / 6, 4);
  });

  it('trusts axe-core when it confirms a failure behind uncertain text', () => {
    const overImage = text({
      text: 'Hello',
      color: '#ffffff',
      backgroundColor: '#000000',
      backgroundUncertain: true,
      selector: '#hero > p',
    });
    const facts = makeFacts({
      desktop: { texts: [overImage] },
      axe: {
        violations: [
          {
            id: 'color-contrast',
            impact: 'serious',
            help: 'Elements must meet minimum color contrast ratio thresholds',
            helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/color-contrast',
            description: '',
            tags: ['wcag2aa'],
            nodes: [{ target: '#hero > p', html: '<p>Hello</p>', rect: null, failureSummary: 'x' }],
          },
        ],
        passes: [],
        incomplete: [],
      },
    });
    const product = colorContrast.run(facts);
    expect(product.score).toBe(0);
    expect(product.findings[0]!.lowConfidence).toBeUndefined();
    expect(product.findings[0]!.problem).toContain('axe-core measures less');
  });

  it('checks text shown only on mobile against the mobile screenshot', () => {
    const mobileOnly = text({ text: 'Menu', color: '#bbbbbb', selector: 'button.menu' });
    const product = colorContrast.run(
      makeFacts({ desktop: { texts: [text()] }, mobile: { texts: [mobileOnly] } }),
    );
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.target?.viewport).toBe('mobile');
    expect(product.findings[0]!.problem).toContain('on mobile');
  });

  it('groups texts in the same colours into one finding', () => {
    const texts = ['Home', 'About', 'Blog', 'Careers', 'Contact'].map((t) =>
      text({ text: t, color: '#a0a0a0', region: 'nav' }),
    );
    const product = colorContrast.run(makeFacts({ desktop: { texts } }));
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toBe(
      "'Home', 'About', 'Blog' and 2 more are #a0a0a0 on #ffffff: 2.6:1, needs 4.5:1.",
    );
    expect(product.findings[0]!.target?.elementId).toBe(texts[0]!.id);
  });

  it('names one text colour failing on several surfaces once, as one fix', () => {
    // A design system's muted grey on its three dark surfaces: darkening the grey fixes all.
    const texts = [
      text({ text: 'Changelog', color: '#5a6672', backgroundColor: '#181d24' }),
      text({ text: 'Roadmap', color: '#5a6672', backgroundColor: '#12161b' }),
      text({ text: 'Session 12', color: '#5a6672', backgroundColor: '#0b0e11' }),
      text({ text: 'Departures', color: '#5a6672', backgroundColor: '#181d24', fontSize: 28 }),
    ];
    const product = colorContrast.run(makeFacts({ desktop: { texts } }));
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toBe(
      "'Changelog', 'Roadmap', 'Session 12' and 1 more are #5a6672 on #181d24, #12161b and #0b0e11: 2.8:1 at worst, needs 4.5:1 (3:1 for large text).",
    );
    expect(product.findings[0]!.instances).toBe(4);
  });

  it('keeps white text on differently coloured fills apart: each fill is its own fix', () => {
    const texts = [
      text({ text: 'Sign up free', color: '#ffffff', backgroundColor: '#ffd23f' }),
      text({ text: 'Join now', color: '#ffffff', backgroundColor: '#ff3d7f' }),
    ];
    const product = colorContrast.run(makeFacts({ desktop: { texts } }));
    expect(product.findings.map((f) => f.problem)).toEqual([
      "'Sign up free' is #ffffff on #ffd23f: 1.4:1, needs 4.5:1.",
      "'Join now' is #ffffff on #ff3d7f: 3.3:1, needs 4.5:1.",
    ]);
  });

  it('caps findings at five and says how many more', () => {
    const greys = [
      '#aaaaaa',
      '#ababab',
      '#acacac',
      '#adadad',
      '#aeaeae',
      '#afafaf',
      '#b0b0b0',
      '#b1b1b1',
    ];
    const texts = greys.map((color, i) => text({ text: `Grey ${i}`, color }));
    const product = colorContrast.run(makeFacts({ desktop: { texts } }));
    expect(product.findings).toHaveLength(5);
    expect(product.findings[4]!.problem).toMatch(/And 3 more like this\.$/);
  });

  it('ignores screen-reader-only text clipped to 1px', () => {
    const srOnly = text({
      text: 'Skip to content',
      color: '#ffffff',
      rect: { x: 0, y: 0, width: 1, height: 1 },
    });
    const product = colorContrast.run(makeFacts({ desktop: { texts: [srOnly, text()] } }));
    expect(product.score).toBe(1);
  });

  it('is not applicable to a page without text', () => {
    const product = colorContrast.run(makeFacts());
    expect(product.score).toBeNull();
    expect(product.notApplicableReason).toBeTruthy();
  });

  it('groups what axe flags beyond our texts by its colours, and text over a picture by its own', () => {
    const node = (target: string, fg: string) => ({
      target,
      html: `<span class="${target}">x</span>`,
      rect: { x: 100, y: 1200, width: 80, height: 20 },
      failureSummary: `Fix any of the following: Element has insufficient color contrast of 3.22 (foreground color: ${fg}, background color: #f5f5f5, font size: 10.5pt (14px), font weight: normal). Expected contrast ratio of 4.5:1`,
    });
    const overPhoto = ['#e0e0e0', '#d0d0d0', '#c0c0c0'].map((bg, i) =>
      text({
        text: `Caption ${i}`,
        color: '#ffffff',
        backgroundColor: bg,
        backgroundUncertain: true,
      }),
    );
    const product = colorContrast.run(
      makeFacts({
        desktop: { texts: [text(), ...overPhoto] },
        axe: {
          violations: [
            {
              id: 'color-contrast',
              impact: 'serious',
              help: '',
              helpUrl: '',
              description: '',
              tags: ['wcag2aa'],
              nodes: [
                node('c1', '#8e908c'),
                node('c2', '#8e908c'),
                node('c3', '#8e908c'),
                node('k1', '#999999'),
              ],
            },
          ],
          passes: [],
          incomplete: [],
        },
      }),
    );
    const axe = product.findings.filter((f) => f.component === 'Text flagged by axe-core');
    expect(axe.map((f) => f.instances)).toEqual([3, 1]);
    expect(axe[0]!.problem).toContain('(and 2 more elements in these colours)');
    const photo = product.findings.filter((f) => f.lowConfidence);
    expect(photo).toHaveLength(1);
    expect(photo[0]!.instances).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { interactive, makeFacts } from '../shared/test-facts.js';
import { tapTargets } from './tap-targets.js';

describe('tap-targets', () => {
  it('passes when no target is small', () => {
    const product = tapTargets.run(makeFacts({ mobile: { interactives: [interactive()] } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports the small target with its size, on mobile', () => {
    const icon = interactive({
      kind: 'button',
      text: '',
      accessibleName: 'Close',
      rect: { x: 350, y: 10, width: 16, height: 16 },
    });
    const product = tapTargets.run(
      makeFacts({
        // A search button right next to it: the 24px circle on the icon reaches it.
        mobile: {
          interactives: [
            interactive({
              kind: 'button',
              text: 'Search',
              rect: { x: 300, y: 6, width: 48, height: 30 },
            }),
            icon,
          ],
        },
        mobileLayout: {
          horizontalOverflow: false,
          overflowPx: 0,
          smallTapTargets: [{ interactiveId: icon.id, width: 16, height: 16 }],
        },
      }),
    );
    expect(product.score).toBe(0.5);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      "The button 'Close' is 16×16px on mobile, under the 24×24px minimum, and too close to its neighbours.",
    );
    expect(f.target).toEqual({ viewport: 'mobile', rect: icon.rect, elementId: icon.id });
    expect(f.lowConfidence).toBeUndefined();
  });

  it('marks plain text links low confidence (they may sit inside a sentence)', () => {
    const links = ['Privacy', 'Terms'].map((t, k) =>
      interactive({
        text: t,
        buttonLike: false,
        rect: { x: 0, y: k * 20, width: 50, height: 18 },
      }),
    );
    const product = tapTargets.run(
      makeFacts({
        mobile: { interactives: links },
        mobileLayout: {
          horizontalOverflow: false,
          overflowPx: 0,
          smallTapTargets: links.map((l) => ({ interactiveId: l.id, width: 50, height: 18 })),
        },
      }),
    );
    expect(product.findings[0]!.lowConfidence).toBe(true);
  });

  it('passes small targets set far enough apart (the spacing exception of SC 2.5.8)', () => {
    // A row of 16px-tall menu links 20px apart: a 24px circle on each reaches no other target.
    const links = ['Products', 'Pricing', 'Blog'].map((t, k) =>
      interactive({
        text: t,
        region: 'nav',
        rect: { x: 20 + k * 110, y: 20, width: 90, height: 16 },
      }),
    );
    // The same links stacked with 4px between them are too close: the circles overlap.
    const stacked = links.map((l, k) => ({
      ...l,
      id: `s${k}`,
      rect: { ...l.rect, x: 20, y: 400 + k * 20 },
    }));
    const small = (list: typeof links) =>
      list.map((l) => ({ interactiveId: l.id, width: l.rect.width, height: l.rect.height }));
    const run = (list: typeof links) =>
      tapTargets.run(
        makeFacts({
          mobile: { interactives: list },
          mobileLayout: { horizontalOverflow: false, overflowPx: 0, smallTapTargets: small(list) },
        }),
      );
    expect(run(links).score).toBe(1);
    expect(run(links).findings).toEqual([]);
    expect(run(stacked).score).toBe(0);
    expect(run(stacked).findings[0]!.problem).toBe(
      "The links 'Products', 'Pricing' and 'Blog' are 16 px tall on mobile, under the 24×24px minimum, and too close to their neighbours.",
    );
  });

  it('names icon links by where they go, never by their CSS path', () => {
    const icons = ['https://social.example/fictional-bakery', 'https://video.example/bakery'].map(
      (href, k) =>
        interactive({
          text: '',
          accessibleName: '',
          href,
          selector: `body > header > nav > a:nth-of-type(${k + 1})`,
          rect: { x: 300 + k * 22, y: 10, width: 19, height: 19 },
        }),
    );
    const product = tapTargets.run(
      makeFacts({
        mobile: { interactives: icons },
        mobileLayout: {
          horizontalOverflow: false,
          overflowPx: 0,
          smallTapTargets: icons.map((i) => ({ interactiveId: i.id, width: 19, height: 19 })),
        },
      }),
    );
    expect(product.findings[0]!.problem).toBe(
      'The links to social.example/fictional-bakery and to video.example/bakery are 19 px tall on mobile, under the 24×24px minimum, and too close to their neighbours.',
    );
  });

  it('shrinks targets on a page phones show zoomed out (no viewport width)', () => {
    // A 1200px wide page on a 390px phone: zoom 0.325, so 12px tall links are about 4px.
    const links = [0, 1, 2].map((k) =>
      interactive({
        text: `Item ${k}`,
        buttonLike: false,
        rect: { x: 700 + k * 40, y: 25, width: 34, height: 12 },
      }),
    );
    const lone = interactive({ text: 'Alone', rect: { x: 100, y: 600, width: 200, height: 100 } });
    const product = tapTargets.run(
      makeFacts({
        meta: { viewport: null },
        mobileLayout: { layoutWidth: 980, scale: 0.325, visibleWidth: 1200, visibleHeight: 2597 },
        mobile: { documentWidth: 1200, interactives: [...links, lone] },
      }),
    );
    expect(product.score).toBe(0.25);
    expect(product.details?.phoneZoom).toBe(0.325);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toBe(
      "The links 'Item 0', 'Item 1' and 'Item 2' are 12 CSS px tall, and phones show this page zoomed out to about 33% (it is laid out wider than the screen), so they are about 4px tall on screen, under the 24×24px minimum.",
    );
  });

  it('is not applicable without mobile links or buttons', () => {
    expect(tapTargets.run(makeFacts()).score).toBeNull();
  });

  it('names the zoom once for targets it alone makes small', () => {
    // 40px tall buttons stacked 10px apart are fine in CSS px; at 33% they are 13px tall and 3px
    // apart. The
    // 12px tall link is too small at any zoom and keeps its own finding.
    const buttons = [0, 1, 2].map((k) =>
      interactive({
        kind: 'button',
        text: `Plan ${k}`,
        rect: { x: 100, y: 300 + k * 50, width: 200, height: 40 },
      }),
    );
    const tiny = interactive({
      text: 'Terms',
      buttonLike: false,
      region: 'footer',
      rect: { x: 100, y: 445, width: 40, height: 12 },
    });
    const product = tapTargets.run(
      makeFacts({
        meta: { viewport: null },
        mobileLayout: { layoutWidth: 980, scale: 0.325, visibleWidth: 1200, visibleHeight: 2597 },
        mobile: { documentWidth: 1200, interactives: [...buttons, tiny] },
      }),
    );
    // Only 'Terms' lowers the score: the buttons are the layout's flaw.
    expect(product.score).toBe(0.75);
    expect(product.findings).toHaveLength(2);
    const [zoom, own] = product.findings;
    expect(zoom!.component).toBe('Targets on a zoomed-out page');
    expect(zoom!.instances).toBe(3);
    expect(zoom!.action).toBe('Responsiveness');
    expect(zoom!.problem).toBe(
      "3 targets, 'Plan 0', 'Plan 1' and 'Plan 2', are big enough in CSS px, but phones show this page zoomed out to about 33% (it is laid out wider than the screen), so on screen they are under the 24×24px minimum and too close together: a layout that fits the phone's width fixes them all.",
    );
    expect(own!.problem).toContain("The link 'Terms' is 40×12 CSS px");
  });
});

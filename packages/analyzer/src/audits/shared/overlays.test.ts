import { describe, expect, it } from 'vitest';
import { form, image, interactive, loadingScreen, makeFacts, overlay, text } from './test-facts.js';
import { findCtas, findHeadline } from './hero.js';
import {
  CONSENT_TEXT,
  coveringLayer,
  isBlockingOverlay,
  isInsideBlockingOverlay,
  isInsideOverlay,
  pageBehindOverlays,
} from './overlays.js';

const inPopup = { x: 500, y: 300, width: 200, height: 40 };

describe('blocking overlays', () => {
  it('counts dialogs, large layers and consent banners, never sticky bars', () => {
    expect(isBlockingOverlay(overlay({ kind: 'dialog', viewportCoverage: 0.1 }))).toBe(true);
    expect(isBlockingOverlay(overlay({ kind: 'fixed', viewportCoverage: 0.5 }))).toBe(true);
    expect(
      isBlockingOverlay(
        overlay({ kind: 'fixed', viewportCoverage: 0.08, text: 'We use cookies. Accept' }),
      ),
    ).toBe(true);
    expect(
      isBlockingOverlay(overlay({ kind: 'fixed', viewportCoverage: 0.05, text: 'Chat with us' })),
    ).toBe(false);
    expect(isBlockingOverlay(overlay({ kind: 'sticky', viewportCoverage: 0.5 }))).toBe(false);
  });

  it('places an element inside by selector, or by its box unless the layer is full-screen', () => {
    const popup = overlay({
      selector: 'div.modal',
      rect: { x: 320, y: 200, width: 800, height: 500 },
    });
    expect(isInsideOverlay(popup, { rect: inPopup, selector: 'main a' })).toBe(true);
    expect(
      isInsideOverlay(popup, { rect: { ...inPopup, y: 800 }, selector: 'div.modal button' }),
    ).toBe(true);
    expect(isInsideOverlay(popup, { rect: { ...inPopup, y: 800 }, selector: 'main a' })).toBe(
      false,
    );
    // A headline peeking out from under the pop-up is still the page's.
    expect(
      isInsideOverlay(popup, { rect: { x: 120, y: 160, width: 640, height: 112 }, selector: 'h1' }),
    ).toBe(false);
    const backdrop = overlay({
      selector: 'div.backdrop',
      viewportCoverage: 1,
      rect: { x: 0, y: 0, width: 1440, height: 900 },
    });
    expect(isInsideOverlay(backdrop, { rect: inPopup, selector: 'main a' })).toBe(false);
    expect(isInsideOverlay(backdrop, { rect: inPopup, selector: 'div.backdrop p' })).toBe(true);
  });

  it('ignores a sticky bar when asking whether an element is in a pop-up', () => {
    const bar = overlay({
      kind: 'sticky',
      viewportCoverage: 0.05,
      rect: { x: 0, y: 0, width: 1440, height: 60 },
    });
    const vf = { overlays: [bar] };
    expect(
      isInsideBlockingOverlay(vf, {
        rect: { x: 10, y: 10, width: 50, height: 20 },
        selector: 'header a',
      }),
    ).toBe(false);
  });

  it('removes what a pop-up holds from the page, with the texts of removed buttons', () => {
    const subscribe = interactive({
      text: 'Subscribe',
      rect: inPopup,
      selector: 'div.modal button',
    });
    const start = interactive({
      text: 'Start free trial',
      rect: { x: 100, y: 400, width: 200, height: 48 },
    });
    const facts = makeFacts({
      desktop: {
        overlays: [overlay()],
        interactives: [subscribe, start],
        texts: [
          text({ text: 'Join 10,000 readers', rect: inPopup, selector: 'div.modal p' }),
          text({
            text: 'Subscribe',
            rect: { ...inPopup, x: 80, y: 900 },
            interactiveId: subscribe.id,
          }),
          text({
            text: 'Invoicing for freelancers',
            rect: { x: 100, y: 120, width: 600, height: 60 },
          }),
        ],
        forms: [form({ rect: inPopup, selector: 'div.modal form' })],
        images: [image({ rect: inPopup })],
      },
    });
    const page = pageBehindOverlays(facts.desktop);
    expect(page.interactives.map((i) => i.text)).toEqual(['Start free trial']);
    expect(page.texts.map((t) => t.text)).toEqual(['Invoicing for freelancers']);
    expect(page.forms).toEqual([]);
    expect(page.images).toEqual([]);
    const plain = makeFacts().desktop;
    expect(pageBehindOverlays(plain)).toBe(plain);
  });

  it('hides the whole page under a loading screen that never went away, and only then', () => {
    const loader = loadingScreen();
    const page = {
      texts: [text({ tag: 'h1', text: 'Tide tables for every harbour', fontSize: 48 })],
      interactives: [interactive({ text: 'Get the app' })],
    };
    const covered = makeFacts({ desktop: { ...page, overlays: [loader] } }).desktop;
    expect(coveringLayer(covered)).toBe(loader);
    expect(findHeadline(covered)).toBeNull();
    expect(findCtas(covered)).toEqual([]);
    // See-through, a dialog, a cookie banner or a layer with a page's worth of words: not a cover.
    for (const o of [
      { opaque: false },
      { kind: 'dialog' as const },
      { text: 'We use cookies to improve your experience' },
      { text: 'x'.repeat(200) },
      { viewportCoverage: 0.6 },
    ]) {
      const vf = makeFacts({ desktop: { ...page, overlays: [{ ...loader, ...o }] } }).desktop;
      expect(coveringLayer(vf), JSON.stringify(o)).toBeNull();
    }
    const open = makeFacts({ desktop: page }).desktop;
    expect(findHeadline(open)?.text).toBe('Tide tables for every harbour');
    expect(findCtas(open)).toHaveLength(1);
  });

  it('recognises consent banners in the languages the wording audits know', () => {
    for (const text of [
      'Datenschutzeinstellungen: Wir respektieren Ihre Privatsphäre',
      'Nous respectons votre confidentialité',
      'Configuración de privacidad',
      'Wij vragen uw toestemming',
    ])
      expect(CONSENT_TEXT.test(text), text).toBe(true);
    expect(CONSENT_TEXT.test('Subscribe to our newsletter')).toBe(false);
  });
});

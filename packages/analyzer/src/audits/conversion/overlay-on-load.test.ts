import { describe, expect, it } from 'vitest';
import { loadingScreen, makeFacts, overlay } from '../shared/test-facts.js';
import { overlayOnLoad } from './overlay-on-load.js';

describe('overlay-on-load', () => {
  it('passes a page without overlays, and ignores a sticky header', () => {
    const header = overlay({ kind: 'sticky', viewportCoverage: 0.08, text: 'Acme Pricing Login' });
    const product = overlayOnLoad.run(makeFacts({ desktop: { overlays: [header] } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('flags a newsletter pop-up covering half the first screen', () => {
    const popup = overlay({ viewportCoverage: 0.5, text: 'Subscribe to our newsletter' });
    const product = overlayOnLoad.run(makeFacts({ desktop: { overlays: [popup] } }));
    expect(product.score).toBeLessThan(0.3);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      "A pop-up ('Subscribe to our newsletter') covers 50% of the first desktop screen right after load, hiding the hero and its call to action.",
    );
    expect(f.target).toMatchObject({ viewport: 'desktop', elementId: popup.id });
    expect(f.lowConfidence).toBeFalsy();
  });

  it('says so when an opaque layer still hides the whole page once it has settled', () => {
    const loader = loadingScreen();
    const product = overlayOnLoad.run(makeFacts({ desktop: { overlays: [loader] } }));
    expect(product.score).toBe(0);
    expect(product.findings[0]!.problem).toBe(
      "An opaque layer ('Loading…') still covers 100% of the first desktop screen once the page has loaded and settled, like a loading screen that never went away: visitors see it and nothing of the page.",
    );
  });

  it('treats a cookie banner more gently and with low confidence', () => {
    const banner = overlay({
      kind: 'fixed',
      viewportCoverage: 0.2,
      text: 'We use cookies to improve your experience',
      rect: { x: 0, y: 720, width: 1440, height: 180 },
    });
    const product = overlayOnLoad.run(makeFacts({ desktop: { overlays: [banner] } }));
    expect(product.score).toBe(0.9);
    expect(product.findings[0]).toMatchObject({ component: 'Cookie banner', lowConfidence: true });
  });

  it('catches a mobile-only interstitial', () => {
    const popup = overlay({
      viewportCoverage: 0.9,
      text: 'Get the app',
      rect: { x: 0, y: 0, width: 390, height: 760 },
    });
    const product = overlayOnLoad.run(makeFacts({ mobile: { overlays: [popup] } }));
    expect(product.score).toBe(0);
    expect(product.findings[0]!.target?.viewport).toBe('mobile');
  });
});

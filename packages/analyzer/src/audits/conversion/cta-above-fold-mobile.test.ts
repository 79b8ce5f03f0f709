import { describe, expect, it } from 'vitest';
import { interactive, makeFacts } from '../shared/test-facts.js';
import { ctaAboveFoldMobile } from './cta-above-fold-mobile.js';

describe('cta-above-fold-mobile', () => {
  it('reads the mobile facts, not the desktop ones', () => {
    const desktopCta = interactive();
    const mobileCta = interactive({ rect: { x: 20, y: 1100, width: 350, height: 48 } });
    const product = ctaAboveFoldMobile.run(
      makeFacts({ desktop: { interactives: [desktopCta] }, mobile: { interactives: [mobileCta] } }),
    );
    expect(product.score).toBeLessThan(0.4);
    const f = product.findings[0]!;
    expect(f.problem).toContain('On mobile (390×844)');
    expect(f.problem).toContain('below the 844 px fold');
    expect(f.target).toMatchObject({ viewport: 'mobile', elementId: mobileCta.id });
  });

  it('passes with a CTA in the first mobile screen', () => {
    const product = ctaAboveFoldMobile.run(
      makeFacts({
        mobile: {
          interactives: [interactive({ rect: { x: 20, y: 600, width: 350, height: 48 } })],
        },
      }),
    );
    expect(product.score).toBe(1);
  });

  it('a CTA far below scores 0 but is still pointed at', () => {
    const cta = interactive({ rect: { x: 20, y: 3000, width: 350, height: 48 } });
    const product = ctaAboveFoldMobile.run(makeFacts({ mobile: { interactives: [cta] } }));
    expect(product.score).toBe(0);
    expect(product.findings[0]!.usercategory).toBe('Incomplete');
  });
});

import type { Interactive } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import { form, interactive, makeFacts, overlay } from '../shared/test-facts.js';
import { ctaRepeated } from './cta-repeated.js';

const low = (y: number) => ({ x: 100, y, width: 180, height: 48 });
/** The audit on a page four screens tall holding these controls. */
const onLongPage = (...interactives: Interactive[]) =>
  ctaRepeated.run(makeFacts({ desktop: { documentHeight: 4000, interactives } }));

describe('cta-repeated', () => {
  it('passes when the primary CTA appears again further down', () => {
    const product = onLongPage(interactive(), interactive({ rect: low(3200) }));
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ repeatedAt: 3200 });
  });

  it('matches a repeat by target even with another label', () => {
    const product = onLongPage(interactive(), interactive({ text: 'Try it now', rect: low(3200) }));
    expect(product.score).toBe(1);
  });

  it('matches a repeat of the same offer in other words', () => {
    for (const [top, lower] of [
      ['Book a Free Consultation', 'Get Free Consultation'],
      ['Prenota Tavolo', 'Prenota Ora'],
    ] as const) {
      const product = onLongPage(
        interactive({ text: top, href: 'https://example.com/a' }),
        interactive({ text: lower, href: 'https://example.com/b', rect: low(3200) }),
      );
      expect(product.score, `${top} / ${lower}`).toBe(1);
    }
  });

  it('does not take a linked card that mentions the product for a repeat', () => {
    const card = interactive({
      text: 'Editorial: the five best notch apps for Mac, with Notchly among them. Read article',
      href: 'https://example.com/review',
      rect: { x: 100, y: 3200, width: 600, height: 200 },
    });
    const product = onLongPage(interactive({ text: 'Try the notch now', href: '#demo' }), card);
    expect(product.score).toBeLessThan(1);
  });

  it('does not take two offers that share only a word of price or time for one', () => {
    const product = onLongPage(
      interactive({ text: 'Start free trial', href: 'https://example.com/a' }),
      interactive({ text: 'Get a free quote now', href: 'https://example.com/b', rect: low(3200) }),
    );
    expect(product.score).toBeLessThan(1);
  });

  it('counts a pinned header CTA as always within reach', () => {
    const cta = interactive({ region: 'header', rect: { x: 1250, y: 16, width: 150, height: 40 } });
    const bar = overlay({
      kind: 'sticky',
      rect: { x: 0, y: 0, width: 1440, height: 72 },
      viewportCoverage: 0.08,
    });
    const product = ctaRepeated.run(
      makeFacts({ desktop: { documentHeight: 4000, interactives: [cta], overlays: [bar] } }),
    );
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ pinned: true });
  });

  it('reports a long page that never repeats its action', () => {
    const product = ctaRepeated.run(
      makeFacts({ desktop: { documentHeight: 5400, interactives: [interactive()] } }),
    );
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f.usercategory).toBe('Missing');
    expect(f.problem).toBe(
      "The page is 5,400 px tall (6 screens), but 'Start free trial' never appears again below the first screen.",
    );
  });

  it('names a different CTA found lower down and gives partial credit', () => {
    const other = interactive({
      text: 'Contact sales',
      href: 'https://example.com/contact',
      rect: low(2000),
    });
    const product = ctaRepeated.run(
      makeFacts({ desktop: { documentHeight: 2700, interactives: [interactive(), other] } }),
    );
    expect(product.score).toBeGreaterThan(0.3);
    expect(product.score).toBeLessThan(1);
    expect(product.findings[0]!.problem).toContain("further down only 'Contact sales' is offered");
  });

  it('works from a hero form too', () => {
    const product = ctaRepeated.run(
      makeFacts({
        desktop: {
          documentHeight: 4000,
          forms: [form(), form({ rect: low(3000), aboveFold: false })],
        },
      }),
    );
    expect(product.score).toBe(1);
  });

  it('is not applicable on a short page', () => {
    const product = ctaRepeated.run(
      makeFacts({ desktop: { documentHeight: 1500, interactives: [interactive()] } }),
    );
    expect(product.score).toBeNull();
    // A short page needs no repeat: nothing is missing, so nothing is charged.
    expect(product.missingChargedTo).toBeUndefined();
  });
});

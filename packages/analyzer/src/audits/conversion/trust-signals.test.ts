import { describe, expect, it } from 'vitest';
import { image, makeFacts, text } from '../shared/test-facts.js';
import { trustSignals } from './trust-signals.js';

const logoRow = (y: number) =>
  [0, 1, 2, 3].map((i) =>
    image({
      src: `https://example.com/logo${i}.svg`,
      rect: { x: 200 + i * 200, y, width: 120, height: 40 },
    }),
  );

describe('trust-signals', () => {
  it('reports missing proof on a page with none', () => {
    const product = trustSignals.run(
      makeFacts({ desktop: { texts: [text({ text: 'Invoices in a minute' })] } }),
    );
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f.usercategory).toBe('Missing');
    expect(f.action).toBe('Validation Elements');
    expect(f.target).toBeUndefined();
  });

  it('gives assurances without proof half the credit of one kind of proof, and says so', () => {
    const product = trustSignals.run(
      makeFacts({
        desktop: {
          texts: [
            text({ text: 'Invoices in a minute' }),
            text({ text: 'Free & open source · no sign-up required' }),
          ],
        },
      }),
    );
    expect(product.score).toBe(0.35);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      "No customer logos, testimonials, ratings or usage numbers were found anywhere on the page; only assurances such as 'Free & open source · no sign-up required' speak for it.",
    );
    expect(f.missingSubject).toBe(true);
  });

  it('recognises a logo row, a named testimonial, a rating and usage numbers', () => {
    const quote = text({
      tag: 'blockquote',
      text: '“Acme cut our invoicing time in half.”',
      rect: { x: 100, y: 2000, width: 600, height: 60 },
    });
    const name = text({
      text: '— Jane Doe, CFO at Globex',
      rect: { x: 100, y: 2080, width: 300, height: 20 },
    });
    const rating = text({
      text: 'Rated 4.8/5 on G2',
      rect: { x: 100, y: 1500, width: 200, height: 20 },
    });
    const usage = text({
      text: 'Trusted by 10,000+ teams',
      rect: { x: 100, y: 950, width: 300, height: 20 },
    });
    const product = trustSignals.run(
      makeFacts({ desktop: { images: logoRow(1000), texts: [quote, name, rating, usage] } }),
    );
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ kinds: ['logos', 'testimonial', 'rating', 'usage'] });
    expect(product.findings[0]!.usercategory).toBe('Well implemented');
    expect(product.findings[0]!.action).toBe('Well executed');
  });

  it('gives partial credit for one kind, naming what was found and what is missing', () => {
    const usage = text({
      text: 'Used by 2,500 companies',
      rect: { x: 100, y: 950, width: 300, height: 20 },
    });
    const product = trustSignals.run(makeFacts({ desktop: { texts: [usage] } }));
    expect(product.score).toBe(0.7);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      "The only proof found is usage numbers ('Used by 2,500 companies'); no customer logos, testimonials or ratings back it up.",
    );
    expect(f.lowConfidence).toBe(true);
  });

  it('does not take a quote without a name, or two images, as proof', () => {
    const product = trustSignals.run(
      makeFacts({
        desktop: {
          images: logoRow(1000).slice(0, 2),
          texts: [text({ text: '"Simple, fast and friendly invoicing for all."' })],
        },
      }),
    );
    expect(product.score).toBe(0);
  });

  it('is satisfied by two kinds of proof, even on one line', () => {
    const line = text({
      text: 'Join 12,400 coffee lovers · ★ 4.9 average',
      rect: { x: 100, y: 600, width: 400, height: 20 },
    });
    const product = trustSignals.run(makeFacts({ desktop: { texts: [line] } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    expect(product.details).toMatchObject({ kinds: ['rating', 'usage'] });
  });
});

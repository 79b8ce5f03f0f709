import { describe, expect, it } from 'vitest';
import { image, makeFacts } from '../shared/test-facts.js';
import { largestContentfulPaint } from './largest-contentful-paint.js';

function withLcp(time: number, extra: Parameters<typeof makeFacts>[0] = {}) {
  const facts = makeFacts(extra);
  facts.performance!.lcp = { ...facts.performance!.lcp!, time };
  return facts;
}

describe('largest-contentful-paint', () => {
  it('passes at 2.5 s or less and notes the lab conditions', () => {
    const product = largestContentfulPaint.run(withLcp(1200));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
    expect(String(product.details?.note)).toContain('Lab measurement: one desktop-sized load');
  });

  it('falls linearly: 0.5 at the 4 s poor threshold, 0 at 8 s', () => {
    expect(largestContentfulPaint.run(withLcp(3400)).score).toBe(0.7);
    expect(largestContentfulPaint.run(withLcp(4000)).score).toBe(0.5);
    expect(largestContentfulPaint.run(withLcp(6000)).score).toBe(0.25);
    expect(largestContentfulPaint.run(withLcp(9000)).score).toBe(0);
  });

  it('judges the time to 0.1 s, so load jitter of a few ms cannot move the score', () => {
    expect(largestContentfulPaint.run(withLcp(3361)).score).toBe(0.7);
    expect(largestContentfulPaint.run(withLcp(3449)).score).toBe(0.7);
    expect(largestContentfulPaint.run(withLcp(3449)).details?.lcpMs).toBe(3400);
  });

  it('reports a good time as its rating alone: it varies with the machine, not the page', () => {
    const a = largestContentfulPaint.run(withLcp(376)).details;
    const b = largestContentfulPaint.run(withLcp(476)).details;
    expect(a).toEqual(b);
    expect(a?.rating).toBe('good');
  });

  it('names the slow element and points at it', () => {
    const hero = image({
      src: 'https://example.com/img/hero.jpg',
      selector: 'main img.hero',
      rect: { x: 100, y: 150, width: 800, height: 60 },
    });
    const facts = withLcp(5200, { desktop: { images: [hero] } });
    const product = largestContentfulPaint.run(facts);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      "The main content (the image 'example.com/…/hero.jpg') appears after 5.2 s even on a fast connection; web.dev counts 2.5 s or less as good and more than 4 s as poor.",
    );
    expect(f.target).toEqual({ viewport: 'desktop', rect: facts.performance!.lcp!.rect });
    expect(f.action).toBe('Speed up page');
  });

  it('is not applicable without an LCP entry', () => {
    const facts = makeFacts();
    facts.performance!.lcp = null;
    expect(largestContentfulPaint.run(facts).score).toBeNull();
  });

  it('is not applicable without performance measurements', () => {
    expect(largestContentfulPaint.run(makeFacts({ performance: null })).score).toBeNull();
  });
});

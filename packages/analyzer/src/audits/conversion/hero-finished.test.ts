import { describe, expect, it } from 'vitest';
import { copyPage, image, makeFacts } from '../shared/test-facts.js';
import { heroFinished } from './hero-finished.js';

describe('hero-finished', () => {
  it('passes a first screen of real copy, whatever lies further down', () => {
    const product = heroFinished.run(
      copyPage([
        { text: 'Brake and tyre service in Lakeside, same day', aboveFold: true },
        { text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.', aboveFold: false },
      ]),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('names filler on the first screen once, as a reason visitors do not act', () => {
    const product = heroFinished.run(
      copyPage(
        [
          { text: 'Auto maintenance and repair service', aboveFold: true },
          {
            text: 'Duis aute irure dolor in reprehenderit in voluptate velit esse',
            aboveFold: true,
          },
          { text: 'Call +1 123 456 7890', aboveFold: true },
        ],
        ['Get a quote'],
      ),
    );
    expect(product.score).toBeCloseTo(Math.exp(-3.2), 3);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]).toMatchObject({
      component: 'First-screen copy',
      action: 'Lacking trust',
      usercategory: 'Incomplete',
    });
    expect(product.findings[0]!.problem).toMatch(
      /^The first screen still shows placeholder copy \('Duis aute irure dolor in/,
    );
    expect(product.findings[0]!.problem).toContain('and 1 more');
  });

  it('counts a template button label that is not also a text', () => {
    const product = heroFinished.run(
      copyPage([{ text: 'Fresh sourdough, baked at dawn', aboveFold: true }], ['Button']),
    );
    expect(product.score).toBeCloseTo(0.202, 3);
  });

  it('leaves a headline about the website itself to the clarity audits', () => {
    const product = heroFinished.run(
      copyPage([{ text: 'Welcome to our website', aboveFold: true }]),
    );
    expect(product.score).toBe(1);
  });
});

describe('hero-finished: stand-in pictures', () => {
  it('counts a placeholder service picture on the first screen, once', () => {
    const pictures = [0, 1].map((i) =>
      image({
        src: 'https://placehold.co/600x400',
        rect: { x: 700, y: 100 + i * 300, width: 500, height: 280 },
      }),
    );
    const product = heroFinished.run(makeFacts({ desktop: { images: pictures } }));
    expect(product.details).toEqual({ hits: ['placehold.co'] });
    expect(product.score).toBeLessThan(0.3);
  });

  it('leaves one further down the page to placeholder-content', () => {
    const below = image({
      src: 'https://placehold.co/600x400',
      rect: { x: 700, y: 1600, width: 500, height: 280 },
    });
    expect(heroFinished.run(makeFacts({ desktop: { images: [below] } })).score).toBe(1);
  });
});

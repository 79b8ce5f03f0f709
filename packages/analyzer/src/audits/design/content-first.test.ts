import { describe, expect, it } from 'vitest';
import { copyPage, image, interactive, makeFacts, text } from '../shared/test-facts.js';
import { heroFinished } from '../conversion/hero-finished.js';
import { contentFirst } from './content-first.js';

describe('content-first', () => {
  it('passes a first screen of real copy, whatever lies further down', () => {
    const product = contentFirst.run(
      copyPage([
        { text: 'Sourdough and rye from Millbrook, baked at dawn', aboveFold: true },
        { text: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.', aboveFold: false },
      ]),
    );
    expect(product).toMatchObject({ score: null, findings: [] });
  });

  it('names a first screen laid out around filler once, as a mock-up', () => {
    const product = contentFirst.run(
      copyPage([
        { text: 'Fale Conosco', aboveFold: true },
        { text: 'Lorem ipsum dolor sit amet consectetur adipisicing elit.', aboveFold: true },
      ]),
    );
    expect(product.score).toBeCloseTo(Math.exp(-1.6), 3);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]).toMatchObject({
      component: 'First-screen layout',
      action: 'Update content',
      usercategory: 'Incomplete',
    });
    expect(product.findings[0]!.problem).toMatch(
      /^The first screen is laid out around stand-in content \('Lorem ipsum'\): /,
    );
  });

  it('counts a stand-in picture and a template label as the trust check does', () => {
    const facts = makeFacts({
      desktop: {
        texts: [text({ text: 'Your Company', aboveFold: true })],
        interactives: [interactive({ text: 'Button', aboveFold: true, visible: true })],
        images: [
          image({
            src: 'https://via.placeholder.com/600x400',
            rect: { x: 700, y: 100, width: 500, height: 280 },
          }),
        ],
      },
    });
    const product = contentFirst.run(facts);
    expect(product.details).toEqual({
      hits: ['Your Company', 'Button', 'via.placeholder.com'],
    });
    expect(product.findings[0]!.problem).toContain('and 2 more');
    expect(product.score).toBe(heroFinished.run(facts).score);
  });
});

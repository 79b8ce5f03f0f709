import { describe, expect, it } from 'vitest';
import { image, makeFacts } from '../shared/test-facts.js';
import { heroImageNotLazy } from './hero-image-not-lazy.js';

describe('hero-image-not-lazy', () => {
  it('passes an eager hero image and ignores lazy images further down', () => {
    const below = image({ loading: 'lazy', rect: { x: 0, y: 2000, width: 400, height: 300 } });
    const product = heroImageNotLazy.run(
      makeFacts({ desktop: { images: [image({ loading: 'eager' }), below] } }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('fails a lazy LCP image outright and points at it', () => {
    const hero = image({
      loading: 'lazy',
      src: 'https://example.com/img/hero.webp',
      rect: { x: 100, y: 150, width: 800, height: 60 },
    });
    const product = heroImageNotLazy.run(
      makeFacts({
        desktop: { images: [hero, image({ rect: { x: 0, y: 300, width: 100, height: 100 } })] },
      }),
    );
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f.component).toBe('Largest image (LCP)');
    expect(f.problem).toBe(
      'The largest image \'example.com/…/hero.webp\' shows in the first screen but has loading="lazy", so the browser fetches it late.',
    );
    expect(f.target).toEqual({ viewport: 'desktop', rect: hero.rect, elementId: hero.id });
  });

  it('scores the share of above-the-fold images that load eagerly', () => {
    const lazy = image({ loading: 'lazy', rect: { x: 900, y: 400, width: 200, height: 200 } });
    const product = heroImageNotLazy.run(
      makeFacts({
        desktop: { images: [lazy, image({ rect: { x: 0, y: 500, width: 100, height: 100 } })] },
      }),
    );
    expect(product.score).toBe(0.5);
  });

  it('is not applicable without images in the first screen', () => {
    expect(heroImageNotLazy.run(makeFacts()).score).toBeNull();
  });
});

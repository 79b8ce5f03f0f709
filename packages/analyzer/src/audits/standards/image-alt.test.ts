import { describe, expect, it } from 'vitest';
import { image, interactive, makeFacts } from '../shared/test-facts.js';
import { imageAlt } from './image-alt.js';

describe('image-alt', () => {
  it('passes images that describe themselves or are marked decorative', () => {
    const product = imageAlt.run(
      makeFacts({
        desktop: {
          images: [
            image({ alt: 'Product dashboard' }),
            image({ alt: '' }),
            image({ alt: null, decorative: true }),
          ],
        },
      }),
    );
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('flags a content image without alt, pointing at it', () => {
    const missing = image({ alt: null, src: 'https://example.com/img/team.jpg' });
    const product = imageAlt.run(makeFacts({ desktop: { images: [image(), missing] } }));
    expect(product.score).toBe(0.5);
    expect(product.findings).toHaveLength(1);
    const f = product.findings[0]!;
    expect(f.problem).toBe("The image 'example.com/…/team.jpg' has no alt attribute.");
    expect(f.usercategory).toBe('Incomplete');
    expect(f.target).toEqual({ viewport: 'desktop', rect: missing.rect, elementId: missing.id });
  });

  it('flags an empty alt on an image that is the only content of a link', () => {
    const link = interactive({ text: '', accessibleName: '', href: 'https://twitter.com/acme' });
    const logo = image({
      alt: '',
      inInteractiveId: link.id,
      rect: { x: 10, y: 10, width: 32, height: 32 },
    });
    const product = imageAlt.run(makeFacts({ desktop: { images: [logo], interactives: [link] } }));
    expect(product.score).toBe(0);
    expect(product.findings[0]!.problem).toContain('only content of a link but has an empty alt');
  });

  it('reports one file placed several times once', () => {
    const src = 'https://example.com/logo.png';
    const images = [0, 1, 2].map(() => image({ alt: null, src }));
    const product = imageAlt.run(makeFacts({ desktop: { images } }));
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toBe(
      "The image 'example.com/logo.png' has no alt attribute. It appears 3 times.",
    );
    expect(product.score).toBe(0);
  });

  it('ignores tiny and hidden images', () => {
    const product = imageAlt.run(
      makeFacts({
        desktop: {
          images: [
            image({ alt: null, rect: { x: 0, y: 0, width: 1, height: 1 } }),
            image({ alt: null, visible: false }),
          ],
        },
      }),
    );
    expect(product.score).toBeNull();
  });

  it('is not applicable without content images', () => {
    expect(imageAlt.run(makeFacts()).score).toBeNull();
  });
});

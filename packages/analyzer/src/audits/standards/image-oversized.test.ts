import { describe, expect, it } from 'vitest';
import { image, makeFacts } from '../shared/test-facts.js';
import { imageOversized } from './image-oversized.js';

describe('image-oversized', () => {
  it('passes images served at up to twice their shown size', () => {
    const product = imageOversized.run(makeFacts({ desktop: { images: [image()] } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports a huge image shown small, with its estimated waste', () => {
    const big = image({
      src: 'https://example.com/img/team.jpg',
      rect: { x: 0, y: 1200, width: 400, height: 300 },
      naturalWidth: 4000,
      naturalHeight: 3000,
      bytes: 2_000_000,
    });
    const product = imageOversized.run(makeFacts({ desktop: { images: [big, image()] } }));
    const f = product.findings[0]!;
    // 100× the area: a 2× image keeps 4% of the bytes.
    expect(f.problem).toBe(
      "The image 'example.com/…/team.jpg' is 4000×3000px but shown at 400×300px; a 2× size would save about 1.9 MB.",
    );
    expect(f.target).toEqual({ viewport: 'desktop', rect: big.rect, elementId: big.id });
    expect(product.details?.estimatedWasteBytes).toBe(1_920_000);
    expect(product.score).toBe(0);
  });

  it('skips small files and marks unknown sizes low confidence', () => {
    const small = image({
      naturalWidth: 2000,
      naturalHeight: 2000,
      bytes: 60_000,
      rect: { x: 0, y: 0, width: 100, height: 100 },
    });
    const unknown = image({
      src: 'https://example.com/b.png',
      naturalWidth: 2000,
      naturalHeight: 2000,
      bytes: null,
      rect: { x: 0, y: 0, width: 100, height: 100 },
    });
    const product = imageOversized.run(makeFacts({ desktop: { images: [small, unknown] } }));
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.lowConfidence).toBe(true);
    expect(product.score).toBe(0.5);
  });

  it('catches a desktop-sized image served to phones', () => {
    const onMobile = image({
      src: 'https://example.com/hero.jpg',
      rect: { x: 0, y: 100, width: 390, height: 260 },
      naturalWidth: 2880,
      naturalHeight: 1920,
      bytes: 900_000,
    });
    const onDesktop = { ...onMobile, rect: { x: 0, y: 100, width: 1440, height: 960 } };
    const product = imageOversized.run(
      makeFacts({ desktop: { images: [onDesktop] }, mobile: { images: [onMobile] } }),
    );
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.target?.viewport).toBe('mobile');
    expect(product.findings[0]!.problem).toContain('on mobile');
  });

  it('is not applicable without raster images', () => {
    expect(imageOversized.run(makeFacts()).score).toBeNull();
  });

  it('names every oversized image in one finding pinned on the worst: one fix, one flaw', () => {
    const photo = (name: string, bytes: number) =>
      image({
        src: `https://example.com/img/${name}.jpg`,
        rect: { x: 0, y: 1200, width: 400, height: 300 },
        naturalWidth: 4000,
        naturalHeight: 3000,
        bytes,
      });
    const images = [photo('a', 300_000), photo('b', 2_000_000), photo('c', 500_000)];
    const product = imageOversized.run(makeFacts({ desktop: { images } }));
    expect(product.findings).toHaveLength(1);
    const f = product.findings[0]!;
    expect(f.target?.elementId).toBe(images[1]!.id);
    expect(f.instances).toBe(3);
    expect(f.problem).toBe(
      "The image 'example.com/…/b.jpg' is 4000×3000px but shown at 400×300px; a 2× size would save about 1.9 MB. So are 2 more: 'example.com/…/c.jpg' and 'example.com/…/a.jpg', about 2.7 MB wasted in all.",
    );
    expect(product.details?.oversized).toBe(3);
  });
});

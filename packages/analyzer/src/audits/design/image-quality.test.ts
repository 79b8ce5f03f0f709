import { describe, expect, it } from 'vitest';
import { failedRequest, image, makeFacts } from '../shared/test-facts.js';
import { imageQuality } from './image-quality.js';

describe('image-quality', () => {
  it('passes images served at 2× and ignores SVGs', () => {
    const images = [
      image(),
      image({ kind: 'svg', src: '', naturalWidth: 10, naturalHeight: 10 }),
      image({ src: 'https://example.com/logo.svg', naturalWidth: 20, naturalHeight: 20 }),
    ];
    const product = imageQuality.run(makeFacts({ desktop: { images } }));
    expect(product.score).toBe(1);
    expect(product.details).toMatchObject({ checked: 1, upscaled: 0 });
  });

  it('counts a first-screen picture that fails for every visitor as an empty box', () => {
    const hero = image({
      src: 'https://bakery.example/img/counter.jpg',
      alt: '',
      naturalWidth: 0,
      naturalHeight: 0,
      rect: { x: 700, y: 120, width: 600, height: 450 },
    });
    // One our network could not reach (a visitor may well see it) is not judged at all.
    const unreached = image({
      src: 'https://cdn.example/badge.png',
      naturalWidth: 0,
      naturalHeight: 0,
      rect: { x: 100, y: 600, width: 120, height: 40 },
    });
    const product = imageQuality.run(
      makeFacts({
        desktop: { images: [hero, unreached] },
        failedRequests: [
          failedRequest({ url: hero.src, errorText: 'HTTP 404' }),
          failedRequest({
            url: unreached.src,
            status: null,
            errorText: 'net::ERR_TUNNEL_CONNECTION_FAILED',
          }),
        ],
      }),
    );
    expect(product.score).toBe(0);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "The hero image 'counter.jpg' does not load, so the first screen shows an empty 600×450px box where it should be.",
    ]);
    expect(product.details).toMatchObject({ checked: 1 });
  });

  it('counts a hero photo set as a CSS background that fails as an empty first screen', () => {
    const backdrop = image({
      kind: 'background',
      alt: '',
      src: 'https://bistro.example/img/dining-room.jpg',
      naturalWidth: 0,
      naturalHeight: 0,
      rect: { x: 0, y: 60, width: 4320, height: 900 },
    });
    const product = imageQuality.run(
      makeFacts({
        desktop: { images: [backdrop] },
        failedRequests: [failedRequest({ url: backdrop.src, errorText: 'HTTP 404' })],
      }),
    );
    expect(product.score).toBe(0);
    expect(product.findings[0]!.problem).toBe(
      "The hero image 'dining-room.jpg' does not load, so the first screen shows an empty 1440×840px box where it should be.",
    );
  });

  it('flags a hero image stretched to 2.5× its natural size', () => {
    const hero = image({
      alt: 'Team at work',
      naturalWidth: 200,
      naturalHeight: 160,
      rect: { x: 800, y: 150, width: 500, height: 400 },
    });
    const product = imageQuality.run(makeFacts({ desktop: { images: [hero] } }));
    expect(product.score).toBe(0);
    const f = product.findings[0]!;
    expect(f.problem).toBe(
      "The hero image 'Team at work' is 200×160px but shown at 500×400px (2.5× stretched), far too low a resolution, so it looks blurry.",
    );
    expect(f).toMatchObject({
      component: 'Hero image',
      action: 'Better images',
      target: { viewport: 'desktop', elementId: hero.id },
    });
  });

  it('weights images by rendered area', () => {
    const big = image({ rect: { x: 0, y: 0, width: 600, height: 400 } });
    const small = image({
      naturalWidth: 50,
      naturalHeight: 50,
      rect: { x: 700, y: 0, width: 200, height: 200 },
    });
    const product = imageQuality.run(makeFacts({ desktop: { images: [big, small] } }));
    expect(product.score).toBeCloseTo(240_000 / 280_000, 3);
  });

  it('is not applicable without raster images above the fold', () => {
    expect(imageQuality.run(makeFacts()).score).toBeNull();
  });

  it('counts a CSS background only as stretched as every sizing must make it', () => {
    // A 22×365 strip tiled across a 1440×365 banner is not stretched; a photo covering a box
    // twice its size in both directions is.
    const strip = image({
      kind: 'background',
      naturalWidth: 22,
      naturalHeight: 365,
      rect: { x: 0, y: 0, width: 1440, height: 365 },
    });
    expect(imageQuality.run(makeFacts({ desktop: { images: [strip] } })).score).toBe(1);
    const photo = image({
      kind: 'background',
      naturalWidth: 700,
      naturalHeight: 450,
      rect: { x: 0, y: 0, width: 1440, height: 900 },
    });
    expect(imageQuality.run(makeFacts({ desktop: { images: [photo] } })).score).toBe(0);
  });
});

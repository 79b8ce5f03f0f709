import { describe, expect, it } from 'vitest';
import { failedRequest, image, makeFacts } from '../shared/test-facts.js';
import { brokenResources } from './broken-resources.js';

describe('broken-resources', () => {
  it('passes when nothing fails', () => {
    const product = brokenResources.run(makeFacts());
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports a 404 image at the image, scripts first', () => {
    const img = image({
      src: 'https://example.com/img/team.png',
      rect: { x: 100, y: 1400, width: 400, height: 300 },
    });
    const product = brokenResources.run(
      makeFacts({
        desktop: { images: [img] },
        failedRequests: [
          failedRequest({ url: img.src }),
          failedRequest({
            url: 'https://cdn.example.com/js/app.js',
            resourceType: 'script',
            status: null,
            errorText: 'net::ERR_NAME_NOT_RESOLVED',
          }),
        ],
      }),
    );
    expect(product.score).toBeCloseTo(0.6, 5);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "The script 'cdn.example.com/…/app.js' fails to load (net::ERR_NAME_NOT_RESOLVED).",
      "The image 'example.com/…/team.png' fails to load (HTTP 404).",
    ]);
    expect(product.findings[1]!.target).toEqual({
      viewport: 'desktop',
      rect: img.rect,
      elementId: img.id,
    });
  });

  it("counts a picture missing from the first screen as a hole there, three files' worth", () => {
    const hero = image({ src: 'https://example.com/img/hero.jpg' });
    const logo = image({ src: 'https://example.com/img/logo.svg', kind: 'background' });
    const product = brokenResources.run(
      makeFacts({
        desktop: { images: [hero, logo] },
        failedRequests: [failedRequest({ url: hero.src }), failedRequest({ url: logo.src })],
      }),
    );
    // The hero counts 3 of the 5 broken files that take the score to 0; a background image
    // painted behind content leaves no hole, so it counts 1.
    expect(product.score).toBeCloseTo(0.2, 5);
    expect(product.findings[0]).toMatchObject({
      component: 'Broken image on the first screen',
      problem:
        "The image 'example.com/…/hero.jpg' fails to load (HTTP 404), leaving a 500×400px hole on the first screen.",
      severity: 3,
    });
    expect(product.findings[1]).toMatchObject({ component: 'Broken image' });
  });

  it('excludes requests our policy blocked and requests the page aborted', () => {
    const product = brokenResources.run(
      makeFacts({
        failedRequests: [
          failedRequest({ status: null, errorText: 'blocked', blockedByPolicy: true }),
          failedRequest({ status: null, errorText: 'net::ERR_ABORTED', resourceType: 'media' }),
          failedRequest({ status: 301 }),
        ],
      }),
    );
    expect(product.score).toBe(1);
    expect(product.details?.excludedAsOurs).toBe(1);
  });

  it("does not blame the page for our proxy's failed tunnel, but does for a refused host", () => {
    const tunnel = brokenResources.run(
      makeFacts({
        failedRequests: [
          failedRequest({
            status: null,
            errorText: 'net::ERR_TUNNEL_CONNECTION_FAILED',
            resourceType: 'font',
          }),
        ],
      }),
    );
    expect(tunnel.score).toBe(1);
    const refused = brokenResources.run(
      makeFacts({
        failedRequests: [failedRequest({ status: null, errorText: 'net::ERR_CONNECTION_REFUSED' })],
      }),
    );
    expect(refused.score).toBeLessThan(1);
  });

  it('counts a file the page asks for twice once, as its most critical type', () => {
    const font = 'https://fonts.example.com/css/brand';
    const product = brokenResources.run(
      makeFacts({
        failedRequests: [
          failedRequest({
            url: font,
            resourceType: 'fetch',
            status: null,
            errorText: 'net::ERR_FAILED',
          }),
          failedRequest({ url: font, resourceType: 'stylesheet', status: 502 }),
        ],
      }),
    );
    expect(product.details?.broken).toBe(1);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "The stylesheet 'fonts.example.com/…/brand' fails to load (HTTP 502).",
    ]);
  });
});

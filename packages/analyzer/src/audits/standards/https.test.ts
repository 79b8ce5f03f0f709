import { describe, expect, it } from 'vitest';
import { image, makeFacts } from '../shared/test-facts.js';
import { https } from './https.js';

describe('https', () => {
  it('passes an HTTPS page', () => {
    const product = https.run(makeFacts({ finalUrl: 'https://example.com/' }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports plain HTTP as Missing', () => {
    const product = https.run(
      makeFacts({ url: 'http://example.com', finalUrl: 'http://example.com/' }),
    );
    expect(product.score).toBe(0);
    expect(product.findings[0]!.usercategory).toBe('Missing');
    expect(product.findings[0]!.problem).toContain('plain HTTP (http://example.com/)');
  });

  it('does not judge a loopback development server, which browsers treat as secure', () => {
    for (const url of [
      'http://127.0.0.1:5173/',
      'http://localhost:3000/pricing',
      'http://[::1]/',
    ]) {
      const product = https.run(makeFacts({ url, finalUrl: url }));
      expect(product.score, url).toBeNull();
      expect(product.findings).toEqual([]);
    }
    // A private LAN address is not loopback: browsers still say "Not secure" there.
    expect(https.run(makeFacts({ finalUrl: 'http://10.0.0.7/' })).score).toBe(0);
  });

  it('asks for the fix, not a feeling: plain HTTP is strengthened, mixed content replaced', () => {
    const plain = https.run(makeFacts({ finalUrl: 'http://example.com/' }));
    expect(plain.findings[0]!.action).toBe('Strengthen');
  });

  it('flags mixed content and points at the insecure image', () => {
    const img = image({ src: 'http://cdn.example.com/hero.jpg' });
    const product = https.run(
      makeFacts({
        desktop: { images: [img] },
        failedRequests: [
          {
            url: 'http://cdn.example.com/app.js',
            resourceType: 'script',
            status: null,
            errorText: 'net::ERR_BLOCKED_BY_CLIENT',
            blockedByPolicy: false,
          },
        ],
      }),
    );
    expect(product.score).toBe(0.5);
    const f = product.findings[0]!;
    expect(f.problem).toContain('loads 2 files over plain HTTP');
    expect(f.problem).toContain("'cdn.example.com/app.js'");
    expect(f.target).toEqual({ viewport: 'desktop', rect: img.rect, elementId: img.id });
  });

  it('does not blame the site for requests our own policy refused', () => {
    const product = https.run(
      makeFacts({
        failedRequests: [
          {
            url: 'http://10.0.0.1/x.js',
            resourceType: 'script',
            status: null,
            errorText: 'blocked',
            blockedByPolicy: true,
          },
        ],
      }),
    );
    expect(product.score).toBe(1);
  });
});

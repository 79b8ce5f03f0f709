import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSamplesManifest } from './samples-manifest.js';

const site = (route: string, domain: string) => ({
  route,
  siteName: 'Brand',
  domain,
  kind: 'A kind of site',
  quality: 'mixed',
  iteration: false,
});

function manifestFile(sites: unknown[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'samples-manifest-')), 'sites.json');
  writeFileSync(path, JSON.stringify({ sites, embedded: [] }));
  return path;
}

describe('readSamplesManifest', () => {
  it('reads the committed manifest', () => {
    const m = readSamplesManifest(new URL('sites.json', import.meta.url).pathname);
    expect(m.sites.length).toBeGreaterThanOrEqual(24);
  });

  it('refuses a route or a domain listed twice', () => {
    expect(() =>
      readSamplesManifest(manifestFile([site('a', 'a.example'), site('a', 'b.example')])),
    ).toThrow(/route 'a' twice/);
    expect(() =>
      readSamplesManifest(manifestFile([site('a', 'a.example'), site('b', 'a.example')])),
    ).toThrow(/domain 'a.example' twice/);
  });

  it('accepts only fictional .example domains', () => {
    expect(() => readSamplesManifest(manifestFile([site('a', 'realbrand.com')]))).toThrow();
  });
});

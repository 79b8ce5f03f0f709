import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SCORE_LABELS,
  sampleIndexEntrySchema,
  viewerReportSchema,
  type ReportVersion,
  type ViewerReport,
} from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import { OUTPUT_PATHS } from './output-paths.js';
import { readSamplesManifest } from './samples-manifest.js';
import { webpSize } from './webp-size.js';

// What `npm run samples` wrote and the web app bundles: every sample is a valid report made of
// real files, and every iteration is better than its original.
const ROOT = new URL('..', import.meta.url).pathname;
const manifest = readSamplesManifest(join(ROOT, 'samples/sites.json'));
const readJson = (rel: string): unknown => JSON.parse(readFileSync(join(ROOT, rel), 'utf8'));
const report = (route: string): ViewerReport =>
  viewerReportSchema.parse(readJson(join(OUTPUT_PATHS.reports, `${route}.json`)));
const publicFile = (src: string) => join(ROOT, OUTPUT_PATHS.publicDir, src);
const score = (v: Pick<ReportVersion, 'scores'>, label: string) =>
  v.scores.find((s) => s.label === label)?.value ?? NaN;

describe('generated sample reports', () => {
  it.each(manifest.sites.map((s) => [s.route, s] as const))(
    '%s validates, names its brand and points at its own screenshots',
    (route, site) => {
      const r = report(route);
      expect(r.siteName).toBe(site.siteName);
      expect(r.siteUrl).toBe(`https://${site.domain}`);
      expect(Boolean(r.iteration1Data)).toBe(site.iteration);
      expect(r.originalData.scores.map((s) => s.label)).toEqual([...SCORE_LABELS]);
      expect(r.originalData.opportunities.length).toBeGreaterThan(0);
      expect(r.originalData.questions.length).toBeGreaterThanOrEqual(3);
      for (const [version, data] of [
        ['v1', r.originalData],
        ['v2', r.iteration1Data],
      ] as const) {
        if (!data) continue;
        const { image, width, height, alt } = data.websiteContent;
        expect(image).toBe(`/samples/${route}-${version}.webp`);
        expect(alt).toBe(version === 'v1' ? 'original page' : 'iteration 1 page');
        expect(webpSize(readFileSync(publicFile(image)))).toEqual({ width, height });
      }
    },
  );

  it('the index lists every sample in order with its thumbnail and original scores', () => {
    const index = (readJson(OUTPUT_PATHS.index) as unknown[]).map((e) =>
      sampleIndexEntrySchema.parse(e),
    );
    expect(index.map((e) => e.route)).toEqual(manifest.sites.map((s) => s.route));
    for (const entry of index) {
      const r = report(entry.route);
      expect(entry.siteName).toBe(r.siteName);
      expect(entry.hasIteration).toBe(Boolean(r.iteration1Data));
      expect(entry.scores).toEqual(r.originalData.scores);
      const { src, width, height } = entry.thumbnail;
      expect(webpSize(readFileSync(publicFile(src)))).toEqual({ width, height });
    }
  });

  it.each(manifest.sites.filter((s) => s.iteration).map((s) => [s.route] as const))(
    '%s: iteration 1 beats the original (two categories up at least, none down)',
    (route) => {
      const { originalData: v1, iteration1Data: v2 } = report(route);
      expect(v2).toBeDefined();
      if (!v2) return;
      const deltas = SCORE_LABELS.map((label) => score(v2, label) - score(v1, label));
      expect(
        deltas.every((d) => d >= 0),
        `deltas ${deltas.join(', ')}`,
      ).toBe(true);
      expect(deltas.filter((d) => d > 0).length).toBeGreaterThanOrEqual(2);
    },
  );

  it('the scores spread: the samples show strong and weak pages alike', () => {
    const means = manifest.sites.map((s) => {
      const v = report(s.route).originalData;
      return SCORE_LABELS.reduce((sum, l) => sum + score(v, l), 0) / SCORE_LABELS.length;
    });
    expect(Math.max(...means) - Math.min(...means)).toBeGreaterThanOrEqual(20);
  });

  it.each(manifest.embedded.map((e) => [e.path, e] as const))(
    '/%s is its demo page, as a static file of the same name',
    (_path, embedded) => {
      const target = publicFile(embedded.file);
      expect(existsSync(target)).toBe(true);
      expect(readFileSync(target)).toEqual(
        readFileSync(join(ROOT, 'samples/pages', embedded.source)),
      );
    },
  );
});

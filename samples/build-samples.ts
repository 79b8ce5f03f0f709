/**
 * `npm run samples`: analyses every demo page of samples/pages with the engine and writes what the
 * web app bundles: one ViewerReport JSON per sample route, the sample index, WebP screenshots and
 * thumbnails, and the two full-viewport embedded pages (/relief, /starostnik).
 *
 *   npm run samples                 write the files
 *   npm run samples -- --check      build into a temporary folder and compare with the committed
 *                                   files; exit 1 and name every file that differs
 *   npm run samples -- --only a,b   only these routes (for working on a page; the index keeps the
 *                                   other entries as committed)
 *
 * The pages are served over HTTPS under their fictional `.example` domains, pinned to loopback,
 * so the reports read as they would for a real site (no loopback or plain-HTTP findings).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { createAnalyzer } from '@heroscope/analyzer';
import {
  sampleIndexEntrySchema,
  viewerReportSchema,
  type AnalysisResult,
  type ReportVersion,
  type SampleIndexEntry,
  type ViewerReport,
} from '@heroscope/schema';
import { compareTrees } from './compare-trees.js';
import { OUTPUT_PATHS } from './output-paths.js';
import { createImageEncoder, type EncodedImage } from './image-encoder.js';
import { readSamplesManifest, type SampleSite } from './samples-manifest.js';
import { startSamplesServer } from './samples-server.js';

const ROOT = new URL('..', import.meta.url).pathname;
const PAGES_DIR = join(ROOT, 'samples/pages');

/** The screenshot fits the viewer's frame (about 1000 CSS px wide on a desktop). */
const SCREENSHOT_WIDTH = 1000;
const SCREENSHOT_QUALITY = 0.72;
/** Gallery cards on the landing page: the first screen, 16:10. */
const THUMB_WIDTH = 480;
const THUMB_QUALITY = 0.7;

type Version = 'v1' | 'v2';

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

function writeImage(path: string, image: EncodedImage): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, image.bytes);
}

function versionOf(
  result: AnalysisResult,
  route: string,
  version: Version,
  shot: EncodedImage,
): ReportVersion {
  return {
    websiteContent: {
      image: `/samples/${route}-${version}.webp`,
      alt: version === 'v1' ? 'original page' : 'iteration 1 page',
      width: shot.width,
      height: shot.height,
    },
    scores: result.scores,
    questions: result.questions,
    opportunities: result.opportunities,
    ...(version === 'v1' && result.brandIntelligence
      ? { brandIntelligence: result.brandIntelligence }
      : {}),
  };
}

async function build(outRoot: string, only: Set<string> | null): Promise<void> {
  const manifest = readSamplesManifest(join(ROOT, 'samples/sites.json'));
  const sites = manifest.sites.filter((s) => !only || only.has(s.route));
  if (only) {
    const unknown = [...only].filter((r) => !manifest.sites.some((s) => s.route === r));
    if (unknown.length) throw new Error(`unknown sample route(s): ${unknown.join(', ')}`);
  }

  const server = await startSamplesServer(PAGES_DIR, manifest.sites);
  const analyzer = await createAnalyzer({
    resolve: manifest.sites.map((s) => ({ host: s.domain, ip: '127.0.0.1' })),
    trustedSpkiHashes: [server.spkiHash],
  });
  const encoder = await createImageEncoder();
  const entries = new Map<string, SampleIndexEntry>();
  try {
    for (const site of sites) {
      const report = await buildSite(site, server, analyzer, encoder);
      writeJson(join(outRoot, OUTPUT_PATHS.reports, `${site.route}.json`), report.viewer);
      writeImage(join(outRoot, OUTPUT_PATHS.images, `${site.route}-v1.webp`), report.shots.v1);
      if (report.shots.v2)
        writeImage(join(outRoot, OUTPUT_PATHS.images, `${site.route}-v2.webp`), report.shots.v2);
      writeImage(join(outRoot, OUTPUT_PATHS.images, `${site.route}-thumb.webp`), report.thumb);
      entries.set(site.route, report.entry);
    }
  } finally {
    await encoder.close();
    await analyzer.close();
    await server.close();
  }

  // The index lists every site in the manifest's order; with --only, the others keep their
  // committed entries.
  const indexPath = join(outRoot, OUTPUT_PATHS.index);
  const committedIndex = join(ROOT, OUTPUT_PATHS.index);
  const previous: SampleIndexEntry[] =
    only && existsSync(committedIndex)
      ? (JSON.parse(readFileSync(committedIndex, 'utf8')) as SampleIndexEntry[])
      : [];
  const index = manifest.sites
    .map((s) => entries.get(s.route) ?? previous.find((e) => e.route === s.route))
    .filter((e): e is SampleIndexEntry => e !== undefined)
    .map((e) => sampleIndexEntrySchema.parse(e));
  writeJson(indexPath, index);

  const built = new Set(sites.map((s) => s.route));
  for (const embedded of manifest.embedded.filter((e) => built.has(e.source.split('/')[0]!))) {
    const target = join(outRoot, OUTPUT_PATHS.publicDir, embedded.file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(PAGES_DIR, embedded.source), target);
  }
}

interface BuiltSite {
  viewer: ViewerReport;
  entry: SampleIndexEntry;
  shots: { v1: EncodedImage; v2?: EncodedImage };
  thumb: EncodedImage;
}

async function buildSite(
  site: SampleSite,
  server: Awaited<ReturnType<typeof startSamplesServer>>,
  analyzer: Awaited<ReturnType<typeof createAnalyzer>>,
  encoder: Awaited<ReturnType<typeof createImageEncoder>>,
): Promise<BuiltSite> {
  const started = Date.now();
  const v1 = await analyzer.analyze(server.urlFor(site, 'v1'));
  const v1Shot = await encoder.resize(
    v1.websiteContent.image,
    SCREENSHOT_WIDTH,
    SCREENSHOT_QUALITY,
  );
  const thumb = await encoder.firstScreen(
    v1.websiteContent.image,
    THUMB_WIDTH,
    10 / 16,
    THUMB_QUALITY,
  );
  let v2: AnalysisResult | undefined;
  let v2Shot: EncodedImage | undefined;
  if (site.iteration) {
    v2 = await analyzer.analyze(server.urlFor(site, 'v2'));
    v2Shot = await encoder.resize(v2.websiteContent.image, SCREENSHOT_WIDTH, SCREENSHOT_QUALITY);
  }
  const viewer = viewerReportSchema.parse({
    siteName: site.siteName,
    siteUrl: `https://${site.domain}`,
    originalData: versionOf(v1, site.route, 'v1', v1Shot),
    ...(v2 && v2Shot ? { iteration1Data: versionOf(v2, site.route, 'v2', v2Shot) } : {}),
  });
  const scores = (r: AnalysisResult) => r.scores.map((s) => `${s.label} ${s.value}`).join(', ');
  log(
    `${site.route.padEnd(14)} v1: ${scores(v1)}${v2 ? ` | v2: ${scores(v2)}` : ''} ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return {
    viewer,
    entry: {
      route: site.route,
      siteName: site.siteName,
      kind: site.kind,
      hasIteration: Boolean(v2),
      thumbnail: {
        src: `/samples/${site.route}-thumb.webp`,
        width: thumb.width,
        height: thumb.height,
      },
      scores: v1.scores,
    },
    shots: { v1: v1Shot, ...(v2Shot ? { v2: v2Shot } : {}) },
    thumb,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { check: { type: 'boolean', default: false }, only: { type: 'string' } },
  });
  const only = values.only ? new Set(values.only.split(',').map((s) => s.trim())) : null;
  if (!values.check) {
    await build(ROOT, only);
    log('sample reports written');
    return;
  }
  const out = mkdtempSync(join(tmpdir(), 'heroscope-samples-'));
  try {
    await build(out, only);
    // With --only, just the files of those routes (and the index, rebuilt whole) are compared.
    const paths = only
      ? [
          OUTPUT_PATHS.index,
          ...[...only].flatMap((route) => [
            join(OUTPUT_PATHS.reports, `${route}.json`),
            ...['v1', 'v2', 'thumb'].map((v) => join(OUTPUT_PATHS.images, `${route}-${v}.webp`)),
          ]),
        ]
      : Object.values(OUTPUT_PATHS).filter((p) => p !== OUTPUT_PATHS.publicDir);
    const differences = compareTrees(out, ROOT, paths);
    if (differences.length) {
      for (const d of differences) log(`differs: ${d}`);
      log(`${differences.length} generated file(s) differ from the committed ones`);
      process.exitCode = 1;
    } else log('the committed sample files are reproduced exactly');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

await main();

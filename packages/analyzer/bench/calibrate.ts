/**
 * `npm run calibrate -w packages/analyzer -- <pages-dir> <manifest.tsv> [--json FILE]
 *   [--concurrency N] [--save-facts DIR | --from-facts DIR]`
 *
 * Analyses each page of a calibration set (pages rated 1–5 by a designer) and prints, per
 * category and for the mean of the four, Spearman's rank correlation with the ratings, then the
 * pages where the engine and the rating disagree most, with the audits that drove their scores.
 * The pages are served from <pages-dir> on loopback under a pinned name, so the engine runs with
 * its SSRF guard on, as in production. It prints figures; it never fails on them. --save-facts
 * keeps each page's collected facts, and --from-facts scores saved facts without a browser, so
 * scoring work can be re-measured in seconds.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  SCORE_LABELS,
  type AnalysisResult,
  type PageFacts,
  type ScoreLabel,
} from '@heroscope/schema';
import { analyzeFacts, createAnalyzer } from '../src/analyze.js';
import {
  parseCalibrationManifest,
  type CalibrationPage,
} from '../src/calibration/calibration-manifest.js';
import { scoreDrivers } from '../src/calibration/score-drivers.js';
import { fractionalRanks, spearman } from '../src/calibration/spearman.js';
import { startStaticServer } from './static-server.js';

const HOST = 'calib.test';
const DISAGREEMENTS_SHOWN = 6;

interface Row {
  page: CalibrationPage;
  result: AnalysisResult | null;
  error?: string;
}

const scoreOf = (r: AnalysisResult, label: ScoreLabel) =>
  r.scores.find((s) => s.label === label)?.value ?? 0;
const meanOf = (r: AnalysisResult) =>
  SCORE_LABELS.reduce((s, l) => s + scoreOf(r, l), 0) / SCORE_LABELS.length;
const fmt = (n: number) => (Number.isNaN(n) ? ' n/a' : n.toFixed(2).padStart(5));

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'string' },
      concurrency: { type: 'string', default: '1' },
      'save-facts': { type: 'string' },
      'from-facts': { type: 'string' },
    },
  });
  const [pagesDir, manifestPath] = positionals;
  if (!pagesDir || !manifestPath) {
    process.stderr.write(
      'usage: npm run calibrate -w packages/analyzer -- <pages-dir> <manifest.tsv> [--json FILE] [--concurrency N] [--save-facts DIR | --from-facts DIR]\n',
    );
    process.exit(2);
  }
  const pages = parseCalibrationManifest(readFileSync(manifestPath, 'utf8'));
  const rows: Row[] = [];
  const fromFacts = values['from-facts'];
  if (fromFacts) {
    // Scoring work re-scores facts saved by an earlier run (--save-facts): no browser, seconds.
    for (const page of pages) {
      try {
        const facts = JSON.parse(
          readFileSync(join(fromFacts, `${page.shortName}.json`), 'utf8'),
        ) as PageFacts;
        rows.push({ page, result: analyzeFacts(facts) });
      } catch (error) {
        rows.push({ page, result: null, error: String(error) });
      }
    }
  } else {
    await collectRows(pages, resolve(pagesDir), values, rows);
  }
  rows.sort((a, b) => pages.indexOf(a.page) - pages.indexOf(b.page));

  const ok = rows.filter((r): r is Row & { result: AnalysisResult } => r.result !== null);
  for (const r of rows.filter((r) => !r.result))
    console.log(`not analysed: ${r.page.shortName}: ${r.error}`);
  const ratings = ok.map((r) => r.page.rating);

  console.log(`Spearman correlation with the designer's rating (${ok.length} pages)`);
  for (const label of SCORE_LABELS)
    console.log(
      `  ${label.padEnd(11)} ${fmt(
        spearman(
          ok.map((r) => scoreOf(r.result, label)),
          ratings,
        ),
      )}`,
    );
  const means = ok.map((r) => meanOf(r.result));
  console.log(`  ${'Mean'.padEnd(11)} ${fmt(spearman(means, ratings))}\n`);

  console.log('Per page: rating, Standards Clarity Conversion Design, mean');
  for (const r of ok)
    console.log(
      `  ${r.page.shortName.padEnd(26)} ${r.page.rating}  ` +
        `${SCORE_LABELS.map((l) => String(scoreOf(r.result, l)).padStart(3)).join(' ')}  ${meanOf(r.result).toFixed(0).padStart(3)}`,
    );

  // Disagreement: how far apart a page's rank by mean score and its rank by rating are.
  const meanRanks = fractionalRanks(means);
  const ratingRanks = fractionalRanks(ratings);
  const disagreements = ok
    .map((r, i) => ({ r, gap: meanRanks[i]! - ratingRanks[i]! }))
    .sort(
      (a, b) =>
        Math.abs(b.gap) - Math.abs(a.gap) || a.r.page.shortName.localeCompare(b.r.page.shortName),
    )
    .slice(0, DISAGREEMENTS_SHOWN);
  console.log(`\nWhere the engine and the rating disagree most (rank gap of ${ok.length}):`);
  for (const { r, gap } of disagreements) {
    console.log(
      `  ${r.page.shortName} — rated ${r.page.rating}, mean ${meanOf(r.result).toFixed(0)}: ` +
        `the engine ranks it ${Math.abs(gap).toFixed(1)} places ${gap > 0 ? 'higher' : 'lower'}`,
    );
    console.log(`    designer: ${r.page.note}`);
    for (const label of SCORE_LABELS) {
      const drivers = scoreDrivers(r.result.audits, label)
        .map((d) => `${d.id} −${d.lost.toFixed(0)}`)
        .join(', ');
      console.log(`    ${label} ${scoreOf(r.result, label)}${drivers ? `: ${drivers}` : ''}`);
    }
  }

  if (values.json) {
    writeFileSync(
      values.json,
      JSON.stringify(
        ok.map((r) => ({
          shortName: r.page.shortName,
          rating: r.page.rating,
          scores: r.result.scores,
          audits: r.result.audits.map(({ id, category, score, weight, status }) => ({
            id,
            category,
            score,
            weight,
            status,
          })),
        })),
        null,
        2,
      ),
    );
    console.log(`\nper-page scores and audits written to ${values.json}`);
  }
}

async function collectRows(
  pages: CalibrationPage[],
  pagesDir: string,
  values: { concurrency?: string; 'save-facts'?: string },
  rows: Row[],
): Promise<void> {
  const saveFacts = values['save-facts'];
  if (saveFacts) mkdirSync(saveFacts, { recursive: true });
  const server = await startStaticServer(pagesDir);
  const analyzer = await createAnalyzer({ resolve: [{ host: HOST, ip: '127.0.0.1' }] });
  const started = Date.now();
  try {
    const queue = [...pages];
    const workers = Array.from({ length: Math.max(1, Number(values.concurrency)) }, async () => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        const url = `http://${HOST}:${server.port}/${page.shortName}/${page.entryFile}`;
        try {
          const { result, facts } = await analyzer.analyzeWithFacts(url);
          if (saveFacts)
            writeFileSync(join(saveFacts, `${page.shortName}.json`), JSON.stringify(facts));
          rows.push({ page, result });
          process.stderr.write('.');
        } catch (error) {
          rows.push({ page, result: null, error: String(error) });
          process.stderr.write('x');
        }
      }
    });
    await Promise.all(workers);
  } finally {
    await analyzer.close();
    await server.close();
  }
  process.stderr.write(
    ` ${rows.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s\n\n`,
  );
}

await main();

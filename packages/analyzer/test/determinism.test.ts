/**
 * The same page gives the same report, even on a busy machine: a few fixture pages analysed
 * twice while every core is kept busy must not differ in any field but the times in meta.
 * `npm run determinism -w packages/analyzer` does the same over every fixture page.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../src/analyze.js';
import { resultDiff } from '../src/report/result-diff.js';
import { startCpuBurners, type CpuBurners } from './cpu-burners.js';
import { startFixtureServer, type FixtureServer } from './fixture-server.js';

// The template page has what made real templates vary: smooth scrolling, reveal-on-scroll
// transitions, late lazy images without a height and subresources that fail at different times.
// The gradient page's colours are read off the screen, over a gradient and a translucent fill.
const PAGES = [
  'template-startup.html',
  'good-saas.html',
  'flawed-generic.html',
  'gradient-hero.html',
];

let server: FixtureServer;
let analyzer: Analyzer;
let burners: CpuBurners;

beforeAll(async () => {
  server = await startFixtureServer();
  analyzer = await createAnalyzer({ allowPrivate: true });
  burners = startCpuBurners();
});

afterAll(async () => {
  await burners?.stop();
  await analyzer?.close();
  await server?.close();
});

it.each(PAGES)(
  '%s: two runs under load give the same report',
  async (page) => {
    const first = await analyzer.analyze(server.url(`/${page}`));
    const second = await analyzer.analyze(server.url(`/${page}`));
    expect(resultDiff(first, second)).toEqual([]);
  },
  120_000,
);

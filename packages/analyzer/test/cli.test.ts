/**
 * End to end: the real `heroscope` bin, spawned as a user would, with real Chromium against the
 * fixture server over real HTTP on 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { analysisResultSchema, type AnalysisResult } from '@heroscope/schema';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/cli/escape-html.js';
import { startFixtureServer, type FixtureServer } from './fixture-server.js';

const BIN = fileURLToPath(new URL('../bin/heroscope.mjs', import.meta.url));
const CHROMIUM = '/usr/lib/chromium/chromium-headless-shell';
/** Each spawn starts Node, tsx and a Chromium: generous, for a loaded 2-core CI machine. */
const E2E_TIMEOUT_MS = 120_000;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/heroscope.mjs …`, killed if it outlives `timeoutMs`. */
function heroscope(args: string[], timeoutMs = 100_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * Lab timings of one page load, which differ run to run by nature: audit id → detail keys. Only
 * these (and meta.analyzedAt / meta.durationMs) are ignored when comparing two runs. The LCP
 * time itself is the only one: its score stays 1 while it is under 2.5 s, which a local fixture
 * always is, so scores and findings must still match.
 */
const TIMING_DETAILS: Record<string, string[]> = { 'largest-contentful-paint': ['lcpMs'] };

function withoutRunTimes(r: AnalysisResult): unknown {
  return {
    ...r,
    meta: { ...r.meta, analyzedAt: '<time>', durationMs: '<ms>' },
    audits: r.audits.map((a) => ({
      ...a,
      details: Object.fromEntries(
        Object.entries(a.details).filter(([k]) => !TIMING_DETAILS[a.id]?.includes(k)),
      ),
    })),
  };
}

/** Paths where two JSON values differ, each with both values (cut short), for a readable failure. */
function differences(a: unknown, b: unknown, path = ''): string[] {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    const [x, y] = [JSON.stringify(a), JSON.stringify(b)];
    return x === y ? [] : [`${path}: ${x?.slice(0, 160)} ≠ ${y?.slice(0, 160)}`];
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((k) =>
    differences(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${path}.${k}`,
    ),
  );
}

/** A landing page whose text is made of markup, to prove the reports escape page text. */
const HOSTILE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>&lt;/title&gt;&lt;script&gt;alert('title')&lt;/script&gt;</title>
<meta name="description" content="&quot;&gt;&lt;script&gt;alert('meta')&lt;/script&gt;">
<style>
  body { margin: 0; font-family: sans-serif; color: #111; }
  header { padding: 16px 48px; } nav a { margin-right: 16px; }
  main { padding: 48px; } h1 { font-size: 52px; margin: 0 0 16px; }
  p { font-size: 20px; max-width: 640px; }
  .cta { display: inline-block; background: #4f46e5; color: #fff; padding: 14px 24px; border-radius: 8px; text-decoration: none; }
</style></head>
<body><header><nav><a href="/">Home</a><a href="/pricing">Pricing &lt;img src=x onerror=alert(2)&gt;</a></nav></header>
<main>
<h1>Welcome &lt;script&gt;alert("h1")&lt;/script&gt; to our website</h1>
<p>We help teams ship &lt;/style&gt;&lt;script&gt;alert(3)&lt;/script&gt; faster, with &amp; without "meetings".</p>
<a class="cta" href="/signup">Learn more &lt;b&gt;now&lt;/b&gt;</a>
<script>window.pageScriptRan = true;</script>
</main></body></html>`;

let fixtures: FixtureServer;
let hostile: http.Server;
let hostileUrl: string;
let dir: string;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  hostile = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HOSTILE_PAGE);
  });
  await new Promise<void>((r) => hostile.listen(0, '127.0.0.1', r));
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/hostile.html`;
  dir = await mkdtemp(join(tmpdir(), 'heroscope-cli-e2e-'));
});

afterAll(async () => {
  await fixtures?.close();
  await new Promise<void>((r) => (hostile ? hostile.close(() => r()) : r()));
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('heroscope analyze (end to end)', () => {
  it.each([
    [[], /missing command/],
    [['analyze'], /no URL given/],
    [['analyze', 'example.com', '--frobnicate'], /unknown option --frobnicate/],
    [['analyze', 'example.com', '--min-score', 'Speed=50'], /bad --min-score/],
    [['analyze', 'ftp://example.com'], /invalid URL/],
  ])('exits 2 on bad usage %j with one line and a hint', async (args, message) => {
    const run = await heroscope(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toMatch(/^heroscope: [^\n]+ \(see heroscope --help\)\n$/);
  });

  it('prints --help and --version', async () => {
    const help = await heroscope(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('heroscope analyze <url…>');
    const version = await heroscope(['--version']);
    expect(version.stdout).toMatch(/^heroscope \d+\.\d+\.\d+\n$/);
  });

  it(
    'refuses a private address without --allow-private: exit 3, one line',
    async () => {
      const url = `http://127.0.0.1:${fixtures.port}/`;
      const run = await heroscope(['analyze', url, '--quiet']);
      expect(run.code).toBe(3);
      expect(run.stdout).toBe('');
      const lines = run.stderr.split('\n').filter(Boolean);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^heroscope: ${url.replaceAll('.', '\\.')}: .*--allow-private`),
      );
    },
    E2E_TIMEOUT_MS,
  );

  describe('the good page', () => {
    let first: Run;
    let second: Run;
    beforeAll(async () => {
      const url = fixtures.url('/good-saas.html');
      // Two runs of one page: the second also carries a gate it cannot meet.
      first = await heroscope(['analyze', url, '--allow-private']);
      second = await heroscope(['analyze', url, '--allow-private', '--min-score', 'Clarity=101']);
    }, 2 * E2E_TIMEOUT_MS);

    it('prints one schema-valid JSON line, progress on stderr only', () => {
      expect(first.code).toBe(0);
      const lines = first.stdout.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toBe('');
      const result = analysisResultSchema.parse(JSON.parse(lines[0]!));
      expect(result.meta.url).toBe(fixtures.url('/good-saas.html'));
      expect(result.websiteContent.image).toMatch(/^data:image\/jpeg;base64,/);
      expect(result.scores.map((s) => s.label)).toEqual([
        'Standards',
        'Clarity',
        'Conversion',
        'Design',
      ]);
      expect(first.stderr).toMatch(/^\[127\.0\.0\.1:\d+\/good-saas\.html\] .+… \d+\.\ds$/m);
      expect(first.stderr).toMatch(/\] done in \d+\.\ds: Standards \d+, Clarity \d+/);
    });

    it('exits 4 on a --min-score it cannot meet, saying which and by how much', () => {
      expect(second.code).toBe(4);
      const clarity = analysisResultSchema.parse(JSON.parse(second.stdout)).scores[1]!.value;
      expect(second.stderr).toContain(
        `--min-score not met: Clarity ${clarity} is below the minimum 101 (short by ${101 - clarity})`,
      );
    });

    it('gives identical JSON twice apart from the run times', () => {
      const a = analysisResultSchema.parse(JSON.parse(first.stdout));
      const b = analysisResultSchema.parse(JSON.parse(second.stdout));
      expect(differences(withoutRunTimes(a), withoutRunTimes(b))).toEqual([]);
    });

    it(
      'exits 0 when every --min-score is met',
      async () => {
        const run = await heroscope([
          'analyze',
          fixtures.url('/good-saas.html'),
          '--allow-private',
          '--quiet',
          '--min-score',
          'clarity=1',
          '--min-score',
          'STANDARDS=1',
        ]);
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
      },
      E2E_TIMEOUT_MS,
    );
  });

  it(
    'says where the time went with --timings: one JSON line on stderr, the report unchanged',
    async () => {
      const started = Date.now();
      const run = await heroscope([
        'analyze',
        fixtures.url('/good-saas.html'),
        '--allow-private',
        '--quiet',
        '--timings',
      ]);
      expect(run.code).toBe(0);
      analysisResultSchema.parse(JSON.parse(run.stdout));
      const lines = run.stderr.split('\n').filter(Boolean);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^heroscope timings: \{/);
      const timings = JSON.parse(lines[0]!.slice('heroscope timings: '.length)) as {
        timeOrigin: number;
        marks: Array<{ track: string; phase: string; at: number }>;
      };
      expect(timings.timeOrigin).toBeGreaterThanOrEqual(started - 1000);
      expect(timings.timeOrigin).toBeLessThanOrEqual(Date.now());
      const phases = (track: string) =>
        timings.marks.filter((m) => m.track === track).map((m) => m.phase);
      // The browser was launched early, before the rest of the command was loaded.
      expect(phases('browser')).toEqual(['launch (early)', 'launched']);
      expect(phases('main')).toEqual(
        expect.arrayContaining(['browser modules', 'viewports', 'scoring', 'exit']),
      );
      expect(phases('main').at(-1)).toBe('exit');
      for (const track of ['desktop', 'mobile'])
        expect(phases(track)).toEqual(
          expect.arrayContaining(['navigate (domcontentloaded)', 'settle: scroll', 'done']),
        );
      expect(phases('desktop')).toContain('screenshot + axe');
      for (const track of new Set(timings.marks.map((m) => m.track))) {
        const at = timings.marks.filter((m) => m.track === track).map((m) => m.at);
        expect(at).toEqual([...at].sort((a, b) => a - b));
      }
    },
    E2E_TIMEOUT_MS,
  );

  it(
    'pins a host with --resolve and analyses it without --allow-private',
    async () => {
      const url = `http://fixture.test:${fixtures.port}/good-saas.html`;
      const run = await heroscope([
        'analyze',
        url,
        '--resolve',
        'fixture.test:127.0.0.1',
        '--quiet',
      ]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const result = analysisResultSchema.parse(JSON.parse(run.stdout));
      expect(result.meta.url).toBe(url);
      expect(result.meta.finalUrl).toBe(url);
    },
    E2E_TIMEOUT_MS,
  );

  it(
    'writes one self-contained HTML file with markers and escaped page text',
    async () => {
      const out = join(dir, 'report.html');
      const run = await heroscope([
        'analyze',
        hostileUrl,
        '--allow-private',
        '--format',
        'html',
        '--out',
        out,
      ]);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(`heroscope: wrote ${out}`);
      const html = await readFile(out, 'utf8');

      expect(html).toMatch(
        /<img src="data:image\/jpeg;base64,[A-Za-z0-9+/=]+" alt="original page">/,
      );
      const markers = html.match(/<a class="marker /g) ?? [];
      expect(markers.length).toBeGreaterThan(0);
      // Page text arrived (the headline is quoted) and only ever escaped.
      expect(html).toContain(escapeHtml('Welcome <script>alert("h1")</script> to our website'));
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<b>now</b>');

      // Opened in a browser offline, the CSP lets the report's own stylesheet apply and nothing else.
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu'],
      });
      try {
        const page = await browser.newPage();
        const logged: string[] = [];
        page.on('console', (m) => logged.push(m.text()));
        const requests: string[] = [];
        page.on('request', (r) => requests.push(r.url()));
        await page.goto(pathToFileURL(out).href);
        const shown = await page.evaluate(() => {
          const marks = [...document.querySelectorAll<HTMLElement>('.marker')];
          const img = document.querySelector<HTMLImageElement>('.shot img')!;
          return {
            positions: marks.map((m) => getComputedStyle(m).position),
            inside: marks.every((m) => {
              const r = m.getBoundingClientRect();
              const box = img.getBoundingClientRect();
              const x = r.left + r.width / 2;
              const y = r.top + r.height / 2;
              return (
                x >= box.left - 1 && x <= box.right + 1 && y >= box.top - 1 && y <= box.bottom + 1
              );
            }),
            imageLoaded: img.complete && img.naturalWidth > 0,
            ran: 'pageScriptRan' in window,
          };
        });
        expect(shown.positions.length).toBe(markers.length);
        expect(new Set(shown.positions)).toEqual(new Set(['absolute']));
        expect(shown.inside).toBe(true);
        expect(shown.imageLoaded).toBe(true);
        expect(shown.ran).toBe(false);
        expect(logged.filter((t) => /Content Security Policy/i.test(t))).toEqual([]);
        expect(requests.filter((u) => !u.startsWith('file:') && !u.startsWith('data:'))).toEqual(
          [],
        );
      } finally {
        await browser.close();
      }
    },
    E2E_TIMEOUT_MS,
  );

  it(
    'analyses several URLs: NDJSON in order, a failed one reported and the worst code kept',
    async () => {
      const good = fixtures.url('/good-saas.html');
      const missing = fixtures.url('/hang');
      const product = fixtures.url('/good-product.html');
      const run = await heroscope(
        [
          'analyze',
          good,
          missing,
          product,
          '--allow-private',
          '--timeout',
          '4',
          '--concurrency',
          '2',
          '--quiet',
        ],
        100_000,
      );
      expect(run.code).toBe(3);
      const lines = run.stdout.trim().split('\n');
      expect(lines.map((l) => analysisResultSchema.parse(JSON.parse(l)).meta.url)).toEqual([
        good,
        product,
      ]);
      const reasons = run.stderr.split('\n').filter(Boolean);
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toMatch(new RegExp(`^heroscope: ${missing.replaceAll('.', '\\.')}: `));
    },
    E2E_TIMEOUT_MS,
  );
});

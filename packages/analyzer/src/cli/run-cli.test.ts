/**
 * The command's orchestration (ordering, exit codes, stderr lines, --out) with a scripted
 * stand-in for the browser Analyzer. The real pipeline, Chromium included, is exercised end to
 * end by test/cli.test.ts.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalysisResult } from '@heroscope/schema';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalyzerOptions } from '../analyze.js';
import { runCli, type CliAnalyzer } from './run-cli.js';
import { makeAnalysis } from './test-analysis.js';

class Refused extends Error {
  code = 'blocked';
}

type Script = Record<string, { delayMs: number; result?: AnalysisResult; error?: Error }>;

function scripted(script: Script) {
  const calls = { created: [] as AnalyzerOptions[], analyzed: [] as string[], closed: 0 };
  const create = async (options: AnalyzerOptions): Promise<CliAnalyzer> => {
    calls.created.push(options);
    return {
      async analyze(url, opts) {
        calls.analyzed.push(url);
        const step = script[url]!;
        opts?.onProgress?.('collecting desktop', 10);
        await new Promise((r) => setTimeout(r, step.delayMs));
        if (step.error) throw step.error;
        opts?.onProgress?.('done', step.delayMs);
        return step.result!;
      },
      async close() {
        calls.closed++;
      },
    };
  };
  return { create, calls };
}

function sink() {
  let text = '';
  return { write: (s: string) => ((text += s), true), text: () => text };
}

function analysisFor(url: string, clarity = 62): AnalysisResult {
  const a = makeAnalysis();
  return {
    ...a,
    scores: a.scores.map((s) => (s.label === 'Clarity' ? { ...s, value: clarity } : s)),
    meta: { ...a.meta, url, finalUrl: url },
  };
}

async function run(argv: string[], script: Script) {
  const { create, calls } = scripted(script);
  const stdout = sink();
  const stderr = sink();
  const code = await runCli({ argv, stdout, stderr, createAnalyzer: create });
  return { code, stdout: stdout.text(), stderr: stderr.text(), calls };
}

const dir = await mkdtemp(join(tmpdir(), 'heroscope-cli-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('runCli', () => {
  it('streams NDJSON in input order even when a later URL finishes first', async () => {
    const { code, stdout, stderr, calls } = await run(['analyze', 'a.test', 'b.test'], {
      'https://a.test/': { delayMs: 60, result: analysisFor('https://a.test/') },
      'https://b.test/': { delayMs: 5, result: analysisFor('https://b.test/') },
    });
    expect(code).toBe(0);
    const urls = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).meta.url);
    expect(urls).toEqual(['https://a.test/', 'https://b.test/']);
    expect(calls.analyzed).toEqual(['https://a.test/', 'https://b.test/']);
    expect(calls.closed).toBe(1);
    expect(stderr).toContain('[a.test] collecting desktop… 0.0s\n');
    // The analyzer's own 'done' step gives way to the line with the scores.
    expect(stderr).not.toContain('done…');
    expect(stderr).toMatch(
      /\[b\.test\] done in \d+\.\ds: Standards 81, Clarity 62, Conversion NA, Design 71\n/,
    );
  });

  it('passes --allow-private, --resolve and --timeout to one shared analyzer', async () => {
    const { calls } = await run(
      [
        'analyze',
        'a.test',
        'b.test',
        '--allow-private',
        '--resolve',
        'a.test:127.0.0.1',
        '--timeout',
        '7',
      ],
      {
        'https://a.test/': { delayMs: 1, result: analysisFor('https://a.test/') },
        'https://b.test/': { delayMs: 1, result: analysisFor('https://b.test/') },
      },
    );
    expect(calls.created).toEqual([
      {
        allowPrivate: true,
        resolve: [{ host: 'a.test', ip: '127.0.0.1' }],
        totalTimeoutMs: 7000,
        // Two pages at once: one viewport at a time each, to bound memory.
        parallelViewports: false,
        keepSpare: true,
      },
    ]);
  });

  it('loads both viewports at once when only one page is analysed at a time', async () => {
    const one = await run(['analyze', 'a.test'], {
      'https://a.test/': { delayMs: 1, result: analysisFor('https://a.test/') },
    });
    // One URL: no fresh contexts are prepared after it, only to be closed.
    expect(one.calls.created).toEqual([
      { allowPrivate: false, parallelViewports: true, keepSpare: false },
    ]);
    const serial = await run(['analyze', 'a.test', 'b.test', '--concurrency', '1'], {
      'https://a.test/': { delayMs: 1, result: analysisFor('https://a.test/') },
      'https://b.test/': { delayMs: 1, result: analysisFor('https://b.test/') },
    });
    expect(serial.calls.created).toEqual([
      { allowPrivate: false, parallelViewports: true, keepSpare: true },
    ]);
  });

  it('keeps going after a failed URL and exits with the worst code', async () => {
    const { code, stdout, stderr } = await run(
      ['analyze', 'down.test', 'low.test', 'ok.test', '--min-score', 'clarity=60', '--quiet'],
      {
        'https://down.test/': {
          delayMs: 1,
          error: new Refused('Refused to fetch https://down.test/: private address'),
        },
        'https://low.test/': { delayMs: 1, result: analysisFor('https://low.test/', 41) },
        'https://ok.test/': { delayMs: 1, result: analysisFor('https://ok.test/', 90) },
      },
    );
    expect(code).toBe(3);
    expect(stdout.trim().split('\n')).toHaveLength(2);
    // --quiet drops progress, never the reasons.
    expect(stderr.split('\n').filter(Boolean)).toEqual([
      'heroscope: https://down.test/: Refused to fetch https://down.test/: private address (pass --allow-private to analyse a private or local address)',
      'heroscope: https://low.test/: --min-score not met: Clarity 41 is below the minimum 60 (short by 19)',
    ]);
  });

  it('exits 4 when only a gate fails, 0 when it is met', async () => {
    const script = {
      'https://a.test/': { delayMs: 1, result: analysisFor('https://a.test/', 62) },
    };
    expect((await run(['analyze', 'a.test', '--min-score', 'Clarity=63', '-q'], script)).code).toBe(
      4,
    );
    expect((await run(['analyze', 'a.test', '--min-score', 'Clarity=62', '-q'], script)).code).toBe(
      0,
    );
  });

  it('writes md and html to --out, nothing to stdout', async () => {
    const script = { 'https://a.test/': { delayMs: 1, result: analysisFor('https://a.test/') } };
    const md = join(dir, 'r.md');
    const r1 = await run(['analyze', 'a.test', '--out', md], script);
    expect(r1.code).toBe(0);
    expect(r1.stdout).toBe('');
    expect(r1.stderr).toContain(`heroscope: wrote ${md}\n`);
    expect(await readFile(md, 'utf8')).toContain('# Heroscope report: a.test');

    const html = join(dir, 'r.html');
    const r2 = await run(['analyze', 'a.test', '-o', html, '-q'], script);
    expect(r2.stderr).toBe('');
    expect(await readFile(html, 'utf8')).toMatch(/^<!doctype html>/);
  });

  it('prints md to stdout with --format md', async () => {
    const { stdout } = await run(['analyze', 'a.test', '--format', 'md', '-q'], {
      'https://a.test/': { delayMs: 1, result: analysisFor('https://a.test/') },
    });
    expect(stdout).toContain('## Scores');
  });

  it('answers bad usage with one line, a hint, exit 2 and no analyzer', async () => {
    for (const argv of [
      ['analyze'],
      ['analyze', 'a.test', '--nope'],
      ['analyze', 'a.test', '--min-score', 'x=1'],
    ]) {
      const { code, stderr, stdout, calls } = await run(argv, {});
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.split('\n')).toHaveLength(2);
      expect(stderr).toMatch(/^heroscope: .+ \(see heroscope --help\)\n$/);
      expect(calls.created).toHaveLength(0);
    }
  });

  it('refuses an --out in a folder that does not exist before analysing anything', async () => {
    const { code, stderr, calls } = await run(
      ['analyze', 'a.test', '--out', join(dir, 'no/such/r.html')],
      {},
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(/cannot write --out/);
    expect(calls.created).toHaveLength(0);
  });

  it('exits 1 with one line when the analyzer cannot start', async () => {
    const stderr = sink();
    const code = await runCli({
      argv: ['analyze', 'a.test'],
      stdout: sink(),
      stderr,
      createAnalyzer: async () => {
        throw new Error('Chromium not found: set CHROMIUM_PATH\nmore detail');
      },
    });
    expect(code).toBe(1);
    expect(stderr.text()).toBe(
      'heroscope: could not start the analyzer: Chromium not found: set CHROMIUM_PATH\n',
    );
  });

  it('prints help and version on stdout', async () => {
    const help = await run(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('heroscope analyze <url…>');
    const version = await run(['--version'], {});
    expect(version.stdout).toMatch(/^heroscope \d+\.\d+\.\d+\n$/);
  });
});

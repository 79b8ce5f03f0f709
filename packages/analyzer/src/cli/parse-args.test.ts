import { describe, expect, it } from 'vitest';
import { parseCliArgs, UsageError, type AnalyzeCommand } from './parse-args.js';

function analyze(argv: string[]): AnalyzeCommand {
  const command = parseCliArgs(argv);
  if (command.kind !== 'analyze') throw new Error(`expected analyze, got ${command.kind}`);
  return command;
}

function usageError(argv: string[]): string {
  try {
    parseCliArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error(`expected a usage error for ${argv.join(' ')}`);
}

describe('parseCliArgs', () => {
  it('reads analyze with defaults', () => {
    expect(analyze(['analyze', 'example.com'])).toEqual({
      kind: 'analyze',
      urls: ['https://example.com/'],
      format: 'json',
      out: null,
      concurrency: 2,
      minScores: [],
      totalTimeoutMs: null,
      allowPrivate: false,
      resolve: [],
      quiet: false,
      timings: false,
    });
  });

  it('reads every option, repeatable ones included', () => {
    const c = analyze([
      'analyze',
      'a.com',
      'http://localhost:5173/pricing',
      '--format',
      'md',
      '--out',
      'report.md',
      '--concurrency',
      '3',
      '--min-score',
      'clarity=60',
      '--min-score',
      'CONVERSION=50.5',
      '--timeout',
      '12.5',
      '--allow-private',
      '--resolve',
      'fixture.test:127.0.0.1',
      '--resolve',
      'six.test:[::1]',
      '--quiet',
      '--timings',
    ]);
    expect(c).toEqual({
      kind: 'analyze',
      urls: ['https://a.com/', 'http://localhost:5173/pricing'],
      format: 'md',
      out: 'report.md',
      concurrency: 3,
      minScores: [
        { label: 'Clarity', min: 60 },
        { label: 'Conversion', min: 50.5 },
      ],
      totalTimeoutMs: 12_500,
      allowPrivate: true,
      resolve: [
        { host: 'fixture.test', ip: '127.0.0.1' },
        { host: 'six.test', ip: '::1' },
      ],
      quiet: true,
      timings: true,
    });
  });

  it('accepts --opt=value and short flags', () => {
    const c = analyze([
      'analyze',
      '-f',
      'html',
      '-o',
      'x.html',
      '-c',
      '1',
      '-q',
      '--timeout=5',
      'a.com',
    ]);
    expect(c).toMatchObject({ format: 'html', out: 'x.html', concurrency: 1, quiet: true });
    expect(c.totalTimeoutMs).toBe(5000);
  });

  it('infers the format from --out when --format is absent, and --format wins', () => {
    expect(analyze(['analyze', 'a.com', '--out', 'r.HTML']).format).toBe('html');
    expect(analyze(['analyze', 'a.com', '--out', 'r.md']).format).toBe('md');
    expect(analyze(['analyze', 'a.com', '--out', 'r.ndjson']).format).toBe('json');
    expect(analyze(['analyze', 'a.com', '--out', 'report']).format).toBe('json');
    expect(analyze(['analyze', 'a.com', '--out', 'r.html', '--format', 'md']).format).toBe('md');
    expect(analyze(['analyze', 'a.com', '--format', 'markdown']).format).toBe('md');
  });

  it('answers --help and --version before anything else', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['analyze', '-h'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['--version'])).toEqual({ kind: 'version' });
    expect(parseCliArgs(['-V'])).toEqual({ kind: 'version' });
  });

  it.each([
    [[], /missing command/],
    [['analyze'], /no URL given/],
    [['analyze', 'a.com', '--bogus'], /^unknown option --bogus$/],
    [['analyze', 'a.com', '--format'], /argument missing/],
    [['analyze', 'a.com', '--format', 'pdf'], /bad --format "pdf"/],
    [['analyze', 'a.com', '--min-score', 'Clarity'], /bad --min-score "Clarity"/],
    [['analyze', 'a.com', '--min-score', 'Speed=50'], /unknown label "Speed"/],
    [['analyze', 'a.com', '--min-score', 'Clarity=-1'], /bad --min-score/],
    [['analyze', 'a.com', '--min-score', 'Clarity=abc'], /bad --min-score/],
    [['analyze', 'a.com', '--concurrency', '0'], /bad --concurrency "0"/],
    [['analyze', 'a.com', '--concurrency', '2.5'], /bad --concurrency/],
    [['analyze', 'a.com', '--concurrency', '99'], /bad --concurrency/],
    [['analyze', 'a.com', '--timeout', '0'], /bad --timeout "0"/],
    [['analyze', 'a.com', '--timeout', 'soon'], /bad --timeout/],
    [['analyze', 'a.com', '--resolve', 'fixture.test'], /bad --resolve/],
    [['analyze', 'a.com', '--resolve', 'fixture.test:not-an-ip'], /bad --resolve/],
    [['analyze', 'a.com', '--resolve', ':127.0.0.1'], /bad --resolve/],
    [['analyze', 'a.com', '--out', ''], /--out needs a file name/],
    [['analyze', 'ftp://a.com'], /only http and https/],
    [['analyze', 'https://exa mple.com'], /invalid URL/],
    [['analyze', 'a.com', 'http://'], /invalid URL/],
    [['scan', 'a.com'], /unknown command "scan"/],
    [['example.com'], /did you mean: heroscope analyze example.com/],
  ])('rejects %j as bad usage', (argv, message) => {
    expect(usageError(argv)).toMatch(message);
  });
});

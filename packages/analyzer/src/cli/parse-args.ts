import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { parseMinScore, type MinScore } from './min-score.js';
import { normalizeCliUrl } from './normalize-cli-url.js';

export const OUTPUT_FORMATS = ['json', 'md', 'html'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const DEFAULT_CONCURRENCY = 2;
/** Each concurrent analysis holds two Chromium pages; more than this only thrashes memory. */
export const MAX_CONCURRENCY = 16;

export interface AnalyzeCommand {
  kind: 'analyze';
  urls: string[];
  format: OutputFormat;
  out: string | null;
  concurrency: number;
  minScores: MinScore[];
  /** --timeout in milliseconds (the collector's totalTimeoutMs); null keeps its default. */
  totalTimeoutMs: number | null;
  allowPrivate: boolean;
  resolve: Array<{ host: string; ip: string }>;
  quiet: boolean;
  /** --timings: print where the time went (a JSON line on stderr) before exiting. */
  timings: boolean;
}

export type CliCommand = { kind: 'help' } | { kind: 'version' } | AnalyzeCommand;

/** Bad usage: the message is one line, shown with a hint to --help, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const OPTIONS = {
  format: { type: 'string', short: 'f' },
  out: { type: 'string', short: 'o' },
  concurrency: { type: 'string', short: 'c' },
  'min-score': { type: 'string', multiple: true },
  timeout: { type: 'string', short: 't' },
  'allow-private': { type: 'boolean' },
  resolve: { type: 'string', multiple: true },
  quiet: { type: 'boolean', short: 'q' },
  timings: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const;

const FORMAT_BY_EXTENSION: Record<string, OutputFormat> = {
  json: 'json',
  ndjson: 'json',
  jsonl: 'json',
  md: 'md',
  markdown: 'md',
  html: 'html',
  htm: 'html',
};

/** Parses the command line (without `node` and the script). Throws UsageError. */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's own message adds a paragraph about '--'; the option's name is what helps.
    const unknown = /^Unknown option '([^']+)'/.exec(firstLine(error));
    throw new UsageError(unknown ? `unknown option ${unknown[1]}` : firstLine(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };

  const [command, ...rest] = positionals;
  if (command === undefined) throw new UsageError('missing command: heroscope analyze <url…>');
  if (command === 'help') return { kind: 'help' };
  if (command !== 'analyze') {
    const hint = normalizeCliUrl(command).ok
      ? ` (did you mean: heroscope analyze ${command}?)`
      : '';
    throw new UsageError(`unknown command ${JSON.stringify(command)}${hint}`);
  }
  if (rest.length === 0) throw new UsageError('no URL given: heroscope analyze <url…>');

  const urls = rest.map((input) => {
    const result = normalizeCliUrl(input);
    if (!result.ok) throw new UsageError(result.message);
    return result.url;
  });

  const out = values.out ?? null;
  if (out === '') throw new UsageError('--out needs a file name');

  return {
    kind: 'analyze',
    urls,
    format: parseFormat(values.format, out),
    out,
    concurrency: parseConcurrency(values.concurrency),
    minScores: (values['min-score'] ?? []).map((text) => {
      try {
        return parseMinScore(text);
      } catch (error) {
        throw new UsageError(firstLine(error));
      }
    }),
    totalTimeoutMs: parseTimeout(values.timeout),
    allowPrivate: values['allow-private'] ?? false,
    resolve: (values.resolve ?? []).map(parseResolve),
    quiet: values.quiet ?? false,
    timings: values.timings ?? false,
  };
}

/** --format wins; else the --out file's extension; else json. */
function parseFormat(format: string | undefined, out: string | null): OutputFormat {
  if (format !== undefined) {
    const normalized = format.toLowerCase() === 'markdown' ? 'md' : format.toLowerCase();
    if ((OUTPUT_FORMATS as readonly string[]).includes(normalized)) {
      return normalized as OutputFormat;
    }
    throw new UsageError(
      `bad --format ${JSON.stringify(format)}: expected one of ${OUTPUT_FORMATS.join(', ')}`,
    );
  }
  const extension = out?.match(/\.([a-z]+)$/i)?.[1]?.toLowerCase();
  return (extension && FORMAT_BY_EXTENSION[extension]) || 'json';
}

function parseConcurrency(text: string | undefined): number {
  if (text === undefined) return DEFAULT_CONCURRENCY;
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n < 1 || n > MAX_CONCURRENCY) {
    throw new UsageError(
      `bad --concurrency ${JSON.stringify(text)}: expected a whole number from 1 to ${MAX_CONCURRENCY}`,
    );
  }
  return n;
}

function parseTimeout(text: string | undefined): number | null {
  if (text === undefined) return null;
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(seconds > 0) || seconds > 3600) {
    throw new UsageError(
      `bad --timeout ${JSON.stringify(text)}: expected seconds, a number above 0 and at most 3600`,
    );
  }
  return Math.round(seconds * 1000);
}

/** HOST:IP, like curl's --resolve without the port. The IP may be IPv6 (brackets optional). */
function parseResolve(text: string): { host: string; ip: string } {
  const colon = text.indexOf(':');
  const host = text.slice(0, colon).trim().toLowerCase();
  const ip = text
    .slice(colon + 1)
    .trim()
    .replace(/^\[(.*)\]$/, '$1');
  if (colon <= 0 || !/^[a-z0-9]([a-z0-9._-]*[a-z0-9])?$/i.test(host) || isIP(ip) === 0) {
    throw new UsageError(
      `bad --resolve ${JSON.stringify(text)}: expected HOST:IP, e.g. example.test:127.0.0.1`,
    );
  }
  return { host, ip };
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n', 1)[0]!.trim();
}

import { DEFAULT_CONCURRENCY, MAX_CONCURRENCY } from './parse-args.js';

export const HELP_TEXT = `heroscope: critique and score a landing page (Standards, Clarity, Conversion, Design)

Usage:
  heroscope analyze <url…> [options]
  heroscope --help | --version

A bare host like example.com gets https:// (localhost and 127.x get http://).
Paths, queries and ports are allowed: heroscope analyze http://localhost:5173/pricing --allow-private

Options:
  -f, --format json|md|html  Output format (default: from --out's extension, else json).
                             json: one object per URL, one line each (NDJSON, pipes into jq).
                             md:   a readable critique.
                             html: one self-contained file, openable offline.
  -o, --out FILE             Write the output to FILE instead of stdout.
  -c, --concurrency N        Analyse up to N URLs at once on one browser (default ${DEFAULT_CONCURRENCY}, max ${MAX_CONCURRENCY}).
      --min-score LABEL=N    Fail (exit 4) when a score is below N. Repeatable; LABEL is one of
                             Standards, Clarity, Conversion, Design (any case).
  -t, --timeout SEC          Give up on a page after SEC seconds (default 45).
      --allow-private        Allow private and loopback addresses (your own dev server).
      --resolve HOST:IP      Connect to IP for HOST, and allow that pair alone. Repeatable.
  -q, --quiet                No progress on stderr.
      --timings              Print where the time went, one JSON line on stderr at exit.
  -h, --help                 Show this help.
  -V, --version              Show the version.

Exit codes:
  0  done
  1  unexpected internal error
  2  bad usage (unknown option, bad --min-score, no URL, bad URL)
  3  a page could not be analysed (unreachable, refused, timed out, HTTP error…)
  4  a --min-score was not met
  With several URLs the worst outcome wins (1, then 3, then 4).

Examples:
  heroscope analyze example.com --format md
  heroscope analyze a.com b.com --format html --out report.html
  heroscope analyze example.com --min-score clarity=60 --min-score conversion=50 --quiet
  heroscope analyze example.com | jq '.scores'
`;

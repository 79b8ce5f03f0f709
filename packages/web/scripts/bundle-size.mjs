#!/usr/bin/env node
// Prints the raw and gzipped size of every JavaScript chunk of the built web app and checks the
// landing route's budget: the entry chunk plus every chunk it imports statically, i.e. what the
// browser must download before the landing can run. Chunks reached only through dynamic import()
// (lazy routes, and code fetched on demand) are listed separately and not counted.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// The "under 100 KB gzipped", read strictly: 100 kB of 1000 bytes, not 100 KiB.
const LANDING_BUDGET_BYTES = 100_000;
// Maximum compression, the usual convention of bundle-size tools. A server compressing at zlib's
// default level 6 sends a few hundred bytes more; the headroom printed below covers that.
const GZIP_LEVEL = 9;

const dist = new URL('../dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run "npm run build -w packages/web" first.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}

/** The entry and everything it imports statically, transitively. */
const landingKeys = new Set();
const visit = (key) => {
  if (landingKeys.has(key) || !manifest[key]) return;
  landingKeys.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);

const measure = (file) => {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length };
};
const bytes = (count) => `${count.toLocaleString('en-US')} B`;
const kB = (count) => `${(count / 1000).toFixed(2)} kB`;
const KiB = (count) => `${(count / 1024).toFixed(2)} KiB`;

const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({
    file: chunk.file,
    landing: landingKeys.has(key),
    ...measure(chunk.file),
  }))
  .sort((a, b) => Number(b.landing) - Number(a.landing) || b.gzip - a.gzip);

const width = Math.max(5, ...rows.map((row) => row.file.length));
console.log(`${'chunk'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}  loaded`);
for (const row of rows) {
  const loaded = row.landing ? 'landing (entry, static imports)' : 'later, via import()';
  console.log(
    `${row.file.padEnd(width)}  ${bytes(row.raw).padStart(11)}  ${bytes(row.gzip).padStart(11)}  ${loaded}`,
  );
}

const total = rows
  .filter((row) => row.landing)
  .reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
    raw: 0,
    gzip: 0,
  });
const headroom = LANDING_BUDGET_BYTES - total.gzip;
console.log(
  [
    '',
    `Landing total, raw:     ${bytes(total.raw)} = ${kB(total.raw)} = ${KiB(total.raw)}`,
    `Landing total, gzipped: ${bytes(total.gzip)} = ${kB(total.gzip)} = ${KiB(total.gzip)} (gzip level ${GZIP_LEVEL})`,
    `Budget: under ${bytes(LANDING_BUDGET_BYTES)} = ${kB(LANDING_BUDGET_BYTES)} gzipped; ` +
      (headroom > 0
        ? `${bytes(headroom)} to spare.`
        : `${bytes(total.gzip - LANDING_BUDGET_BYTES)} over it (reaching it counts as over).`),
  ].join('\n'),
);
if (headroom <= 0) {
  console.error(
    `Over budget: the landing JavaScript must stay under ${kB(LANDING_BUDGET_BYTES)} gzipped.`,
  );
  process.exit(1);
}

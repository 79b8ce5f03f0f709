#!/usr/bin/env node
// Prints the raw and gzipped size of every JavaScript chunk of the built web app and checks the
// landing route's budget: the entry chunk plus every chunk it imports statically, i.e. what the
// browser must download before the landing can run. Chunks reached only through dynamic import()
// (lazy routes, and code fetched on demand) are listed separately and not counted.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// 100 KB, counted as KiB (1024 bytes), like every size this script prints.
const LANDING_BUDGET_BYTES = 100 * 1024;

const dist = new URL('../dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run "npm run build -w packages/web" first.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
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
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;

const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({
    key,
    file: chunk.file,
    landing: landingKeys.has(key),
    ...measure(chunk.file),
  }))
  .sort((a, b) => Number(b.landing) - Number(a.landing) || b.gzip - a.gzip);

const width = Math.max(...rows.map((row) => row.file.length));
console.log(`${'chunk'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  loaded`);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}  ${
      row.landing ? 'entry (static imports)' : 'via import()'
    }`,
  );
}

const landing = rows.filter((row) => row.landing);
const total = landing.reduce(
  (sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }),
  {
    raw: 0,
    gzip: 0,
  },
);
console.log(
  `\nLanding total: ${kb(total.raw)} raw, ${kb(total.gzip)} gzipped (${total.gzip} bytes; ` +
    `budget: under ${kb(LANDING_BUDGET_BYTES)} = ${LANDING_BUDGET_BYTES} bytes gzipped)`,
);
if (total.gzip >= LANDING_BUDGET_BYTES) {
  console.error('Over budget.');
  process.exit(1);
}

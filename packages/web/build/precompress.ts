import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images (png, webp, jpg) and fonts already are. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.webmanifest',
]);

/**
 * Folders whose files an operator replaces in a deployed build (see "Company logos" in the
 * README): a .br or .gz written at build time would go on serving the old file.
 */
export const EDITED_AFTER_BUILD = ['brand'];

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip level 9) beside every compressible
 * file under `dir`, each only when smaller than the original. The server sends them to clients
 * that accept them (@fastify/static's preCompressed), so nothing is compressed per request.
 * Returns the files compressed, relative to `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const done: string[] = [];
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(extname(entry.name)))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const name = relative(dir, path);
        if (EDITED_AFTER_BUILD.some((folder) => name.startsWith(`${folder}/`))) return;
        const original = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(original, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
            },
          }),
          gzipAsync(original, { level: 9 }),
        ]);
        let wrote = false;
        if (br.length < original.length) {
          await writeFile(`${path}.br`, br);
          wrote = true;
        }
        if (gz.length < original.length) {
          await writeFile(`${path}.gz`, gz);
          wrote = true;
        }
        if (wrote) done.push(name);
      }),
  );
  return done.sort();
}

/** Vite plugin: precompresses the whole output folder (bundle and public/ files) after a build. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'heroscope:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requireWithCodeCache } from './require-with-code-cache.js';

describe('requireWithCodeCache', () => {
  let root: string;
  let saved: Record<string, string | undefined>;
  const cacheFolder = () => join(root, 'cache', 'heroscope', 'v8-code-cache');

  /** A fresh CommonJS package (a new path each time, so Node's module cache never answers). */
  const writePackage = (name: string) => {
    const dir = join(root, 'node_modules', name);
    mkdirSync(join(dir, 'lib'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, main: 'index.js' }));
    writeFileSync(join(dir, 'index.js'), "module.exports = require('./lib/bundle.js');");
    writeFileSync(
      join(dir, 'lib', 'bundle.js'),
      'const path = require("node:path");\n' +
        'exports.name = path.basename(__dirname) + ":" + typeof module.exports;\n' +
        'exports.twice = (n) => n * 2;\n',
    );
  };
  const load = (name: string) =>
    requireWithCodeCache(
      pathToFileURL(join(root, 'entry.js')).href,
      name,
      /[\\/]lib[\\/]bundle\.js$/,
    ) as { name: string; twice(n: number): number };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'heroscope-code-cache-'));
    saved = {
      XDG_CACHE_HOME: process.env.XDG_CACHE_HOME,
      HEROSCOPE_CODE_CACHE: process.env.HEROSCOPE_CODE_CACHE,
    };
    process.env.XDG_CACHE_HOME = join(root, 'cache');
    delete process.env.HEROSCOPE_CODE_CACHE;
  });
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('runs the module as require would, and keeps its code cache for the next process', () => {
    writePackage('one');
    const first = load('one');
    expect(first.name).toBe('lib:object');
    expect(first.twice(21)).toBe(42);
    const [cached] = readdirSync(cacheFolder());
    const written = statSync(join(cacheFolder(), cached!)).ino;

    // The same file again (as a new process would load it): read from the cache, same module.
    const again = createRequire(join(root, 'entry.js'));
    delete again.cache[again.resolve('one/lib/bundle.js')];
    delete again.cache[again.resolve('one')];
    const second = load('one');
    expect(second).not.toBe(first);
    expect(second.twice(4)).toBe(8);
    // Accepted by V8, so not written again (a rejected cache is replaced by a new file).
    expect(readdirSync(cacheFolder())).toEqual([cached]);
    expect(statSync(join(cacheFolder(), cached!)).ino).toBe(written);
  });

  it('keeps no cache when turned off, or in a folder others can write to', () => {
    process.env.HEROSCOPE_CODE_CACHE = '0';
    writePackage('off');
    expect(load('off').twice(1)).toBe(2);
    expect(() => readdirSync(cacheFolder())).toThrow();

    delete process.env.HEROSCOPE_CODE_CACHE;
    mkdirSync(cacheFolder(), { recursive: true });
    chmodSync(cacheFolder(), 0o777);
    writePackage('shared');
    expect(load('shared').twice(2)).toBe(4);
    expect(readdirSync(cacheFolder())).toHaveLength(0);
  });
});

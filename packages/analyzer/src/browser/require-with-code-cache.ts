import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import vm from 'node:vm';

/**
 * `require(id)` with V8's code cache for the CommonJS files it loads that `only` matches (Node 20
 * has no module.enableCompileCache, which came with Node 22). Playwright's two bundles (7 MB)
 * take a cold command ~90 ms to compile; from the cache, about a third of that.
 *
 * The cache lives in the user's own cache folder (XDG_CACHE_HOME or ~/.cache, mode 700): code
 * cache is trusted bytecode, never read from a folder others can write. HEROSCOPE_CODE_CACHE=0
 * turns it off. Any failure falls back to a plain require.
 */
export function requireWithCodeCache(from: string, id: string, only: RegExp): unknown {
  const require = createRequire(from);
  const dir = cacheDir();
  if (!dir) return require(id);
  type Compile = (this: Module, content: string, filename: string) => unknown;
  const proto = Module.prototype as unknown as { _compile: Compile };
  const original = proto._compile;
  proto._compile = function (content, filename) {
    // Only files loaded as they are on disk (a loader that transformed them, as tsx may, gets
    // the plain path): the cache is keyed on the file, and V8 checks little more than length.
    if (!only.test(filename) || Buffer.byteLength(content) !== statSync(filename).size)
      return original.call(this, content, filename);
    return compileCached(this, content, filename, dir);
  };
  try {
    return require(id);
  } finally {
    proto._compile = original;
  }
}

function cacheDir(): string | null {
  if (process.env.HEROSCOPE_CODE_CACHE === '0') return null;
  try {
    const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
    const dir = join(base, 'heroscope', 'v8-code-cache');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Ours and private, or not used (a folder someone else could write to).
    const st = statSync(dir);
    if (process.getuid && st.uid !== process.getuid()) return null;
    if ((st.mode & 0o022) !== 0) return null;
    return dir;
  } catch {
    return null;
  }
}

function compileCached(module: Module, content: string, filename: string, dir: string): unknown {
  const st = statSync(filename);
  const key = createHash('sha256')
    .update(`${filename}\0${st.size}\0${st.mtimeMs}\0${process.version}\0${process.arch}`)
    .digest('hex')
    .slice(0, 32);
  const file = join(dir, `${key}.bin`);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(file);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(Module.wrap(content), {
    filename,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const fn = script.runInThisContext({ displayErrors: true }) as (
    exports: unknown,
    require: NodeJS.Require,
    module: Module,
    filename: string,
    dirname: string,
  ) => unknown;
  const result = fn.call(
    module.exports,
    module.exports,
    createRequire(filename),
    module,
    filename,
    dirname(filename),
  );
  if (cachedData === undefined || script.cachedDataRejected === true) {
    // Written after the module has run, so the cache also holds the functions it compiled lazily.
    const data = script.createCachedData();
    try {
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, data, { mode: 0o600 });
      renameSync(tmp, file);
    } catch {
      // a read-only or full disk: next time compiles again
    }
  }
  return result;
}

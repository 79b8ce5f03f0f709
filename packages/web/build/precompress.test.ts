// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folderWith(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'heroscope-precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const text = (n: number) => 'HEROSCOPE scores a landing page. '.repeat(n);

describe('precompressDir', () => {
  it('writes .br and .gz beside each text file, decoding to the original', async () => {
    const files = {
      'index.html': `<!doctype html><title>x</title>${text(40)}`,
      'assets/index-abc123.js': `console.log(${JSON.stringify(text(80))});`,
      'assets/index-abc123.css': `body{}/* ${text(40)} */`,
      'starostnik/starostnik.html': `<p>${text(40)}</p>`,
      'data.json': JSON.stringify({ text: text(40) }),
    };
    const dir = folderWith(files);
    expect(await precompressDir(dir)).toEqual(Object.keys(files).sort());
    for (const [name, content] of Object.entries(files)) {
      const path = join(dir, name);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(content);
      expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(content);
      expect(readFileSync(`${path}.br`).length).toBeLessThan(content.length);
    }
  });

  it('leaves images, tiny files and the logos folder edited after the build alone', async () => {
    const dir = folderWith({
      'images/hero.png': Buffer.from(text(40)),
      'tiny.txt': 'a',
      'brand/logos.json': JSON.stringify({ text: text(40) }),
    });
    expect(await precompressDir(dir)).toEqual([]);
    for (const name of ['images/hero.png', 'tiny.txt', 'brand/logos.json']) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });
});

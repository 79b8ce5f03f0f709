import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// `npm run samples` on the same code gives the same files, byte for byte: three sites here (one
// with an iteration, a weak and a strong page); `npm run samples -- --check` does all of them.
const ROOT = new URL('..', import.meta.url).pathname;

describe('npm run samples -- --check', () => {
  it('reproduces the committed sample files exactly', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        'samples/build-samples.ts',
        '--check',
        '--only',
        'superlinked,test,amurex',
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 240_000 },
    );
    expect(run.stderr).toContain('the committed sample files are reproduced exactly');
    expect(run.status).toBe(0);
  }, 300_000);
});

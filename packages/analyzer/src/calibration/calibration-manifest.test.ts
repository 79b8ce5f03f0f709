import { describe, expect, it } from 'vitest';
import { parseCalibrationManifest } from './calibration-manifest.js';

const HEADER =
  'short_name\trepo\tcommit\tpath_in_repo\tentry_file\tkind\tlanguage\trating\tnote\tedits';

describe('parseCalibrationManifest', () => {
  it('reads rows by column name', () => {
    const pages = parseCalibrationManifest(
      `${HEADER}\nsite-a\to/a\tabc\t/\tindex.html\tSaaS\ten\t4\tgood hero\tnone\n`,
    );
    expect(pages).toEqual([
      {
        shortName: 'site-a',
        repo: 'o/a',
        entryFile: 'index.html',
        kind: 'SaaS',
        language: 'en',
        rating: 4,
        note: 'good hero',
      },
    ]);
  });

  it('names the row of a rating outside 1–5 and a missing column', () => {
    expect(() =>
      parseCalibrationManifest(`${HEADER}\nsite-a\to/a\tabc\t/\tindex.html\tSaaS\ten\t7\tx\tnone`),
    ).toThrow(/row 2: rating '7'/);
    expect(() => parseCalibrationManifest('short_name\tentry_file\nx\ty')).toThrow(/'rating'/);
  });
});

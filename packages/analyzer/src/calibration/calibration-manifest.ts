export interface CalibrationPage {
  shortName: string;
  repo: string;
  entryFile: string;
  kind: string;
  language: string;
  /** A designer's 1–5 rating of the hero. */
  rating: number;
  note: string;
}

const REQUIRED = ['short_name', 'entry_file', 'rating'] as const;

/**
 * Reads the calibration MANIFEST.tsv (a header row, then one page per row, tab-separated).
 * Columns are found by name, so added columns do no harm; a bad row is an error naming it.
 */
export function parseCalibrationManifest(tsv: string): CalibrationPage[] {
  const lines = tsv.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = (lines.shift() ?? '').split('\t');
  const col = (name: string) => header.indexOf(name);
  for (const name of REQUIRED)
    if (col(name) < 0) throw new Error(`calibration manifest: no '${name}' column`);
  return lines.map((line, i) => {
    const cells = line.split('\t');
    const cell = (name: string) => (col(name) >= 0 ? (cells[col(name)] ?? '').trim() : '');
    const rating = Number(cell('rating'));
    if (!Number.isFinite(rating) || rating < 1 || rating > 5)
      throw new Error(`calibration manifest, row ${i + 2}: rating '${cell('rating')}' is not 1–5`);
    const shortName = cell('short_name');
    if (!/^[\w.-]+$/.test(shortName))
      throw new Error(`calibration manifest, row ${i + 2}: bad short_name '${shortName}'`);
    return {
      shortName,
      repo: cell('repo'),
      entryFile: cell('entry_file'),
      kind: cell('kind'),
      language: cell('language'),
      rating,
      note: cell('note'),
    };
  });
}

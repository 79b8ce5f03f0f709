import { describe, expect, it } from 'vitest';
import { describeShortfall, findShortfalls, parseMinScore } from './min-score.js';

const scores = [
  { label: 'Standards', value: 81 },
  { label: 'Clarity', value: 55 },
  { label: 'Conversion', value: 0 },
  { label: 'Design', value: 71 },
] as const;

describe('min-score gates', () => {
  it('parses Label=N with any label case', () => {
    expect(parseMinScore('clarity=60')).toEqual({ label: 'Clarity', min: 60 });
    expect(parseMinScore(' DESIGN = 70.5 ')).toEqual({ label: 'Design', min: 70.5 });
    expect(parseMinScore('Standards=0')).toEqual({ label: 'Standards', min: 0 });
    // Above 100 can never be met: that is how a user checks the gate fails.
    expect(parseMinScore('Clarity=101')).toEqual({ label: 'Clarity', min: 101 });
  });

  it.each(['Clarity', 'Clarity=', '=60', 'Clarity=-5', 'Clarity=1e3', 'Speed=50', 'Clarity:60'])(
    'rejects %j with a one-line message',
    (text) => {
      expect(() => parseMinScore(text)).toThrow(/^bad --min-score/);
    },
  );

  it('reports each gate not met and by how much', () => {
    const shortfalls = findShortfalls(
      [...scores],
      [
        { label: 'Clarity', min: 60 },
        { label: 'Design', min: 70 },
        { label: 'Conversion', min: 10 },
      ],
    );
    expect(shortfalls).toEqual([
      { label: 'Clarity', min: 60, actual: 55, shortBy: 5 },
      { label: 'Conversion', min: 10, actual: 0, shortBy: 10 },
    ]);
    expect(describeShortfall(shortfalls[0]!)).toBe(
      'Clarity 55 is below the minimum 60 (short by 5)',
    );
  });

  it('passes a score equal to the minimum', () => {
    expect(findShortfalls([...scores], [{ label: 'Clarity', min: 55 }])).toEqual([]);
  });

  it('treats a missing label as not met', () => {
    const [s] = findShortfalls([], [{ label: 'Design', min: 1 }]);
    expect(s).toEqual({ label: 'Design', min: 1, actual: undefined, shortBy: 1 });
    expect(describeShortfall(s!)).toBe('Design score is missing (minimum 1)');
  });
});

/**
 * Where a cold `heroscope analyze` spends its time: named marks on a few tracks ('main', one per
 * viewport), recorded only once switched on (`--timings`, or HEROSCOPE_TIMINGS=1 for code that
 * starts before the command line is read), so the server and the tests pay one null check.
 * A mark starts a phase; the phase ends at the next mark of its track.
 */

export interface TimingMark {
  track: string;
  phase: string;
  /** ms since the process started (performance.now()). */
  at: number;
}

export interface TimingReport {
  /** Epoch ms of the process start, so a parent can place the marks on its own clock. */
  timeOrigin: number;
  marks: TimingMark[];
}

let marks: TimingMark[] | null = process.env.HEROSCOPE_TIMINGS === '1' ? [] : null;

export function enableTimings(): void {
  marks ??= [];
}

export function mark(track: string, phase: string): void {
  marks?.push({ track, phase, at: performance.now() });
}

/** The marks so far, or null when timings are off. */
export function timingReport(): TimingReport | null {
  return marks && { timeOrigin: performance.timeOrigin, marks: [...marks] };
}

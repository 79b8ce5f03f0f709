/** A period of whole UTC days, both included, as the admin insights API takes it. */
export interface Period {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = [7, 30, 90] as const;

export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The last `days` days, today included. */
export function lastDays(days: number, now: Date = new Date()): Period {
  const to = utcToday(now);
  return { from: shiftDay(to, 1 - days), to };
}

export function periodLength({ from, to }: Period): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/** "24 Nov" for chart labels and headings (days are UTC days). */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, as PostgreSQL prints a date: "2026-11-24". */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The day `count` days after (or before, when negative) a "YYYY-MM-DD" day. */
export function addDays(day: string, count: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

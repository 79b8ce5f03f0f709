const DAY_MS = 24 * 60 * 60 * 1000;
/** 1970-01-01 was a Thursday: day 0 counted from the Monday before it is day 3. */
const DAYS_SINCE_MONDAY_AT_EPOCH = 3;

/** Milliseconds of Monday-to-Friday time (UTC) from a fixed Monday to `t`: weekends add none. */
function businessMsUntil(t: number): number {
  const day = Math.floor(t / DAY_MS) + DAYS_SINCE_MONDAY_AT_EPOCH;
  const weeks = Math.floor(day / 7);
  const weekday = day - weeks * 7; // 0 Monday … 6 Sunday
  const intoDay = t - Math.floor(t / DAY_MS) * DAY_MS;
  return (weeks * 5 + Math.min(weekday, 5)) * DAY_MS + (weekday < 5 ? intoDay : 0);
}

/**
 * Whole business days (Monday to Friday, UTC) between two instants: the weekend does not count,
 * so a request made on Friday at 10:00 is one business day old on Monday at 10:00, and one made
 * on Saturday is still 0 days old on Monday morning. Never negative.
 */
export function businessDaysBetween(from: Date, to: Date): number {
  const ms = businessMsUntil(to.getTime()) - businessMsUntil(from.getTime());
  return ms <= 0 ? 0 : Math.floor(ms / DAY_MS);
}

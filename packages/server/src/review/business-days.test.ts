import { describe, expect, it } from 'vitest';
import { businessDaysBetween } from './business-days.js';

const at = (iso: string) => new Date(iso);
// 2025-03-03 is a Monday.
const days = (from: string, to: string) => businessDaysBetween(at(from), at(to));

describe('businessDaysBetween', () => {
  it('counts whole weekdays, not partial ones', () => {
    expect(days('2025-03-03T10:00:00Z', '2025-03-03T23:59:59Z')).toBe(0);
    expect(days('2025-03-03T10:00:00Z', '2025-03-04T09:59:59Z')).toBe(0);
    expect(days('2025-03-03T10:00:00Z', '2025-03-04T10:00:00Z')).toBe(1);
    expect(days('2025-03-03T10:00:00Z', '2025-03-07T10:00:00Z')).toBe(4);
  });

  it('skips the weekend', () => {
    // Friday 10:00 to Monday 10:00: one business day, not three.
    expect(days('2025-03-07T10:00:00Z', '2025-03-10T10:00:00Z')).toBe(1);
    expect(days('2025-03-07T10:00:00Z', '2025-03-10T09:00:00Z')).toBe(0);
    // Monday to the next Monday: five.
    expect(days('2025-03-03T10:00:00Z', '2025-03-10T10:00:00Z')).toBe(5);
    // Through two weekends.
    expect(days('2025-03-03T00:00:00Z', '2025-03-17T00:00:00Z')).toBe(10);
  });

  it('counts a request made at the weekend from Monday 00:00 UTC', () => {
    expect(days('2025-03-08T15:00:00Z', '2025-03-09T23:00:00Z')).toBe(0);
    expect(days('2025-03-08T15:00:00Z', '2025-03-10T23:59:00Z')).toBe(0);
    expect(days('2025-03-08T15:00:00Z', '2025-03-11T00:00:00Z')).toBe(1);
    expect(days('2025-03-09T23:59:00Z', '2025-03-14T00:00:00Z')).toBe(4);
  });

  it('ends a week on Friday at midnight UTC: Saturday adds nothing', () => {
    expect(days('2025-03-03T00:00:00Z', '2025-03-08T00:00:00Z')).toBe(5);
    expect(days('2025-03-03T00:00:00Z', '2025-03-09T23:59:59Z')).toBe(5);
  });

  it('works across months, years and before 1970', () => {
    // Wednesday 2024-12-25 to Wednesday 2025-01-08: ten weekdays.
    expect(days('2024-12-25T12:00:00Z', '2025-01-08T12:00:00Z')).toBe(10);
    // Friday 1965-01-01 to Monday 1965-01-04.
    expect(days('1965-01-01T08:00:00Z', '1965-01-04T08:00:00Z')).toBe(1);
  });

  it('never goes negative (a clock that is behind)', () => {
    expect(days('2025-03-05T10:00:00Z', '2025-03-03T10:00:00Z')).toBe(0);
  });

  it('uses UTC, whatever the offset the dates were written with', () => {
    // Friday 23:30 in UTC-5 is Saturday 04:30 UTC: counted from Monday.
    expect(days('2025-03-07T23:30:00-05:00', '2025-03-10T23:00:00Z')).toBe(0);
  });
});

import { createHash } from 'node:crypto';
import type { EventRow, VitalRow } from './event-rows.js';
import { addDays } from './utc-day.js';

/** mulberry32: a small seeded generator, so a "random" month is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SyntheticTrafficOptions {
  /** First day, "YYYY-MM-DD". */
  from: string;
  days: number;
  seed?: number;
  /** Visitors per day, drawn between these two. */
  visitorsPerDay?: [number, number];
}

const SAMPLE_SITES = ['pyladies', 'relief', 'starostnik'];
const RULES = ['required', 'invalid', 'disposable'] as const;

/**
 * Plausible traffic for a period, as stored rows: visitors walking the funnel with realistic
 * drop-offs, sample reports, and web vitals whose spread crosses Google's thresholds. Used by the
 * aggregate tests (which recompute the expected figures from these rows), the Insights seed
 * script and the screenshots; visitor hashes are made up, never derived from an address.
 */
export function syntheticTraffic({
  from,
  days,
  seed = 1,
  visitorsPerDay = [20, 60],
}: SyntheticTrafficOptions): { events: EventRow[]; vitals: VitalRow[] } {
  const random = seededRandom(seed);
  const chance = (p: number) => random() < p;
  const between = (low: number, high: number) => low + random() * (high - low);
  const events: EventRow[] = [];
  const vitals: VitalRow[] = [];
  for (let d = 0; d < days; d++) {
    const day = addDays(from, d);
    const dayStart = Date.parse(`${day}T00:00:00Z`);
    // Weekends are quieter, and traffic grows over the period.
    const weekday = new Date(dayStart).getUTCDay();
    const scale = (weekday === 0 || weekday === 6 ? 0.6 : 1) * (1 + d / (days * 2));
    const visitors = Math.round(between(...visitorsPerDay) * scale);
    for (let v = 0; v < visitors; v++) {
      const visitor = createHash('sha256')
        .update(`${seed}:${day}:${v}`)
        .digest('base64url')
        .slice(0, 22);
      let at = dayStart + Math.floor(random() * 86_000_000);
      const push = (name: string, path = '/', detail = '') => {
        events.push({ occurredAt: new Date(at), day, name, detail, path, visitor });
        at += 1000;
      };
      const measure = (path: string) => {
        const slow = chance(0.15) ? 2.2 : 1;
        const sample = (name: string, value: number) =>
          vitals.push({ occurredAt: new Date(at), day, path, name, value });
        sample('TTFB', Math.round(between(80, 700) * slow));
        sample('FCP', Math.round(between(500, 1900) * slow));
        sample('LCP', Math.round(between(900, 3000) * slow));
        sample('CLS', Math.round(between(0, 0.12) * slow * 1000) / 1000);
        if (chance(0.7)) sample('INP', Math.round(between(40, 260) * slow));
      };
      push('page_view');
      push('landing_viewed');
      measure('/');
      if (chance(0.25)) {
        const site = SAMPLE_SITES[Math.floor(random() * SAMPLE_SITES.length)] ?? 'pyladies';
        push('page_view', `/${site}`);
        push('sample_report_opened', `/${site}`, site);
        if (chance(0.4)) push('action_list_used', `/${site}`);
        if (chance(0.3)) push('copy_prompt_used', `/${site}`);
        measure(`/${site}`);
      }
      if (!chance(0.55)) continue;
      push('analyse_pressed');
      if (chance(0.18)) {
        push('address_rejected');
        if (chance(0.5)) continue;
        push('analyse_pressed');
      }
      push('email_modal_opened');
      if (chance(0.3)) push('email_rejected', '/', RULES[Math.floor(random() * RULES.length)]);
      if (chance(0.55)) push('request_submitted');
      if (chance(0.05)) push('private_report_opened', '/report');
    }
  }
  return { events, vitals };
}

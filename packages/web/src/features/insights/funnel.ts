import type { Insights } from '@heroscope/schema';
import { EVENT_LABELS } from './event-labels';

export interface FunnelStep {
  name: string;
  label: string;
  visitors: number;
  events: number;
  /** Share of the first step's visitors, 0–1. */
  ofFirst: number;
  /** Share of the previous step's visitors who reached this one, 0–1; null for the first step. */
  fromPrevious: number | null;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** The funnel with the conversion between each step and from the first. */
export function funnelSteps(funnel: Insights['funnel']): FunnelStep[] {
  const first = funnel[0]?.visitors ?? 0;
  return funnel.map((step, index) => ({
    name: step.name,
    label: EVENT_LABELS[step.name] ?? step.name,
    visitors: step.visitors,
    events: step.events,
    ofFirst: ratio(step.visitors, first),
    fromPrevious: index === 0 ? null : ratio(step.visitors, funnel[index - 1]?.visitors ?? 0),
  }));
}

/** "62%" or "0.4%": one decimal only below 10%, where it matters. */
export function percent(share: number): string {
  const value = share * 100;
  return `${value > 0 && value < 10 ? value.toFixed(1) : Math.round(value)}%`;
}

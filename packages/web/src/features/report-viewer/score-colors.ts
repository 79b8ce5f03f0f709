import type { ScoreLabel } from '@heroscope/schema';

/**
 * The CSS modifier of a score's colour (SPEC §3: Standards green, Clarity blue, Conversion amber,
 * Design purple); the colours themselves live in report-viewer.css as --score-* properties.
 */
export function scoreTone(label: ScoreLabel): string {
  return `tone-${label.toLowerCase()}`;
}

import type { Score } from '@heroscope/schema';
import { displayScore } from './display-text.js';

function seconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)}s`;
}

/** "[example.com] collecting desktop… 0.4s" */
export function progressLine(label: string, step: string, elapsedMs: number): string {
  const text = step.trim().replace(/(?:\.\.\.|…)$/, '');
  const time = Number.isFinite(elapsedMs) ? ` ${seconds(elapsedMs)}` : '';
  return `[${label}] ${text}…${time}\n`;
}

/** The analyzer's own last step; the command's done line (with the scores) says it better. */
export function isFinalStep(step: string): boolean {
  return step.trim().toLowerCase() === 'done';
}

/** "[example.com] done in 1.2s: Standards 80, Clarity 62, Conversion 47, Design 71" */
export function doneLine(label: string, elapsedMs: number, scores: readonly Score[]): string {
  const list = scores.map((s) => `${s.label} ${displayScore(s.value)}`).join(', ');
  return `[${label}] done in ${seconds(elapsedMs)}: ${list}\n`;
}

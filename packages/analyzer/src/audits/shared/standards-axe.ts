import type { AxeFacts, Rect } from '@heroscope/schema';
import { overlapRatio } from './standards-viewports.js';

export type AxeNode = AxeFacts['violations'][number]['nodes'][number];

/** The nodes axe-core flagged for one rule (empty when axe did not run or found nothing). */
export function axeNodes(axe: AxeFacts | null, ruleId: string): AxeNode[] {
  if (!axe) return [];
  return axe.violations.filter((v) => v.id === ruleId).flatMap((v) => v.nodes);
}

/**
 * Whether an axe node is the same element as one we measured: same CSS target, or the rects
 * mostly overlap (axe's selector and ours are built differently, so the rect is the fallback).
 */
export function axeNodeMatches(node: AxeNode, selector: string, rect: Rect): boolean {
  if (node.target === selector) return true;
  return node.rect !== null && overlapRatio(node.rect, rect) >= 0.5;
}

/** A short, single-line form of the node's HTML for quoting in a finding. */
export function axeSnippet(node: AxeNode, max = 80): string {
  const h = node.html.replace(/\s+/g, ' ').trim();
  return h.length > max ? `${h.slice(0, max - 1)}…` : h;
}

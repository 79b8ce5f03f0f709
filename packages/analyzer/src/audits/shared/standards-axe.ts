import type { AxeFacts, Rect } from '@heroscope/schema';

export type AxeNode = AxeFacts['violations'][number]['nodes'][number];

/** The nodes axe-core flagged for one rule (empty when axe did not run or found nothing). */
export function axeNodes(axe: AxeFacts | null, ruleId: string): AxeNode[] {
  if (!axe) return [];
  return axe.violations.filter((v) => v.id === ruleId).flatMap((v) => v.nodes);
}

/**
 * Whether an axe node is the same element as one we measured: same CSS target, or the same
 * box. axe reports the element's box (a paragraph spans its column) while we may measure the
 * text's own box, so "same box" means one lies almost wholly inside the other at about the
 * same height; a section around the text is not the text.
 */
export function axeNodeMatches(node: AxeNode, selector: string, rect: Rect): boolean {
  if (node.target === selector) return true;
  const r = node.rect;
  if (r === null) return false;
  const w = Math.min(r.x + r.width, rect.x + rect.width) - Math.max(r.x, rect.x);
  const h = Math.min(r.y + r.height, rect.y + rect.height) - Math.max(r.y, rect.y);
  if (w <= 0 || h <= 0) return false;
  const smaller = Math.min(r.width * r.height, rect.width * rect.height);
  const sameHeight = Math.max(r.height, rect.height) <= Math.min(r.height, rect.height) * 1.5 + 4;
  return smaller > 0 && (w * h) / smaller >= 0.8 && sameHeight;
}

/** A short, single-line form of the node's HTML for quoting in a finding. */
export function axeSnippet(node: AxeNode, max = 80): string {
  const h = node.html.replace(/\s+/g, ' ').trim();
  return h.length > max ? `${h.slice(0, max - 1)}…` : h;
}

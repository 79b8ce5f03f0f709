import type { TextElement, ViewportFacts } from '@heroscope/schema';
import { contrastRatio } from '../shared/color.js';
import { capFindings, MAX_FINDINGS, andMoreSentence } from '../shared/finding-cap.js';
import { quote } from '../shared/hero.js';
import { countScore } from '../shared/score-curves.js';
import { targetOn } from '../shared/standards-findings.js';
import { defineAudit, type Finding } from '../types.js';

/** Collisions at which the score reaches 0: each one leaves words that cannot be read. */
const ZERO_AT = 3;
/**
 * Text this faint against its background is a watermark set behind the copy on purpose (a
 * giant "2026" or brand word at a few per cent), not words meant to be read over.
 */
const WATERMARK_MAX_CONTRAST = 1.5;

interface Collision {
  viewport: ViewportFacts['viewport']['name'];
  over: TextElement;
  under: TextElement;
}

/** Over a photo or a gradient the colour behind the words is a guess: faintness cannot be told. */
const readable = (t: TextElement) =>
  t.backgroundUncertain || contrastRatio(t.color, t.backgroundColor) > WATERMARK_MAX_CONTRAST;

/** First-screen texts drawn over another text, each named once with the first it covers, per viewport. */
export function textCollisions(vf: ViewportFacts): Collision[] {
  const byId = new Map(vf.texts.map((t) => [t.id, t]));
  const out: Collision[] = [];
  for (const over of vf.texts) {
    const under = over.drawnOver === undefined ? undefined : byId.get(over.drawnOver);
    if (!under || !readable(over) || !readable(under)) continue;
    out.push({ viewport: vf.viewport.name, over, under });
  }
  return out;
}

export const textOverlap = defineAudit({
  meta: {
    id: 'text-overlap',
    category: 'Standards',
    title: 'No text is drawn over other text',
    description:
      "W3C's failure technique F104 names content that overlaps other content as text that cannot be read: words drawn over other words are lost, and a layout that lets them collide on a phone or a wide screen looks broken to every visitor who sees it.",
    source: {
      name: 'W3C WCAG 2.2 Technique F104: clipped or overlapped content',
      url: 'https://www.w3.org/WAI/WCAG22/Techniques/failures/F104',
    },
    requiredFacts: ['desktop', 'mobile'],
  },
  run(facts) {
    const collisions = [...textCollisions(facts.desktop), ...textCollisions(facts.mobile)];
    const details = {
      collisions: collisions.map((c) => ({
        viewport: c.viewport,
        over: c.over.id,
        under: c.under.id,
      })),
    };
    if (collisions.length === 0) return { score: 1, findings: [], details };
    const findings: Finding[] = collisions.map((c) => ({
      component: 'Overlapping text',
      problem: `On ${c.viewport === 'mobile' ? 'a phone' : 'a wide screen'}, ${quote(c.over.text, 50)} is drawn over ${quote(c.under.text, 50)} on the first screen: the words run into each other and neither reads.`,
      action: c.viewport === 'mobile' ? 'Responsiveness' : 'Improve layout',
      usercategory: 'Incomplete',
      target: targetOn(c.viewport, c.over.rect, c.over.id),
    }));
    return {
      score: countScore(collisions.length, ZERO_AT),
      findings: capFindings(findings, MAX_FINDINGS, andMoreSentence('more overlaps')).findings,
      details,
    };
  },
});

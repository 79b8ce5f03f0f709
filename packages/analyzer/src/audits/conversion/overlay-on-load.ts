import type { Overlay, ViewportFacts } from '@heroscope/schema';
import { quote } from '../shared/hero.js';
import { compareText } from '../shared/cta-helpers.js';
import { defineAudit, type Finding } from '../types.js';
import { CONSENT_TEXT, coveringLayer } from '../shared/overlays.js';
import { linearScore, round } from '../shared/score-curves.js';

/** Google treats overlays hiding much of the content on arrival as intrusive. */
const INTRUSIVE_COVERAGE = 0.3;

function percent(n: number): string {
  return `${Math.round(n * 100)}%`;
}

function judge(vf: ViewportFacts): { score: number; findings: Finding[]; covering: number[] } {
  const findings: Finding[] = [];
  let score = 1;
  const covering: number[] = [];
  const overlays = vf.overlays
    .filter((o) => o.kind !== 'sticky')
    .sort((a, b) => b.viewportCoverage - a.viewportCoverage || compareText(a.id, b.id));
  for (const o of overlays) {
    const consent = CONSENT_TEXT.test(o.text);
    if (o.viewportCoverage > INTRUSIVE_COVERAGE) {
      covering.push(round(o.viewportCoverage));
      // A consent banner is often legally required: it still costs, but less.
      const s = linearScore(o.viewportCoverage, INTRUSIVE_COVERAGE, 0.6);
      score = Math.min(score, consent ? 0.4 + 0.5 * s : 0.6 * s);
      findings.push(finding(vf, o, consent));
    } else if (consent && o.viewportCoverage > 0.15) {
      score = Math.min(score, 0.9);
      findings.push(finding(vf, o, true));
    }
  }
  return { score, findings, covering };
}

function finding(vf: ViewportFacts, o: Overlay, consent: boolean): Finding {
  const what = consent ? 'A cookie banner' : o.kind === 'dialog' ? 'A pop-up' : 'A fixed layer';
  const label = o.text ? ` (${quote(o.text, 50)})` : '';
  const problem =
    coveringLayer(vf) === o
      ? `An opaque layer${label} still covers ${percent(o.viewportCoverage)} of the first ${vf.viewport.name} screen once the page has loaded and settled, like a loading screen that never went away: visitors see it and nothing of the page.`
      : `${what}${label} covers ${percent(o.viewportCoverage)} of the first ${vf.viewport.name} screen right after load, hiding the hero and its call to action.`;
  return {
    component: consent ? 'Cookie banner' : 'Pop-up on load',
    problem,
    action: 'Smooth the user flow',
    usercategory: 'Incomplete',
    target: { viewport: vf.viewport.name, rect: o.rect, elementId: o.id },
    lowConfidence: consent,
    severity: consent ? 1 : 2,
  };
}

export const overlayOnLoad = defineAudit({
  meta: {
    id: 'overlay-on-load',
    category: 'Conversion',
    title: 'No pop-up hides the page on arrival',
    description:
      "Google's guidance on intrusive interstitials and NN/g's research on pop-ups: an overlay that covers the content as the page opens is dismissed, resented, and delays the visitor's first impression.",
    source: {
      name: 'Google Search Central: Avoid intrusive interstitials and dialogs',
      url: 'https://developers.google.com/search/docs/appearance/avoid-intrusive-interstitials',
    },
    requiredFacts: ['desktop', 'mobile'],
  },
  run(facts) {
    const desktop = judge(facts.desktop);
    const mobile = judge(facts.mobile);
    // The same layer usually appears on both: point at the desktop one, add mobile-only ones.
    const mobileOnly = desktop.findings.length === 0 ? mobile.findings : [];
    return {
      score: Math.min(desktop.score, mobile.score),
      findings: [...desktop.findings, ...mobileOnly].slice(0, 5),
      details: {
        threshold: INTRUSIVE_COVERAGE,
        desktopCoverage: desktop.covering,
        mobileCoverage: mobile.covering,
      },
    };
  },
});

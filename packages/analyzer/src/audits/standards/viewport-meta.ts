import { parseViewport } from '../shared/standards-viewport-meta.js';
import { defineAudit, type Finding } from '../types.js';

/** Below this maximum-scale, people cannot zoom enough to read (axe-core "meta-viewport"). */
const MIN_MAXIMUM_SCALE = 2;

export const viewportMeta = defineAudit({
  meta: {
    id: 'viewport-meta',
    category: 'Standards',
    title: 'Mobile viewport is set and zoom is allowed',
    description:
      'Lighthouse "viewport": without <meta name="viewport" content="width=device-width"> phones render the page at desktop width and shrink it; WCAG 2.2 SC 1.4.4 (Resize Text) also forbids blocking pinch-zoom with user-scalable=no or a maximum-scale below 2.',
    source: {
      name: 'Lighthouse: Has a <meta name="viewport"> tag with width or initial-scale',
      url: 'https://developer.chrome.com/docs/lighthouse/pwa/viewport',
    },
    requiredFacts: ['meta'],
  },
  run(facts) {
    const content = facts.meta.viewport?.trim() ?? '';
    if (content === '') {
      return {
        score: 0,
        findings: [
          {
            component: 'Viewport meta tag',
            problem:
              'The page has no <meta name="viewport">, so phones lay it out at about 980px wide and shrink it to fit.',
            action: 'Responsiveness',
            usercategory: 'Missing',
          },
        ],
        details: { viewport: null },
      };
    }
    const v = parseViewport(content);
    const findings: Finding[] = [];
    const deviceWidth = v.get('width') === 'device-width';
    if (!deviceWidth) {
      findings.push({
        component: 'Viewport meta tag',
        problem: `The viewport is "${content}" without width=device-width, so the layout does not follow the phone's width.`,
        action: 'Responsiveness',
        usercategory: 'Incomplete',
      });
    }
    const scalable = v.get('user-scalable');
    const maxScale = v.has('maximum-scale') ? Number.parseFloat(v.get('maximum-scale')!) : null;
    const zoomBlocked =
      scalable === 'no' ||
      scalable === '0' ||
      (maxScale !== null && Number.isFinite(maxScale) && maxScale < MIN_MAXIMUM_SCALE);
    if (zoomBlocked) {
      findings.push({
        component: 'Viewport meta tag',
        problem: `The viewport "${content}" stops visitors from pinch-zooming; remove user-scalable=no and any maximum-scale below ${MIN_MAXIMUM_SCALE}.`,
        action: 'Adjust',
        usercategory: 'Incomplete',
        reason:
          'WCAG 2.2 SC 1.4.4 (Resize Text) asks that text can be zoomed to 200%; axe-core flags user-scalable=no and maximum-scale below 2.',
      });
    }
    return {
      score: (deviceWidth ? 0.5 : 0) + (zoomBlocked ? 0 : 0.5),
      findings,
      details: { viewport: content, deviceWidth, zoomBlocked, maximumScale: maxScale },
    };
  },
});

import { plural } from '../shared/standards-format.js';
import { defineAudit } from '../types.js';
import { countScore } from '../shared/score-curves.js';

/** Errors at which the score reaches 0. */
const ZERO_AT = 5;
const QUOTED = 3;

function shorten(message: string, max = 120): string {
  const m = message.replace(/\s+/g, ' ').trim();
  return m.length > max ? `${m.slice(0, max - 1)}…` : m;
}

export const consoleErrors = defineAudit({
  meta: {
    id: 'console-errors',
    category: 'Standards',
    title: 'No errors in the browser console',
    description:
      'Lighthouse "errors-in-console": errors logged while the page loads point at broken scripts or requests, which often mean a widget, form or tracker silently does not work for visitors.',
    source: {
      name: 'Lighthouse: Browser errors were logged to the console',
      url: 'https://developer.chrome.com/docs/lighthouse/best-practices/errors-in-console',
    },
    requiredFacts: ['consoleErrors', 'failedRequests'],
  },
  run(facts) {
    // Our egress policy refuses some requests (private addresses); Chrome logs those as
    // network failures, which is not the site's fault.
    const blocked = facts.failedRequests.filter((r) => r.blockedByPolicy);
    let networkExcuses = blocked.length;
    const errors = facts.consoleErrors.filter((m) => {
      if (blocked.some((r) => m.includes(r.url))) return false;
      if (networkExcuses > 0 && /^Failed to load resource: net::/.test(m)) {
        networkExcuses--;
        return false;
      }
      return true;
    });
    const excluded = facts.consoleErrors.length - errors.length;
    const details = {
      errors: errors.length,
      excludedAsOurs: excluded,
      messages: errors.slice(0, 10).map((m) => shorten(m, 300)),
    };
    if (errors.length === 0) return { score: 1, findings: [], details };

    const distinct = [...new Set(errors.map((m) => shorten(m)))];
    const quoted = distinct
      .slice(0, QUOTED)
      .map((m) => `'${m}'`)
      .join('; ');
    const more = distinct.length > QUOTED ? ` and ${distinct.length - QUOTED} more` : '';
    return {
      score: countScore(errors.length, ZERO_AT),
      findings: [
        {
          component: 'Browser console',
          problem: `The page logs ${plural(errors.length, 'console error')} while loading: ${quoted}${more}.`,
          action: 'Smooth the user flow',
          usercategory: 'Incomplete',
        },
      ],
      details,
    };
  },
});

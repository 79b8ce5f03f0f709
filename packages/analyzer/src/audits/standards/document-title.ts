import type { PageFacts } from '@heroscope/schema';
import { quote } from '../shared/hero.js';
import { defineAudit } from '../types.js';

const IDEAL_MIN = 10;
const IDEAL_MAX = 60;
/**
 * Google cuts titles by pixel width (about 600px), which fits 60 to 70 characters depending on
 * the letters; only beyond this is truncation certain enough to report.
 */
const TRUNCATED_AFTER = 70;

/** Titles left by templates and frameworks that say nothing about the page. */
const GENERIC_TITLES = new Set([
  'home',
  'homepage',
  'home page',
  'untitled',
  'untitled document',
  'untitled page',
  'document',
  'index',
  'welcome',
  'new page',
  'page',
  'title',
  'website',
  'my website',
  'my site',
  'landing page',
  'react app',
  'vite app',
  'vite + react',
  'vite + react + ts',
  'create next app',
  'next.js',
]);

/** "example.com", "www.example.com" or "example": the domain alone is not a title. */
function isDomainAlone(title: string, finalUrl: string): boolean {
  let host: string;
  try {
    host = new URL(finalUrl).hostname.toLowerCase();
  } catch {
    return false;
  }
  const bare = host.replace(/^www\./, '');
  const name = bare.split('.')[0] ?? bare;
  const t = title
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/$/, '');
  return t === host || t === bare || t === name;
}

export function judgeTitle(facts: PageFacts): { score: number; problem: string | null } {
  const title = facts.meta.title?.replace(/\s+/g, ' ').trim() ?? '';
  if (title === '') return { score: 0, problem: null };
  const q = quote(title, 70);
  if (GENERIC_TITLES.has(title.toLowerCase()) || isDomainAlone(title, facts.finalUrl)) {
    return {
      score: 0.3,
      problem: `The title ${q} is generic: search results and browser tabs show it without saying what the page offers.`,
    };
  }
  if (title.length < IDEAL_MIN) {
    return {
      score: 0.7,
      problem: `The title ${q} is ${title.length} characters; ${IDEAL_MIN}–${IDEAL_MAX} leaves room to name the offer as well as the brand.`,
    };
  }
  if (title.length > TRUNCATED_AFTER) {
    return {
      score: 0.8,
      problem: `The title ${q} is ${title.length} characters; search results cut it off after about ${IDEAL_MAX}.`,
    };
  }
  return { score: 1, problem: null };
}

export const documentTitle = defineAudit({
  meta: {
    id: 'document-title',
    category: 'Standards',
    title: 'The page has a descriptive title',
    description:
      'Lighthouse "document-title" and WCAG 2.2 SC 2.4.2 (Page Titled): the title is the first thing people see in search results, tabs and bookmarks, and what screen readers announce first.',
    source: {
      name: 'Lighthouse: Document has a <title> element',
      url: 'https://developer.chrome.com/docs/lighthouse/accessibility/document-title',
    },
    requiredFacts: ['meta'],
  },
  run(facts) {
    const title = facts.meta.title?.replace(/\s+/g, ' ').trim() ?? '';
    if (title === '') {
      return {
        score: 0,
        findings: [
          {
            component: 'Page title',
            problem:
              'The page has no <title>: tabs and search results show its address instead of what it offers.',
            action: 'Add content',
            usercategory: 'Missing',
          },
        ],
        details: { title: null },
      };
    }
    const { score, problem } = judgeTitle(facts);
    return {
      score,
      findings: problem
        ? [
            {
              component: 'Page title',
              problem,
              action: 'Update content',
              usercategory: 'Incomplete',
            },
          ]
        : [],
      details: {
        title,
        length: title.length,
        idealLength: [IDEAL_MIN, IDEAL_MAX],
        reportedAbove: TRUNCATED_AFTER,
      },
    };
  },
});

/**
 * Expected audit outcomes per fixture page, in the style of axe-core's rule fixtures: each page
 * lists the audits that must flag it and the ones that must not. One shared Analyzer, real
 * Chromium, the fixture server on 127.0.0.1 (hence allowPrivate). The pages and their intended
 * flaws are documented in fixtures/pages/README.md.
 *
 * "Flags" means: score below 0.5, or at least one Incomplete/Missing finding (a 'Well
 * implemented' note is not a flag). An expectation that fails is an audit misjudging a page:
 * the assertion message says what the audit got.
 */
import type { AnalysisResult } from '@heroscope/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../src/analyze.js';
import { runPool } from '../src/cli/run-pool.js';
import { AUDIT_WEIGHTS } from '../src/score/weights.js';
import { startFixtureServer, type FixtureServer } from './fixture-server.js';

interface PageExpectation {
  page: string;
  /** Audits that must flag this page. */
  flags: string[];
  /** Audits that must not. */
  passes: string[];
}

// Every fixture is served over plain http from 127.0.0.1, a loopback development server that
// browsers treat as a secure context: `https` must not flag it (W3C Secure Contexts §3.1).
const EXPECTATIONS: PageExpectation[] = [
  {
    page: 'good-saas.html',
    flags: [],
    passes: [
      'browser-defaults',
      'https',
      'headline-present',
      'headline-specificity',
      'subheadline',
      'navigation-items',
      'placeholder-content',
      'cta-above-fold-desktop',
      'cta-above-fold-mobile',
      'dominant-cta',
      'cta-visual-weight',
      'cta-label-specificity',
      'trust-signals',
      'trust-near-cta',
      'overlay-on-load',
      'color-contrast',
      'image-alt',
      'html-lang',
      'single-h1',
      'viewport-meta',
      'mobile-overflow',
      'document-title',
      'meta-description',
      'open-graph',
      'favicon',
      'console-errors',
      'broken-resources',
      'largest-contentful-paint',
      'cumulative-layout-shift',
      'page-weight',
      'font-families',
      'tap-targets',
      'hero-image-not-lazy',
    ],
  },
  {
    page: 'good-product.html',
    flags: [],
    passes: [
      'https',
      'headline-present',
      'headline-specificity',
      'subheadline',
      'navigation-items',
      'placeholder-content',
      'cta-above-fold-desktop',
      'cta-above-fold-mobile',
      'cta-label-specificity',
      'trust-signals',
      'form-length',
      'form-labels',
      'overlay-on-load',
      'image-alt',
      'html-lang',
      'single-h1',
      'viewport-meta',
      'mobile-overflow',
      'document-title',
      'meta-description',
      'font-families',
    ],
  },
  {
    page: 'flawed-generic.html',
    flags: [
      'headline-specificity',
      'subheadline',
      'cta-label-specificity',
      'dominant-cta',
      'color-contrast',
      'navigation-items',
      'placeholder-content',
      'html-lang',
      'meta-description',
      'image-alt',
      'viewport-meta',
      'mobile-overflow',
      'tap-targets',
      'legible-font-size',
      'font-families',
      // 'Welcome to our website' stands where a headline should, but says nothing.
      'headline-present',
    ],
    passes: ['single-h1', 'overlay-on-load', 'form-length'],
  },
  {
    page: 'flawed-conversion.html',
    flags: [
      'cta-above-fold-desktop',
      'cta-above-fold-mobile',
      'overlay-on-load',
      'form-length',
      'trust-signals',
      'hero-image-not-lazy',
      'image-quality',
    ],
    passes: ['headline-present', 'html-lang', 'viewport-meta', 'single-h1', 'placeholder-content'],
  },
  {
    // The hero fades in after 600 ms behind a preloader: it must be judged as visible.
    page: 'fade-in-hero.html',
    flags: [],
    passes: [
      'https',
      'headline-present',
      'text-above-fold',
      'cta-above-fold-desktop',
      'overlay-on-load',
      // Caught mid-fade, the text would be paler than its final colour.
      'color-contrast',
    ],
  },
  {
    page: 'lazy-reveal.html',
    flags: [],
    passes: ['headline-present', 'overlay-on-load', 'html-lang', 'image-alt'],
  },
  {
    // alert/confirm/prompt are dismissed and the analysis completes.
    page: 'dialogs.html',
    flags: [],
    passes: ['headline-present', 'html-lang'],
  },
  {
    // French copy under a template's lang="en": judged as French, in French.
    page: 'flawed-french.html',
    flags: ['headline-specificity', 'cta-label-specificity', 'html-lang'],
    passes: ['headline-present', 'placeholder-content', 'single-h1', 'viewport-meta'],
  },
  {
    // Tutorial scaffolding left as it was: placeholder work, and Clarity says so.
    page: 'scaffold-template.html',
    // Its headline, 'Welcome to our website', is placeholder copy: no headline at all.
    flags: ['placeholder-content', 'headline-specificity', 'headline-present'],
    passes: ['html-lang', 'viewport-meta'],
  },
  {
    // Persian lorem ipsum under a real headline.
    page: 'filler-persian.html',
    flags: ['placeholder-content'],
    passes: ['headline-present', 'viewport-meta'],
  },
  {
    page: 'console-errors.html',
    flags: ['console-errors', 'broken-resources'],
    passes: ['html-lang', 'viewport-meta', 'headline-present'],
  },
  {
    // A loading screen whose script never takes it down: the visitor sees it and nothing else.
    page: 'stuck-loader.html',
    flags: ['overlay-on-load', 'headline-present', 'cta-above-fold-desktop'],
    passes: ['html-lang'],
  },
  {
    // The call to action is a link a script opens, with no address: a control all the same.
    page: 'scripted-controls.html',
    flags: [],
    passes: ['cta-above-fold-desktop', 'cta-above-fold-mobile', 'headline-present'],
  },
  {
    // A heading with its subtitle inside, in smaller type: the headline is the first line only.
    page: 'heading-subtitle.html',
    flags: [],
    passes: ['headline-length', 'subheadline', 'headline-specificity'],
  },
  {
    // A menu left in the browser's list style (its framework stylesheet is gone).
    page: 'bulleted-menu.html',
    flags: ['browser-defaults', 'styles-applied'],
    passes: ['headline-present', 'font-families'],
  },
  {
    // A picture without reserved space above the headline: on a slow connection the text is
    // painted first and pushed down when the picture arrives, every run alike.
    page: 'unsized-hero-image.html',
    flags: ['cumulative-layout-shift'],
    passes: ['headline-present', 'broken-resources', 'viewport-meta'],
  },
  {
    // Install lines whose markup is set as code inside a sentence, one of them highlighted token
    // by token: code, not broken copy.
    page: 'code-snippet.html',
    flags: [],
    passes: ['placeholder-content', 'hero-finished', 'headline-specificity'],
  },
];

/** Pages that are placeholder work through and through. */
const PLACEHOLDER_WORK = new Set(['scaffold-template.html', 'flawed-generic.html']);

interface Verdict {
  flagged: boolean;
  status: string;
  summary: string;
}

function verdict(result: AnalysisResult, id: string): Verdict {
  const audit = result.audits.find((a) => a.id === id);
  if (!audit) return { flagged: false, status: 'missing', summary: `${id} did not run` };
  const findings = result.opportunities.filter(
    (o) => o.auditId === id && o.usercategory !== 'Well implemented',
  );
  const flagged = (audit.score !== null && audit.score < 0.5) || findings.length > 0;
  const problems = findings.map((f) => `${f.usercategory}: ${f.problem}`).join(' | ');
  return {
    flagged,
    status: audit.status,
    summary:
      `${id} got status ${audit.status}, score ${audit.score}` +
      `${audit.error ? `, error ${audit.error}` : ''}, ${findings.length} finding(s)` +
      `${problems ? `: ${problems}` : ''}; details ${JSON.stringify(audit.details)}`,
  };
}

const registered = new Set(Object.values(AUDIT_WEIGHTS).flatMap((w) => Object.keys(w)));
let server: FixtureServer;
let analyzer: Analyzer;
const results = new Map<string, AnalysisResult>();
const failures = new Map<string, string>();

beforeAll(async () => {
  server = await startFixtureServer();
  analyzer = await createAnalyzer({ allowPrivate: true });
  await runPool(EXPECTATIONS, 2, async ({ page }) => {
    try {
      results.set(page, await analyzer.analyze(server.url(`/${page}`)));
    } catch (error) {
      failures.set(page, error instanceof Error ? error.message : String(error));
    }
  });
}, 240_000);

afterAll(async () => {
  await analyzer?.close();
  await server?.close();
});

it('names only registered audits', () => {
  const unknown = EXPECTATIONS.flatMap((e) => [...e.flags, ...e.passes]).filter(
    (id) => !registered.has(id),
  );
  expect(unknown).toEqual([]);
});

describe.each(EXPECTATIONS)('$page', ({ page, flags, passes }) => {
  const result = () => {
    const r = results.get(page);
    if (!r) throw new Error(`${page} was not analysed: ${failures.get(page) ?? 'unknown'}`);
    return r;
  };

  it('runs every registered audit without an error', () => {
    const r = result();
    expect(r.audits.map((a) => a.id).sort()).toEqual([...registered].sort());
    const errored = r.audits.filter((a) => a.status === 'error').map((a) => `${a.id}: ${a.error}`);
    expect(errored).toEqual([]);
  });

  it('explains every point each category loses by its opportunities', () => {
    const r = result();
    for (const { label, value } of r.scores) {
      const explained = r.opportunities
        .filter((o) => o.metric === label && o.usercategory !== 'Well implemented')
        .reduce((sum, o) => sum + (o.points ?? 0), 0);
      // Scores are whole numbers and points have one decimal: a point of rounding either way.
      expect(
        Math.abs(100 - value - explained),
        `${page} ${label}: ${value}, explained ${explained}`,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('scores placeholder work low on Clarity, as a designer would', () => {
    if (!PLACEHOLDER_WORK.has(page)) return;
    const clarity = result().scores.find((s) => s.label === 'Clarity')!.value;
    expect(clarity, `${page} Clarity`).toBeLessThanOrEqual(50);
  });

  it.each(flags)('is flagged by %s', (id) => {
    const v = verdict(result(), id);
    expect(v.flagged, `${page}: expected a flag; ${v.summary}`).toBe(true);
  });

  it.each(passes)('is not flagged by %s', (id) => {
    const v = verdict(result(), id);
    expect(v.status, `${page}: ${v.summary}`).not.toBe('error');
    expect(v.flagged, `${page}: expected no flag; ${v.summary}`).toBe(false);
  });
});

import { ACTION_LABELS, FACT_KEYS } from '@heroscope/schema';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDIT_WEIGHTS } from '../../score/weights.js';
import {
  form,
  formField,
  heading,
  image,
  interactive,
  makeFacts,
  navigation,
  text,
} from '../shared/test-facts.js';
import { standardsAudits } from './index.js';

/** A page with a bit of everything wrong, so every audit has something to say. */
function messyPage() {
  return makeFacts({
    finalUrl: 'http://example.com/',
    meta: {
      title: 'Home',
      description: null,
      viewport: null,
      lang: null,
      favicon: null,
      openGraph: {},
    },
    desktop: {
      texts: [
        text({ id: 't-start', text: 'Start today', color: '#aaaaaa' }),
        text({ id: 't-menu', text: 'Pricing and plans', drawnOver: 't-start' }),
      ],
      headings: [heading({ level: 2 }), heading({ level: 4 })],
      interactives: [
        interactive({ text: '', accessibleName: '' }),
        interactive({ id: 'i-menu', text: 'Pricing' }),
      ],
      images: [
        image({
          alt: null,
          loading: 'lazy',
          naturalWidth: 5000,
          naturalHeight: 4000,
          bytes: 3_000_000,
        }),
      ],
      forms: [form({ fields: [formField({ label: null })] })],
      navigation: [navigation({ itemIds: ['i-menu'], bulleted: true })],
    },
    mobile: { texts: [text({ fontSize: 10 })], interactives: [interactive()] },
    mobileLayout: { horizontalOverflow: true, overflowPx: 40, smallTapTargets: [] },
    consoleErrors: ['Uncaught ReferenceError: x is not defined'],
    failedRequests: [
      {
        url: 'https://example.com/a.js',
        resourceType: 'script',
        status: 500,
        errorText: '',
        blockedByPolicy: false,
      },
    ],
  });
}

describe('standards audits', () => {
  it('registers exactly the audits weighted in the Standards section, one file each', () => {
    const ids = standardsAudits.map((a) => a.meta.id);
    expect([...ids].sort()).toEqual(Object.keys(AUDIT_WEIGHTS.Standards).sort());
    const files = readdirSync(new URL('.', import.meta.url)).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts',
    );
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual([...ids].sort());
    for (const a of standardsAudits) {
      expect(a.meta.category).toBe('Standards');
      expect(a.meta.source.url).toMatch(/^https:\/\//);
      for (const k of a.meta.requiredFacts) expect(FACT_KEYS).toContain(k);
    }
  });

  it('produce valid, deterministic products on a messy page', () => {
    for (const audit of standardsAudits) {
      const first = audit.run(messyPage());
      const second = audit.run(messyPage());
      // Ids from the builders differ between the two pages; everything else must match.
      const strip = (p: typeof first) =>
        JSON.parse(JSON.stringify(p).replace(/"(?:t|h|i|img|f|form|nav|ov)\d+"/g, '"id"'));
      expect(strip(second), audit.meta.id).toEqual(strip(first));

      if (first.score !== null) {
        expect(first.score).toBeGreaterThanOrEqual(0);
        expect(first.score).toBeLessThanOrEqual(1);
      }
      expect(first.findings.length, audit.meta.id).toBeLessThanOrEqual(5);
      for (const f of first.findings) {
        expect(ACTION_LABELS, audit.meta.id).toContain(f.action);
        if (f.usercategory === 'Missing') expect(f.target, audit.meta.id).toBeUndefined();
        expect(f.problem.length).toBeGreaterThan(10);
      }
    }
  });

  it('all find something wrong on the messy page', () => {
    const silent = standardsAudits
      .filter(
        (a) =>
          ![
            'cumulative-layout-shift',
            'largest-contentful-paint',
            'page-weight',
            'aria-violations',
            'tap-targets',
          ].includes(a.meta.id),
      )
      .filter((a) => a.run(messyPage()).findings.length === 0)
      .map((a) => a.meta.id);
    expect(silent).toEqual([]);
  });
});

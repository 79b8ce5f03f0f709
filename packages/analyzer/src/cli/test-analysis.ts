/**
 * A hand-made AnalysisResult for the formatter tests (no browser). Its page text is hostile on
 * purpose: markup, script, Markdown links and quotes, as a real page could hold.
 */
import type { AnalysisResult } from '@heroscope/schema';

/** A 1×1 PNG. */
export const TINY_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const HOSTILE_TEXT = '<script>alert("x")</script><img src=x onerror=alert(1)>';
export const HOSTILE_MARKDOWN = '[click me](javascript:alert(1)) **bold** `code` | pipe';

export function makeAnalysis(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  return {
    websiteContent: { image: TINY_PNG_DATA_URL, alt: 'original page' },
    scores: [
      { label: 'Standards', value: 81 },
      { label: 'Clarity', value: 62 },
      { label: 'Conversion', value: 0 },
      { label: 'Design', value: 71 },
    ],
    questions: [
      {
        text: `Which action matters most? ${HOSTILE_TEXT}`,
        impact: 'Affects your Conversion score: the primary CTA should match it.',
        options: ['Start your free trial', 'Book a demo', HOSTILE_MARKDOWN, 'Other'],
      },
      {
        text: 'Who is the page for?',
        impact: 'Affects your Clarity score.',
        options: ['Founders', 'Designers', 'Other'],
      },
    ],
    opportunities: [
      {
        metric: 'Clarity',
        component: 'Hero headline',
        problem: `The headline '${HOSTILE_TEXT}' says nothing about what you offer.`,
        action: 'Clarify value',
        reason: 'NN/g: users decide in about 10 seconds whether to stay.',
        usercategory: 'Incomplete',
        marker: [25.5, 8.25],
        status: '',
        points: 12.4,
        auditId: 'headline-specificity',
      },
      {
        metric: 'Standards',
        component: 'Sub-headline text',
        problem: `Contrast 2.1:1 is below 4.5:1 on "${HOSTILE_MARKDOWN}".`,
        action: 'Update colors',
        reason: 'WCAG 2.2 SC 1.4.3 asks for 4.5:1.',
        usercategory: 'Incomplete',
        // Samples hold out-of-range markers; the viewer clamps.
        marker: [1220, -5],
        status: 'Low confidence',
        resources: [{ name: 'WebAIM contrast checker', why: 'Check a colour pair.' }],
        points: 6,
        auditId: 'color-contrast',
      },
      {
        metric: 'Conversion',
        component: 'Trust signals',
        problem: 'No logos, testimonials, ratings or usage numbers anywhere on the page.',
        action: 'Lacking trust',
        reason: 'Baymard: social proof reassures first-time visitors.',
        usercategory: 'Missing',
        marker: null,
        status: '',
        points: 3.25,
        auditId: 'trust-signals',
      },
      {
        metric: 'Design',
        component: 'Typography',
        problem: 'Two font families, used consistently.',
        action: 'Well executed',
        reason: 'Fewer families read as one voice.',
        usercategory: 'Well implemented',
        status: '',
        points: 0,
        auditId: 'font-families',
      },
    ],
    brandIntelligence: {
      colorScheme: [
        { color: '#ffffff', name: 'Background' },
        { color: '#4f46e5', name: 'Primary' },
      ],
      typography: [{ size: '56px', text: `Ship faster ${HOSTILE_TEXT}`, className: 'Inter 700' }],
      insights: [
        { title: 'Product Overview', icon: 'book', content: `A tool ${HOSTILE_MARKDOWN}` },
      ],
      goals: [],
    },
    meta: {
      url: 'https://example.com/',
      finalUrl: 'https://www.example.com/',
      analyzedAt: '2026-11-22T01:00:00.000Z',
      durationMs: 1234,
      engine: { name: 'heroscope', version: '0.1.0' },
    },
    audits: [
      {
        id: 'headline-specificity',
        category: 'Clarity',
        title: 'Headline says what you offer',
        score: 0.2,
        weight: 5,
        status: 'fail',
        details: {},
      },
      {
        id: 'color-contrast',
        category: 'Standards',
        title: 'Text contrast',
        score: 0.6,
        weight: 8,
        status: 'fail',
        details: { worstRatio: 2.1 },
      },
      {
        id: 'font-families',
        category: 'Design',
        title: 'Font families',
        score: 1,
        weight: 4,
        status: 'pass',
        details: {},
      },
      {
        id: 'console-errors',
        category: 'Standards',
        title: 'No console errors',
        score: null,
        weight: 2,
        status: 'error',
        details: {},
        error: `boom ${HOSTILE_TEXT}`,
      },
    ],
    ...overrides,
  };
}

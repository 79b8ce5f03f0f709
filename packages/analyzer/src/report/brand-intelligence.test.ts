import { brandIntelligenceSchema } from '@heroscope/schema';
import { describe, expect, it } from 'vitest';
import {
  heading,
  interactive,
  makeFacts,
  paintedColor,
  text,
} from '../audits/shared/test-facts.js';
import { buildBrandIntelligence, primaryFontFamily } from './brand-intelligence.js';

const hero = [
  text({
    text: 'Invoicing that gets you paid',
    fontSize: 56,
    fontWeight: 700,
    fontFamily: '"Inter", system-ui, sans-serif',
    rect: { x: 100, y: 150, width: 900, height: 60 },
  }),
  text({
    text: 'Send invoices in a minute, built for freelancers and small agencies.',
    fontSize: 20,
    fontWeight: 400,
    fontFamily: 'Inter',
    rect: { x: 100, y: 230, width: 900, height: 30 },
  }),
];

describe('buildBrandIntelligence', () => {
  it('names colours by role from what is painted', () => {
    const bi = buildBrandIntelligence(
      makeFacts({
        desktop: {
          pageBackground: '#fafafa',
          interactives: [interactive({ backgroundColor: '#4f46e5' })],
          paintedColors: [
            paintedColor({ color: '#fafafa', area: 5_000_000 }),
            paintedColor({ color: '#1f2937', area: 300_000, uses: ['text'] }),
            paintedColor({ color: '#4f46e5', area: 60_000, uses: ['button'] }),
            paintedColor({ color: '#fde68a', area: 200_000, uses: ['background'] }),
            paintedColor({ color: '#10b981', area: 20_000, uses: ['border'] }),
            paintedColor({ color: '#f43f5e', area: 5_000, uses: ['icon'] }),
          ],
        },
      }),
    );
    expect(bi.colorScheme).toEqual([
      { color: '#fafafa', name: 'Background' },
      { color: '#1f2937', name: 'Text' },
      { color: '#4f46e5', name: 'Primary' },
      { color: '#fde68a', name: 'Secondary' },
      { color: '#10b981', name: 'Accent' },
      { color: '#f43f5e', name: 'Icon' },
    ]);
    expect(() => brandIntelligenceSchema.parse(bi)).not.toThrow();
  });

  it('takes the text colour from the words on the page, not white button labels', () => {
    const bi = buildBrandIntelligence(
      makeFacts({
        desktop: {
          texts: [text({ text: 'A long paragraph of body copy in dark grey.', color: '#374151' })],
          paintedColors: [
            paintedColor({ color: '#ffffff', area: 5_000_000, uses: ['background', 'text'] }),
            paintedColor({ color: '#374151', area: 40_000, uses: ['text'] }),
          ],
        },
      }),
    );
    expect(bi.colorScheme.find((c) => c.name === 'Text')).toEqual({
      color: '#374151',
      name: 'Text',
    });
  });

  it('does not call a near-black an accent', () => {
    const bi = buildBrandIntelligence(
      makeFacts({
        desktop: {
          paintedColors: [paintedColor({ color: '#111827', area: 50_000, uses: ['background'] })],
        },
      }),
    );
    expect(bi.colorScheme.map((c) => c.name)).toEqual(['Background']);
  });

  it('skips roles it cannot find', () => {
    const bi = buildBrandIntelligence(makeFacts());
    expect(bi.colorScheme.map((c) => c.name)).toEqual(['Background']);
    expect(bi.typography).toEqual([]);
  });

  it('reports the real headline and sub-headline typography', () => {
    const bi = buildBrandIntelligence(makeFacts({ desktop: { texts: hero } }));
    expect(bi.typography).toEqual([
      { size: '56px', text: 'Invoicing that gets you paid', className: 'Inter 700' },
      { size: '20px', text: hero[1]!.text, className: 'Inter 400' },
    ]);
  });

  it("composes insights only from the page's own words", () => {
    const bi = buildBrandIntelligence(
      makeFacts({
        meta: { description: 'Send invoices in a minute and get paid twice as fast.' },
        desktop: {
          texts: hero,
          headings: [
            heading({
              level: 2,
              text: 'Recurring invoices',
              rect: { x: 100, y: 1200, width: 500, height: 40 },
            }),
            heading({
              level: 2,
              text: 'Online payments',
              rect: { x: 100, y: 1600, width: 500, height: 40 },
            }),
          ],
        },
      }),
    );
    expect(bi.insights.map((i) => [i.title, i.icon])).toEqual([
      ['Product Overview', 'book'],
      ['Key Benefits', 'check-circle'],
      ['Primary Users', 'user'],
    ]);
    expect(bi.insights[0]!.content).toBe(
      'The headline says "Invoicing that gets you paid". The sub-headline adds "Send invoices in a minute, built for freelancers and small agencies.". The meta description reads "Send invoices in a minute and get paid twice as fast.".',
    );
    expect(bi.insights[1]!.content).toBe(
      `The page's section headings list: "Recurring invoices"; "Online payments".`,
    );
    expect(bi.insights[2]!.content).toBe(
      'The page says it is for "freelancers and small agencies".',
    );
    expect(bi.goals).toEqual([]);
  });

  it('says so when the page is silent', () => {
    const bi = buildBrandIntelligence(makeFacts({ meta: { title: null, description: null } }));
    expect(bi.insights[0]!.content).toBe(
      'The page does not state what it offers in a headline or description.',
    );
    expect(bi.insights[2]!.content).toBe('The page does not say who it is for.');
  });

  it('takes the first family of a font stack', () => {
    expect(primaryFontFamily(`'Playfair Display', Georgia, serif`)).toBe('Playfair Display');
  });
});

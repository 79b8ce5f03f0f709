/**
 * A well-built hero for clarity and design audit tests: each test overrides only the part it
 * judges. Built on the hand-made facts builders (no browser).
 */
import type { Interactive, TextElement } from '@heroscope/schema';
import { interactive, text } from './test-facts.js';

export interface GoodHero {
  headline: TextElement;
  subheadline: TextElement;
  body: TextElement;
  cta: Interactive;
}

export function goodHero(
  o: {
    headline?: Partial<TextElement>;
    subheadline?: Partial<TextElement>;
    body?: Partial<TextElement>;
    cta?: Partial<Interactive>;
  } = {},
): GoodHero {
  return {
    headline: text({
      tag: 'h1',
      text: 'Send invoices in a minute and get paid twice as fast',
      fontSize: 48,
      fontWeight: 700,
      lineHeight: 56,
      rect: { x: 120, y: 160, width: 640, height: 112 },
      selector: 'main h1',
      ...o.headline,
    }),
    subheadline: text({
      text: 'Acme is the invoicing tool for freelancers: create, send and chase invoices without spreadsheets.',
      fontSize: 20,
      lineHeight: 30,
      rect: { x: 120, y: 296, width: 560, height: 60 },
      ...o.subheadline,
    }),
    body: text({
      text: 'Over 20,000 designers, writers and developers use Acme to keep their cash flow healthy. Set up takes two minutes and your first ten invoices are free.',
      fontSize: 16,
      lineHeight: 24,
      rect: { x: 120, y: 380, width: 560, height: 72 },
      ...o.body,
    }),
    cta: interactive({ rect: { x: 120, y: 480, width: 180, height: 48 }, ...o.cta }),
  };
}

export function heroTextsOf(h: GoodHero): TextElement[] {
  return [h.headline, h.subheadline, h.body];
}

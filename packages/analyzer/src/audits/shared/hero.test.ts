import { describe, expect, it } from 'vitest';
import { findCtas, findHeadline, findPrimaryCta, findSubheadline, heroTexts } from './hero.js';
import { interactive, makeFacts, overlay, text } from './test-facts.js';

/** A page whose newsletter pop-up holds a bigger title and a heavier button than the hero. */
function pageWithPopup(kind: 'dialog' | 'sticky' = 'dialog') {
  const popup = overlay({
    kind,
    selector: 'div.newsletter',
    rect: { x: 420, y: 200, width: 600, height: 400 },
  });
  const headline = text({
    tag: 'h1',
    text: 'Send invoices in a minute',
    fontSize: 40,
    fontWeight: 700,
    rect: { x: 120, y: 120, width: 560, height: 48 },
  });
  const sub = text({
    text: 'The invoicing tool for freelancers, without spreadsheets.',
    fontSize: 20,
    rect: { x: 120, y: 180, width: 560, height: 30 },
  });
  const popupTitle = text({
    text: 'Get 10% off your first order',
    fontSize: 56,
    fontWeight: 800,
    rect: { x: 460, y: 240, width: 520, height: 64 },
    selector: 'div.newsletter h2',
  });
  const start = interactive({
    text: 'Start free trial',
    rect: { x: 120, y: 240, width: 180, height: 48 },
  });
  const subscribe = interactive({
    text: 'Subscribe',
    rect: { x: 520, y: 480, width: 400, height: 64 },
    selector: 'div > button',
  });
  const facts = makeFacts({
    desktop: {
      overlays: [popup],
      texts: [headline, sub, popupTitle],
      interactives: [start, subscribe],
    },
  });
  return { vf: facts.desktop, headline, sub, start };
}

describe('hero finders and pop-ups', () => {
  it('ignore the title and button of a pop-up shown over the hero', () => {
    const { vf, headline, sub, start } = pageWithPopup();
    expect(heroTexts(vf).map((t) => t.text)).not.toContain('Get 10% off your first order');
    expect(findHeadline(vf)?.id).toBe(headline.id);
    expect(findSubheadline(vf, headline)?.id).toBe(sub.id);
    expect(findCtas(vf).map((c) => c.text)).toEqual(['Start free trial']);
    expect(findPrimaryCta(vf)?.id).toBe(start.id);
  });

  it('still read what a sticky bar holds, which is part of the page', () => {
    const { vf } = pageWithPopup('sticky');
    expect(findHeadline(vf)?.text).toBe('Get 10% off your first order');
    expect(findPrimaryCta(vf)?.text).toBe('Subscribe');
  });
});

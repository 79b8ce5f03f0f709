import { describe, expect, it } from 'vitest';
import {
  findCtas,
  findHeadline,
  findPrimaryCta,
  findSubheadline,
  heroTexts,
  inTopBar,
  looksLikeButton,
} from './hero.js';
import { image, interactive, makeFacts, overlay, text } from './test-facts.js';

const r = (y: number, height: number) => ({ x: 120, y, width: 600, height });

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

describe('findCtas', () => {
  it('counts no control whose label is only an emoji or a symbol', () => {
    // A chat bubble, a close button, a real action and a step counter.
    const controls = (
      [
        ['💬', { x: 1340, y: 800, width: 60, height: 60 }],
        ['×', { x: 1300, y: 200, width: 48, height: 48 }],
        ['Order for pickup', { x: 120, y: 420, width: 220, height: 52 }],
        ['3 ✓', { x: 400, y: 420, width: 60, height: 52 }],
      ] as const
    ).map(([text, rect], n) => interactive({ id: `i${n + 1}`, text, rect }));
    const vf = makeFacts({ desktop: { interactives: controls } }).desktop;
    expect(findCtas(vf).map((c) => c.text)).toEqual(['Order for pickup', '3 ✓']);
    expect(findPrimaryCta(vf)?.id).toBe('i3');
  });
});

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

  describe('findHeadline reads the headline as visitors do', () => {
    const vfOf = (texts: ReturnType<typeof text>[]) => makeFacts({ desktop: { texts } }).desktop;

    it('skips a number alone, however large (a countdown, a version badge)', () => {
      const counter = text({ tag: 'span', text: '12', fontSize: 50, rect: r(800, 600) });
      const title = text({ tag: 'h1', text: 'Build something in 36 hours', fontSize: 40 });
      expect(findHeadline(vfOf([counter, title]))?.text).toBe('Build something in 36 hours');
      expect(findHeadline(vfOf([counter]))).toBeNull();
    });

    it("skips a statistic's figure with a short unit ('48h', '10k+', '2 KB', '$29')", () => {
      const title = text({ tag: 'h1', text: 'Private liability for company debts?', fontSize: 34 });
      for (const figure of ['48h', '10k+', '2 KB', '$29', '4.9★']) {
        const stat = text({ tag: 'div', text: figure, fontSize: 48, rect: r(800, 600) });
        expect(findHeadline(vfOf([stat, title]))?.text, figure).toBe(title.text);
      }
      // Words stay words: a short name or a word with a number is a headline.
      const name = text({ tag: 'h1', text: 'Bold Brew', fontSize: 56 });
      expect(findHeadline(vfOf([name, title]))?.text).toBe('Bold Brew');
      const ranked = text({ tag: 'h1', text: '24 hours of code', fontSize: 56 });
      expect(findHeadline(vfOf([ranked, title]))?.text).toBe('24 hours of code');
    });

    it('prefers a heading tag to other text of the same size', () => {
      const badge = text({ tag: 'div', text: 'Version five', fontSize: 100, fontWeight: 400 });
      const h1 = text({ tag: 'h1', text: 'Papa Parse', fontSize: 100, fontWeight: 300 });
      expect(findHeadline(vfOf([badge, h1]))?.text).toBe('Papa Parse');
    });

    it('joins a headline set as one element per line into one headline', () => {
      const line = (t: string, y: number) =>
        text({ tag: 'span', text: t, fontSize: 90, fontWeight: 500, rect: r(y, 100) });
      const sub = text({
        text: 'Millions of companies use it to accept payments',
        rect: r(420, 30),
      });
      // A phone mockup beside the headline puts its own text between the headline's lines.
      const mockup = text({
        text: 'Or pay with card',
        rect: { x: 1000, y: 240, width: 120, height: 20 },
      });
      const vf = vfOf([
        line('Financial', 100),
        mockup,
        line('infrastructure', 190),
        line('for the internet', 280),
        sub,
      ]);
      const headline = findHeadline(vf)!;
      expect(headline.text).toBe('Financial infrastructure for the internet');
      expect(headline.rect).toMatchObject({ y: 100, height: 280 });
      expect(findSubheadline(vf, headline)?.text).toBe(sub.text);
    });

    it('does not join a differently styled line below the headline', () => {
      const h1 = text({ tag: 'h1', text: 'Send invoices fast', fontSize: 48, rect: r(100, 56) });
      const kicker = text({ text: 'New', fontSize: 48, fontWeight: 800, rect: r(160, 56) });
      expect(findHeadline(vfOf([h1, kicker]))?.text).toBe('Send invoices fast');
    });
  });

  describe('looksLikeButton', () => {
    it('takes a padded, filled inline link for the button it looks like', () => {
      const inline = interactive({
        buttonLike: false,
        backgroundColor: '#000000',
        surroundingColor: '#a8d2e7',
        rect: { x: 0, y: 500, width: 245, height: 45 },
      });
      expect(looksLikeButton(inline)).toBe(true);
      const makeFactsVf = makeFacts({ desktop: { interactives: [inline] } }).desktop;
      expect(findPrimaryCta(makeFactsVf)?.id).toBe(inline.id);
    });

    it('leaves a highlighted word and an unfilled link alone', () => {
      const highlight = interactive({
        buttonLike: false,
        rect: { x: 0, y: 500, width: 80, height: 22 },
      });
      const plain = interactive({ buttonLike: false, backgroundColor: '#ffffff' });
      expect(looksLikeButton(highlight)).toBe(false);
      expect(looksLikeButton(plain)).toBe(false);
    });
  });

  describe('a hero inside <header>', () => {
    it("takes a header's button below the top bar for the hero's own", () => {
      const login = interactive({
        text: 'Log in',
        region: 'header',
        rect: { x: 1200, y: 24, width: 100, height: 40 },
      });
      const start = interactive({
        text: 'Start free',
        region: 'header',
        rect: { x: 200, y: 560, width: 280, height: 70 },
      });
      expect(inTopBar(login)).toBe(true);
      expect(inTopBar(start)).toBe(false);
      const vf = makeFacts({ desktop: { interactives: [login, start] } }).desktop;
      expect(findPrimaryCta(vf)?.id).toBe(start.id);
    });
  });
});

describe('findCtas and pictures of words', () => {
  it("reads an app-store badge's words as its label, but not an icon's", () => {
    const badge = interactive({
      id: 'i1',
      text: '',
      accessibleName: 'Download on the App Store',
      rect: { x: 120, y: 600, width: 180, height: 60 },
    });
    const icon = interactive({
      id: 'i2',
      text: '',
      accessibleName: 'Chat with us',
      rect: { x: 1340, y: 800, width: 56, height: 56 },
    });
    const vf = makeFacts({
      desktop: {
        interactives: [badge, icon],
        images: [
          image({ inInteractiveId: 'i1', alt: 'Download on the App Store', rect: badge.rect }),
          image({ inInteractiveId: 'i2', alt: 'Chat', rect: icon.rect }),
        ],
      },
    }).desktop;
    expect(findCtas(vf).map((c) => [c.id, c.text])).toEqual([['i1', 'Download on the App Store']]);
    expect(findPrimaryCta(vf)?.text).toBe('Download on the App Store');
  });
});

describe('findCtas and the way home', () => {
  it("leaves out the top bar's link back to the page itself, however boxed", () => {
    const logo = interactive({
      id: 'i1',
      text: 'Copperwell',
      region: 'nav',
      selfLink: true,
      rect: { x: 32, y: 16, width: 160, height: 44 },
    });
    const signIn = interactive({
      id: 'i2',
      text: 'Sign in',
      region: 'nav',
      rect: { x: 1200, y: 16, width: 100, height: 44 },
    });
    // The same link in the hero ("Back to top" set as a button) is the page's own business.
    const heroSelf = interactive({ id: 'i3', text: 'See how it works', selfLink: true });
    const vf = makeFacts({ desktop: { interactives: [logo, signIn, heroSelf] } }).desktop;
    expect(findCtas(vf).map((c) => c.id)).toEqual(['i2', 'i3']);
  });
});

describe('findHeadline and figures', () => {
  it("reads a word set beside a huge figure as the figure's label, not as the headline", () => {
    const headline = text({
      tag: 'h2',
      text: 'Become your own bank. It is simple.',
      fontSize: 32,
      fontWeight: 700,
      rect: { x: 220, y: 137, width: 300, height: 73 },
    });
    const upTo = text({
      tag: 'span',
      text: 'up to',
      fontSize: 48,
      fontWeight: 700,
      rect: { x: 823, y: 148, width: 100, height: 43 },
    });
    const figure = text({
      tag: 'h1',
      text: '32%',
      fontSize: 156,
      fontWeight: 700,
      rect: { x: 930, y: 120, width: 319, height: 188 },
    });
    const vf = makeFacts({ desktop: { texts: [headline, upTo, figure] } }).desktop;
    expect(findHeadline(vf)?.id).toBe(headline.id);
    // Alone on its line, the same words are a headline like any other.
    const alone = makeFacts({
      desktop: { texts: [headline, { ...upTo, rect: { ...upTo.rect, y: 400 } }, figure] },
    }).desktop;
    expect(findHeadline(alone)?.id).toBe(upTo.id);
  });
});

describe('findSubheadline', () => {
  it('finds a Chinese sub-headline, whose words have no spaces between them', () => {
    const headline = text({ tag: 'h1', text: 'Process Viewer', fontSize: 56, rect: r(160, 70) });
    const sub = text({
      tag: 'p',
      text: '一款原生 macOS 应用，用于查看和监控系统进程，支持层级树状显示。',
      fontSize: 20,
      rect: r(260, 30),
    });
    const facts = makeFacts({ desktop: { texts: [headline, sub] } });
    expect(findSubheadline(facts.desktop, headline)?.id).toBe(sub.id);
  });
});

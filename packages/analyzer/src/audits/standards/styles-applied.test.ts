import { describe, expect, it } from 'vitest';
import {
  interactive,
  makeFacts,
  navigation,
  text,
  unstyledPage,
  unstyledTexts,
} from '../shared/test-facts.js';
import { browserDefaults } from '../design/browser-defaults.js';
import { stylesApplied } from './styles-applied.js';

describe('styles-applied', () => {
  it("fails a page in the browser's fallback rendering and names the stylesheet that failed", () => {
    const facts = unstyledPage();
    const product = stylesApplied.run(facts);
    expect(product.score).toBe(0);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]).toMatchObject({
      component: 'Stylesheet',
      problem:
        "The page's styles do not apply: 100% of its text shows the browser's built-in typeface and colours, so every screen gets the browser's fallback layout instead of the page's, and visitors see a broken page. Its stylesheet (quillmoor.example/…/main.css) did not load (HTTP 404).",
      action: 'Update content',
      usercategory: 'Incomplete',
      target: { viewport: 'desktop' },
    });
    // Design names how it looks, under its own name: one cause, a card in each category.
    expect(browserDefaults.run(facts).findings.map((f) => f.component)).toEqual(['Page styles']);
  });

  it('names a menu left as a bulleted list at half the cost, on the viewport where it shows', () => {
    const items = ['Kontakt', 'Über mich', 'Termin'].map((t) => interactive({ text: t }));
    const menu = navigation({ itemIds: items.map((i) => i.id), bulleted: true });
    const product = stylesApplied.run(
      makeFacts({
        desktop: { texts: [text(), text()] },
        mobile: { texts: [text()], interactives: items, navigation: [menu] },
      }),
    );
    expect(product.score).toBe(0.5);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "The menu's styles do not apply: it shows the browser's list bullets and stacked links on a phone, so it works as a plain list rather than the menu the page was built with.",
    ]);
    expect(product.findings[0]!.target).toEqual({ viewport: 'mobile', rect: menu.rect });
  });

  it("names links left in the browser's blue where the page's own typeface shows", () => {
    // A tour operator's page whose framework stylesheet failed: its font applies, its link and
    // button styles do not.
    const link = (id: string, words: string) =>
      text({ tag: 'a', text: words, color: '#0000ee', interactiveId: id });
    const texts = [
      text({
        tag: 'h1',
        text: 'Sail the Tyrren coast in six days',
        fontFamily: 'Lexend, sans-serif',
      }),
      link('i1', 'Tours'),
      link('i2', 'Prices'),
      link('i3', 'Book a tour'),
      text({ tag: 'a', text: 'Contact', color: '#1e3a8a', interactiveId: 'i4' }),
    ];
    const product = stylesApplied.run(makeFacts({ desktop: { texts } }));
    expect(product.score).toBe(0.25);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]).toMatchObject({
      component: 'Link styles',
      problem:
        "3 of the page's links show the browser's own link blue ('Tours', 'Prices' and 'Book a tour'): its link and button styles do not apply, so its calls to action and menu items show as plain browser links.",
      target: { viewport: 'desktop', elementId: texts[1]!.id },
    });
    // Fewer than half the links, or fewer than three, are the page's choice of blue.
    const styledMost = [
      ...texts,
      ...['a', 'b', 'c'].map((w, i) => ({ ...texts[4]!, id: `x${i}`, text: w })),
    ];
    expect(stylesApplied.run(makeFacts({ desktop: { texts: styledMost } })).score).toBeNull();
    expect(
      stylesApplied.run(makeFacts({ desktop: { texts: texts.slice(0, 3) } })).score,
    ).toBeNull();
  });

  it('does not apply to a page whose own styles show, even in a serif it chose', () => {
    expect(stylesApplied.run(makeFacts({ desktop: { texts: [text(), text()] } })).score).toBeNull();
    const serif = unstyledTexts().map((t) => ({ ...t, fontFamily: '"Times New Roman", serif' }));
    expect(stylesApplied.run(makeFacts({ desktop: { texts: serif } })).score).toBeNull();
    // Its own colours on the browser's typeface: a choice of face (font-families), not a failure.
    const coloured = unstyledTexts().map((t) => ({ ...t, color: '#3b2f2f' }));
    expect(stylesApplied.run(makeFacts({ desktop: { texts: coloured } })).score).toBeNull();
  });

  it('is not applicable without text', () => {
    expect(stylesApplied.run(makeFacts({ desktop: { texts: [] } })).score).toBeNull();
  });
});

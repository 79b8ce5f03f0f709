import { describe, expect, it } from 'vitest';
import {
  interactive,
  makeFacts,
  navigation,
  text,
  unstyledPage,
  unstyledTexts,
} from '../shared/test-facts.js';
import { browserDefaults } from './browser-defaults.js';
import { fontFamilies } from './font-families.js';

describe('browser-defaults', () => {
  it("fails a page in the browser's default typeface and colours, and names the stylesheet that failed", () => {
    const facts = unstyledPage();
    const product = browserDefaults.run(facts);
    expect(product.score).toBe(0);
    expect(product.findings).toHaveLength(1);
    expect(product.findings[0]!.problem).toBe(
      "The page shows the browser's default styles: 100% of its text (e.g. 'Quillmoor keeps your recipes in one pla…') is in its default typeface and colours (black, link blue), so it reads as broken or unfinished. Its stylesheet (quillmoor.example/…/main.css) did not load (HTTP 404).",
    );
    // Its typeface is this audit's finding, not a second one of font-families.
    expect(fontFamilies.run(facts).score).toBeNull();
  });

  it('passes a page in the default typeface with colours of its own (font-families names the face)', () => {
    const coloured = unstyledTexts().map((t) => ({ ...t, color: '#3b2f2f' }));
    const facts = makeFacts({ desktop: { texts: coloured } });
    expect(browserDefaults.run(facts).score).toBe(1);
    expect(fontFamilies.run(facts).details).toMatchObject({ browserDefault: true });
  });

  it('does not apply to a page that chose its typeface, even a serif one', () => {
    const serif = unstyledTexts().map((t) => ({ ...t, fontFamily: '"Times New Roman", serif' }));
    expect(browserDefaults.run(makeFacts({ desktop: { texts: serif } })).score).toBeNull();
    expect(
      browserDefaults.run(makeFacts({ desktop: { texts: [text(), text()] } })).score,
    ).toBeNull();
  });

  it("names a menu left in the browser's list style on a styled page, at half the cost", () => {
    const items = ['Kontakt', 'Über mich', 'Termin'].map((t) => interactive({ text: t }));
    const menu = navigation({ itemIds: items.map((i) => i.id), bulleted: true });
    const facts = makeFacts({
      desktop: { texts: [text(), text()], interactives: items, navigation: [menu] },
    });
    const product = browserDefaults.run(facts);
    expect(product.score).toBe(0.5);
    expect(product.findings.map((f) => f.problem)).toEqual([
      "The menu ('Kontakt', 'Über mich' and 'Termin') shows as a bulleted list, the browser's default style for a list: no designed menu keeps its bullets, so the page looks unfinished.",
    ]);
    expect(product.findings[0]!.target).toEqual({ viewport: 'desktop', rect: menu.rect });
    // On a page without any styles the menu is part of the one flaw named.
    const bare = makeFacts({
      desktop: { texts: unstyledTexts(), interactives: items, navigation: [menu] },
    });
    expect(browserDefaults.run(bare).findings.map((f) => f.component)).toEqual(['Page styles']);
    expect(browserDefaults.run(bare).score).toBe(0);
  });

  it('is not applicable without text', () => {
    expect(browserDefaults.run(makeFacts({ desktop: { texts: [] } })).score).toBeNull();
  });
});

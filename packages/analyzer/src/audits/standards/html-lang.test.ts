import { describe, expect, it } from 'vitest';
import { makeFacts, text } from '../shared/test-facts.js';
import { htmlLang, isValidLangTag } from './html-lang.js';

describe('html-lang', () => {
  it('accepts common BCP 47 tags', () => {
    for (const tag of [
      'en',
      'en-US',
      'pt-BR',
      'zh-Hant-TW',
      'sr-Latn',
      'es-419',
      'de-CH-1996',
      'fil',
    ]) {
      expect(isValidLangTag(tag), tag).toBe(true);
    }
    for (const tag of ['english', 'en_US', 'e', '123', 'en-', '{{lang}}']) {
      expect(isValidLangTag(tag), tag).toBe(false);
    }
  });

  it('passes a page with lang="en"', () => {
    const product = htmlLang.run(makeFacts({ meta: { lang: 'en' } }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('reports a missing lang as Missing', () => {
    const product = htmlLang.run(makeFacts({ meta: { lang: null } }));
    expect(product.score).toBe(0);
    expect(product.findings[0]!.usercategory).toBe('Missing');
    expect(product.findings[0]!.target).toBeUndefined();
  });

  it('quotes an invalid tag', () => {
    const product = htmlLang.run(makeFacts({ meta: { lang: 'en_US' } }));
    expect(product.score).toBe(0);
    expect(product.findings[0]!.problem).toContain('lang="en_US"');
    expect(product.findings[0]!.usercategory).toBe('Incomplete');
  });

  it('flags a lang attribute that names another language than the text', () => {
    const copy = [
      'Envoyez vos factures et soyez payé deux fois plus vite',
      'Pour les indépendants et les petites équipes : nous relançons vos clients à votre place.',
    ];
    const product = htmlLang.run(
      makeFacts({
        meta: { lang: 'en-US' },
        desktop: { texts: copy.map((t) => text({ text: t })) },
      }),
    );
    expect(product.score).toBe(0.5);
    expect(product.findings[0]!.problem).toBe(
      'The page declares lang="en-US", but its text is in French; screen readers will read it with the wrong voice and browsers offer the wrong translation. Declare lang="fr".',
    );
  });
});

import { languageName, pageLanguage } from '../shared/page-language.js';
import { defineAudit } from '../types.js';

/**
 * BCP 47 in the shape browsers and screen readers use: a 2–3 letter language, then optional
 * script, region and variant subtags ("en", "en-US", "zh-Hant-TW", "sr-Latn"), or a private "x-" tag.
 * The grammar's 5–8 letter language subtags are left out: none is in use, and "english" is a mistake.
 */
const BCP47 =
  /^[a-z]{2,3}(?:-[a-z]{3}){0,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?(?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*(?:-[a-wyz\d](?:-[a-z\d]{2,8})+)*(?:-x(?:-[a-z\d]{1,8})+)?$|^x(?:-[a-z\d]{1,8})+$/i;

export function isValidLangTag(tag: string): boolean {
  return BCP47.test(tag.trim());
}

export const htmlLang = defineAudit({
  meta: {
    id: 'html-lang',
    category: 'Standards',
    title: 'The page declares its language',
    description:
      'WCAG 2.2 SC 3.1.1 (Language of Page) asks for a lang attribute on <html> with a valid BCP 47 tag, so screen readers pronounce the words correctly and browsers offer the right translation and hyphenation.',
    source: {
      name: 'WCAG 2.2 SC 3.1.1 Language of Page',
      url: 'https://www.w3.org/WAI/WCAG22/Understanding/language-of-page.html',
    },
    requiredFacts: ['meta', 'desktop'],
  },
  run(facts) {
    const lang = facts.meta.lang?.trim() ?? '';
    if (lang === '') {
      return {
        score: 0,
        findings: [
          {
            component: 'Page language',
            problem:
              'The <html> element has no lang attribute, so screen readers guess the language and may read the page with the wrong voice.',
            action: 'Specify',
            usercategory: 'Missing',
          },
        ],
        details: { lang: null, valid: false },
      };
    }
    const valid = isValidLangTag(lang);
    // A valid tag can still name the wrong language: templates ship lang="en" whatever the copy.
    const language = pageLanguage(facts);
    const declared = lang.toLowerCase().split('-')[0];
    if (valid && language.source === 'text' && language.code && language.code !== declared) {
      const name = languageName(language);
      return {
        score: 0.5,
        findings: [
          {
            component: 'Page language',
            problem: `The page declares lang="${lang}", but its text is in ${name}; screen readers will read it with the wrong voice and browsers offer the wrong translation. Declare lang="${language.code}".`,
            action: 'Specify',
            usercategory: 'Incomplete',
          },
        ],
        details: { lang, valid, textLanguage: language.code },
      };
    }
    return {
      score: valid ? 1 : 0,
      findings: valid
        ? []
        : [
            {
              component: 'Page language',
              problem: `The page declares lang="${lang}", which is not a valid BCP 47 language tag (e.g. "en" or "en-US").`,
              action: 'Specify',
              usercategory: 'Incomplete',
            },
          ],
      details: { lang, valid },
    };
  },
});

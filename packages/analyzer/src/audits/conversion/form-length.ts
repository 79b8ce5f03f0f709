import type { FormFact } from '@heroscope/schema';
import { quote } from '../shared/hero.js';
import { fillableForms } from '../shared/cta-helpers.js';
import { defineAudit, type Finding } from '../types.js';
import { linearScore } from '../shared/score-curves.js';
import { andMore } from '../shared/text-list.js';

/** Baymard: hero and lead forms convert best with very few fields. */
const HERO_GOOD = 3;
const HERO_POOR = 8;
/** A form further down (contact, sign-up) may ask a little more. */
const MAIN_GOOD = 5;
const MAIN_POOR = 12;

function visibleFields(f: FormFact) {
  return f.fields.filter((x) => x.visible);
}

function isSearch(f: FormFact): boolean {
  const fields = visibleFields(f);
  return (
    fields.length === 1 &&
    (fields[0]!.type === 'search' || /search|query|^q$/i.test(fields[0]!.name))
  );
}

function fieldName(x: FormFact['fields'][number]): string {
  return quote(x.label || x.placeholder || x.name || x.type, 24);
}

export const formLength = defineAudit({
  meta: {
    id: 'form-length',
    category: 'Conversion',
    title: 'Forms ask only for what is needed',
    description:
      'Baymard: every extra form field costs completions; a hero or lead form works best with at most 3 fields, and longer forms should ask only what is needed now.',
    source: {
      name: 'Baymard Institute: Checkout Optimization: Minimize Form Fields',
      url: 'https://baymard.com/blog/checkout-flow-average-form-fields',
    },
    requiredFacts: ['desktop'],
  },
  run(facts) {
    const forms = fillableForms(facts.desktop).filter((f) => !isSearch(f));
    if (forms.length === 0) {
      return { score: null, findings: [], notApplicableReason: 'The page has no form to fill in.' };
    }
    const hero = forms.filter((f) => f.aboveFold);
    // Judge the hero forms; with none, the form with the most fields is the page's main form.
    const judged =
      hero.length > 0
        ? hero.map((f) => ({ f, hero: true }))
        : [
            {
              f: [...forms].sort(
                (a, b) => visibleFields(b).length - visibleFields(a).length || a.rect.y - b.rect.y,
              )[0]!,
              hero: false,
            },
          ];
    const findings: Finding[] = [];
    let score = 1;
    for (const { f, hero: isHero } of judged) {
      const fields = visibleFields(f);
      const good = isHero ? HERO_GOOD : MAIN_GOOD;
      const poor = isHero ? HERO_POOR : MAIN_POOR;
      score = Math.min(score, linearScore(fields.length, good, poor));
      if (fields.length <= good) continue;
      const names = fields.map(fieldName);
      const optional = fields.filter((x) => !x.required).length;
      findings.push({
        component: `${isHero ? 'Hero form' : 'Form'}${f.submitText ? ` ${quote(f.submitText, 30)}` : ''}`,
        problem: `The ${isHero ? 'form above the fold' : 'main form'} asks for ${fields.length} fields (${andMore(names.slice(0, 5), names.length)})${optional > 0 ? `, ${optional} of them optional` : ''}; at most ${good} keeps it quick.`,
        action: 'Smooth the user flow',
        usercategory: 'Incomplete',
        target: { viewport: 'desktop', rect: f.rect, elementId: f.id },
      });
    }
    return {
      score,
      findings: findings.slice(0, 5),
      details: {
        forms: judged.map(({ f, hero: isHero }) => ({
          submit: f.submitText,
          fields: visibleFields(f).length,
          aboveFold: isHero,
        })),
        heroGood: HERO_GOOD,
        mainGood: MAIN_GOOD,
      },
    };
  },
});

import { matchPlaceholder } from '../shared/clarity-placeholders.js';
import { heroTexts, quote } from '../shared/hero.js';
import {
  countText,
  fleschReadingEase,
  sentences,
  wordCount,
  type ReadabilityCounts,
} from '../shared/clarity-text-metrics.js';
import { languageName, pageLanguage } from '../shared/page-language.js';
import { defineAudit } from '../types.js';
import { linearScore, round } from '../shared/score-curves.js';

/** Plain-language target for marketing copy ("fairly difficult" starts below 50). */
const GOOD_EASE = 50;
const POOR_EASE = 20;
/**
 * Flesch calibrated his formula on samples of 100 words of running prose. A hero of a headline
 * and a line or two is scanned, not read, and on 20 or 40 words one long noun ("refrigerators",
 * "configurations") moves the score by tens of points: on the rated pages the score of such
 * short heroes ran against the ratings. So only a hero long enough to be read as prose is judged.
 */
const MIN_WORDS = 100;
/** Labels and badges are not read as prose. */
const MIN_BLOCK_WORDS = 3;
/** Sentences shorter than this are not quoted as "the hardest": the formula is erratic there. */
const MIN_QUOTED_SENTENCE_WORDS = 5;

export const heroReadability = defineAudit({
  meta: {
    id: 'hero-readability',
    category: 'Clarity',
    title: 'Hero copy is easy to read',
    description:
      'Plain-language guidance: visitors skim marketing copy, so it should read easily; a Flesch reading ease of 50 or more (short sentences, everyday words) keeps the hero understandable at a glance.',
    source: {
      name: 'Flesch reading ease; Nielsen Norman Group: Legibility, Readability, and Comprehension',
      url: 'https://www.nngroup.com/articles/legibility-readability-comprehension/',
    },
    requiredFacts: ['desktop', 'meta'],
  },
  run(facts) {
    const language = pageLanguage(facts);
    if (language.code !== 'en') {
      return {
        score: null,
        findings: [],
        notApplicableReason: `Flesch reading ease is defined for English; this page is in ${languageName(language)}.`,
      };
    }
    // Placeholder copy (lorem ipsum, "Image goes here") is no copy to read: placeholder-content
    // judges it, once; counted here too, a new filler line could make the hero read "easier".
    const blocks = heroTexts(facts.desktop).filter(
      (t) => wordCount(t.text) >= MIN_BLOCK_WORDS && matchPlaceholder(t.text) === null,
    );
    const total: ReadabilityCounts = { words: 0, sentences: 0, syllables: 0 };
    const scored: { text: string; ease: number; words: number; blockIndex: number }[] = [];
    blocks.forEach((b, blockIndex) => {
      const c = countText(b.text);
      total.words += c.words;
      total.sentences += c.sentences;
      total.syllables += c.syllables;
      for (const s of sentences(b.text)) {
        const sc = countText(s);
        if (sc.words >= MIN_QUOTED_SENTENCE_WORDS) {
          scored.push({ text: s, ease: fleschReadingEase(sc), words: sc.words, blockIndex });
        }
      }
    });
    if (total.words < MIN_WORDS) {
      return {
        score: null,
        findings: [],
        notApplicableReason: `Only ${total.words} words of hero copy: scanned rather than read, and too few for Flesch reading ease, which needs a sample of about ${MIN_WORDS} words.`,
        details: { words: total.words },
      };
    }
    const ease = fleschReadingEase(total);
    const score = round(linearScore(ease, GOOD_EASE, POOR_EASE), 3);
    const hardest = [...scored].sort((a, b) => a.ease - b.ease || b.words - a.words)[0];
    const details = {
      fleschReadingEase: round(ease, 1),
      words: total.words,
      sentences: total.sentences,
      syllables: total.syllables,
      wordsPerSentence: round(total.words / total.sentences, 1),
      syllablesPerWord: round(total.syllables / total.words),
      hardestSentence: hardest ? { text: hardest.text, ease: round(hardest.ease, 1) } : null,
      target: GOOD_EASE,
    };
    if (ease >= GOOD_EASE) return { score, findings: [], details };

    const block = hardest ? blocks[hardest.blockIndex]! : blocks[0]!;
    const hardestPart = hardest
      ? `; the hardest sentence is ${quote(hardest.text, 120)} (${hardest.words} words, reading ease ${Math.round(hardest.ease)})`
      : '';
    return {
      score,
      findings: [
        {
          component: 'Hero copy',
          problem: `The hero copy scores ${Math.round(ease)} on Flesch reading ease (aim for ${GOOD_EASE}+): ${details.wordsPerSentence} words per sentence, ${details.syllablesPerWord} syllables per word${hardestPart}.`,
          action: 'Simplify message',
          usercategory: 'Incomplete',
          target: { viewport: 'desktop', rect: block.rect, elementId: block.id },
        },
      ],
      details,
    };
  },
});

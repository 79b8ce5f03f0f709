/** What the wording audits need to know about one language. All phrases are normalised. */
export interface LanguagePhrases {
  /** Its English name, for messages. */
  name: string;
  /** Frequent function words found in no other supported language: they tell the language. */
  markers: readonly string[];
  /** Function words, which carry no specific meaning of their own. */
  stopwords: ReadonlySet<string>;
  /** Headlines that would fit any website: they name no offer, outcome or audience. */
  genericHeadlines: readonly string[];
  /** Openings that keep a headline generic whatever follows ("Welcome to Acme"). */
  genericOpenings: readonly string[];
  /** Buzzwords that sound like content but could describe any business. */
  vagueWords: ReadonlySet<string>;
  /** Phrases naming who a product is for, or speaking to the visitor directly. */
  audience: RegExp;
  /**
   * The words that speak to the visitor ("you", "votre", "ваш"): they address whoever reads,
   * so alone they name no audience the way "for freelancers" does.
   */
  you: RegExp;
  /** Call-to-action labels that say nothing about what happens next ("Learn more"). */
  vagueCtaLabels: readonly string[];
  /** Common, acceptable labels that a specific object would still improve ("Get started"). */
  genericCtaLabels: readonly string[];
}

/**
 * A case-insensitive pattern for whole words or phrases: `\b` knows only ASCII letters, so
 * "équipes" or "für" need Unicode letter boundaries instead.
 */
export function wordsPattern(alternatives: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

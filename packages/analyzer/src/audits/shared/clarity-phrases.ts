import type { PageFacts } from '@heroscope/schema';

/** Word lists behind the clarity audits' judgements about meaning. */

/** Lowercases and strips punctuation so phrases compare by their words only. */
export function normalizePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Headlines that would fit any website: they name no offer, outcome or audience. */
export const GENERIC_HEADLINES: readonly string[] = [
  'welcome',
  'welcome to our website',
  'welcome to our site',
  'welcome to our homepage',
  'welcome to my website',
  'home',
  'homepage',
  'hello',
  'hello world',
  'hi there',
  'hi',
  'about us',
  'innovative solutions',
  'best in class',
  'we make it happen',
  'your company',
  'coming soon',
  'under construction',
  'excellence delivered',
  'quality you can trust',
  'your trusted partner',
  'solutions that work',
  'think different',
  'making a difference',
];

/** Openings that keep a headline generic whatever follows ("Welcome to Acme", "The future of work"). */
export const GENERIC_OPENINGS: readonly string[] = [
  'welcome to',
  'the future of',
  'innovative solutions',
  'best in class',
  'we make it happen',
  'your trusted partner',
  'your partner in',
  'solutions for',
  'excellence in',
  'we are',
];

/** Buzzwords that sound like content but could describe any business. */
export const VAGUE_WORDS: ReadonlySet<string> = new Set([
  'innovative',
  'innovation',
  'solution',
  'solutions',
  'best',
  'class',
  'leading',
  'leader',
  'world',
  'worldclass',
  'next',
  'generation',
  'cutting',
  'edge',
  'excellence',
  'excellent',
  'premier',
  'premium',
  'trusted',
  'partner',
  'passion',
  'passionate',
  'future',
  'amazing',
  'awesome',
  'great',
  'quality',
  'unique',
  'synergy',
  'seamless',
  'ultimate',
  'welcome',
  'website',
  'site',
  'home',
  'happen',
  'make',
  'difference',
  'things',
  'stuff',
  'everything',
  'company',
  'business',
  'services',
  'products',
  'hello',
]);

/** Function words, which carry no specific meaning of their own. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if of to in on at by for with from into onto over under as is are was ' +
    'were be been being am it its this that these those we our ours us you your yours i me my ' +
    'he she they them their his her all any some more most so than too very can will just do ' +
    'does did not no yes up out about get got have has had one new now how what why when where ' +
    'who which there here s t re ve ll d'
  ).split(' '),
);

/** Content words of a text: not function words, not single letters. */
export function contentWords(text: string): string[] {
  return normalizePhrase(text)
    .split(' ')
    .filter((w) => w.length > 1 && !STOPWORDS.has(w));
}

/** Phrases naming who a product is for: "for teams", "for designers", or speaking to "you". */
const AUDIENCE_PATTERN =
  /\b(?:you|your|yours|you['’]re|yourself)\b|\bfor\s+(?:(?:every|any|all|small|busy|modern|growing|remote|independent|creative|global|ambitious|high[- ]growth|early[- ]stage|b2b|saas|online|local)\s+)*(?:teams?|designers?|developers?|devs|engineers?|marketers?|founders?|startups?|businesses|companies|enterprises?|agencies|freelancers?|creators?|writers?|authors?|students?|teachers?|parents?|families|kids|children|people|professionals?|brands?|shops?|stores?|sellers?|merchants?|retailers?|makers?|artists?|musicians?|coaches|clinics?|doctors?|patients?|nonprofits?|organi[sz]ations?|owners?|managers?|leaders?|recruiters?|investors?|researchers?|academics?|builders?|creatives?|product\s+teams?|everyone|anyone|individuals?|users?|customers?|clients?)\b|\b(?:teams|designers|developers|marketers|founders|startups|freelancers|agencies|creators|professionals)\b/i;

export function namesAudience(text: string): boolean {
  return AUDIENCE_PATTERN.test(text);
}

/**
 * What the brand is called, as far as the page says: the title's parts, og:site_name and the
 * domain's main label, normalised.
 */
export function brandCandidates(facts: PageFacts): string[] {
  const out = new Set<string>();
  const add = (s: string | null | undefined) => {
    const n = normalizePhrase(s ?? '');
    if (n.length > 0) {
      out.add(n);
      out.add(n.replace(/ /g, ''));
    }
  };
  add(facts.meta.openGraph['site_name']);
  // "Acme | Invoicing for freelancers": the brand is the short part, not the tagline.
  const parts = (facts.meta.title ?? '')
    .split(/\s+[|–—:·•-]\s+|\s*[|–—·•]\s*/)
    .filter((p) => wordsIn(p) > 0);
  const shortest = [...parts].sort((a, b) => wordsIn(a) - wordsIn(b))[0];
  if (shortest !== undefined && wordsIn(shortest) <= 2) add(shortest);
  try {
    const host = new URL(facts.finalUrl || facts.url).hostname.replace(/^www\./, '');
    // An IP address or a bare host name says nothing about the brand.
    if (/^[\d.]+$|^\[|^[^.]+$/.test(host)) return [...out].sort();
    const labels = host.split('.');
    // "acme.co.uk": the label before a second-level suffix is the name.
    const secondLevel = /^(?:co|com|org|net|ac|gov|edu)$/;
    const i = labels.length >= 3 && secondLevel.test(labels[labels.length - 2]!) ? 3 : 2;
    add(labels[Math.max(0, labels.length - i)]);
  } catch {
    // An unparsable address only removes one brand candidate.
  }
  return [...out].sort();
}

function wordsIn(s: string): number {
  return normalizePhrase(s).split(' ').filter(Boolean).length;
}

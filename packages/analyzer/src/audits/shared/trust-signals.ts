import type { ImageFact, Rect, TextElement, ViewportFacts } from '@heroscope/schema';
import { compareText } from './cta-helpers.js';
import { median } from './score-curves.js';

/** Social proof found on a page (Baymard and Nielsen on credibility). */
export type TrustSignalKind = 'logos' | 'testimonial' | 'rating' | 'usage';

export interface TrustSignal {
  kind: TrustSignalKind;
  rect: Rect;
  /** What was seen: the quoted text, or "4 logos". */
  evidence: string;
  elementId: string;
}

/** Word boundaries that know accented letters (JavaScript's \b knows only ASCII ones). */
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

/**
 * Ratings and usage numbers, in the languages the wording audits know (see page-language.ts):
 * "4.8 out of 5", "4,8 sur 5", "2 000 avis"; "Join 50,000+ marketers", "Plus de 12 000 clients",
 * "Über 5.000 Kunden vertrauen uns", "Ponad 2 000 zadowolonych klientów", "Нам доверяют 500 компаний".
 */
const RATING = new RegExp(
  [
    '★|⭐',
    `${B}[0-5](?:[.,]\\d)?\\s*(?:\\/\\s*5|(?:out of|sur|von|de|su|van|из|na)\\s+5|stars?|étoiles|sterne|estrellas|estrelas|stelle|sterren|звёзд|звезд|gwiazdek|gwiazdki)${E}`,
    `${B}(?:rated|bewertet|noté)${E}`,
    `${B}\\d[\\d,.\\s\\u00a0\\u202f]*\\s*(?:reviews|ratings|avis|bewertungen|rezensionen|reseñas|opiniones|valoraciones|avaliações|recensioni|beoordelingen|отзывов|отзыва|оценок|opinii|ocen|recenzji)${E}`,
  ].join('|'),
  'iu',
);
const USAGE_NOUNS =
  'teams|customers|users|companies|businesses|clients|people|developers|brands|organi[sz]ations|members|downloads|installs|shops|stores|creators|students|' +
  'utilisateurs|utilisatrices|entreprises|équipes|membres|téléchargements|personnes|' +
  'kunden|nutzer|nutzerinnen|unternehmen|firmen|mitglieder|menschen|' +
  'clientes|usuarios|empresas|equipos|miembros|descargas|personas|' +
  'usuários|utilizadores|membros|pessoas|' +
  'clienti|utenti|aziende|membri|persone|' +
  'klanten|gebruikers|bedrijven|leden|mensen|' +
  'klientów|użytkowników|firm|uczestników|pacjentów|kursantów|studentów|osób|członków|pobrań|zespołów|sklepów|marek|' +
  'клиентов|пользователей|компаний|участников|студентов|учеников|пациентов|покупателей|партнёров|партнеров|человек|семей|подписчиков|скачиваний|выпускников|магазинов|команд';
/** "10,000 happy customers", "über 500 zufriedene Kunden", "более 500 довольных клиентов". */
const USAGE_ADJECTIVES =
  'happy|satisfied|active|loyal|paying|monthly|daily|registered|' +
  'satisfaits|fidèles|actifs|zufriedene|zufriedenen|aktive|satisfechos|activos|satisfeitos|ativos|soddisfatti|attivi|tevreden|actieve|' +
  'zadowolonych|aktywnych|stałych|довольных|активных|постоянных';
const USAGE = new RegExp(
  [
    // A number after "up to" is a capacity ("groups of up to 8 people"), not a track record.
    `(?<!(?:up to|до|по|do|bis zu|hasta|jusqu'à|fino a|até|tot)\\s)${B}\\d[\\d,.\\s\\u00a0\\u202f]*\\s*(?:k|m|million|millions|thousand|mil|mio\\.?|millones|milhões|milioni|miljoen|tys\\.?|tysięcy|mln|milionów|тыс\\.?|тысяч|млн|миллионов)?\\+?\\s*(?:(?:${USAGE_ADJECTIVES})\\s+)?(?:${USAGE_NOUNS})${E}`,
    `${B}(?:trusted by|used by|loved by|nous font confiance|vertrauen uns|vertrauen auf|confían en|confiam em|confiam na|si fidano di|vertrouwen ons|vertrouwen op|zaufali nam|zaufało nam|ufają nam|нам доверяют|доверяют нам)${E}`,
    `${B}(?:join(?:ed)?|rejoignez|dołącz do|присоединяйтесь к)\\s+(?:over |more than |plus de |ponad |более )?\\d`,
    // Track record in words and in numbers: "millions of companies", "140+ campaigns shipped",
    // "3 ADC awards", "+10 años de experiencia" (NN/g: credentials and experience build trust).
    `${B}(?:millions|thousands|hundreds|millones|miles|milhões|milliers|tausende|migliaia|duizenden)\\s+(?:of|de|di|von|van)\\s+(?:${USAGE_NOUNS})${E}`,
    `${B}(?:miliony|tysiące|setki|миллионы|тысячи|сотни)\\s+(?:${USAGE_NOUNS})${E}`,
    `${B}\\d[\\d,.]*\\+?\\s*(?:[\\p{L}&-]+\\s+)?(?:projects|campaigns|awards|orders|bookings|projets|projekte|proyectos|projetos|progetti|projecten|premios|prêmios|prix|preise|premi|prijzen|projektów|realizacji|nagród|zamówień|проектов|наград|заказов|объектов)${E}`,
    `\\+?\\d+\\+?\\s*(?:years?|años|anos|ans|jahre|anni|jaar|lat|lata|лет|года)\\s+(?:of\\s+|de\\s+|d'|di\\s+)?(?:experience|experiencia|experiência|expérience|erfahrung|esperienza|ervaring|doświadczenia|опыта|на рынке|na rynku)`,
    `${B}(?:опыт(?: работы)?|doświadczenie)\\s+(?:более |свыше |ponad )?\\d+\\s*(?:лет|года|lat|lata)${E}`,
  ].join('|'),
  'iu',
);
const QUOTE_START = /^["“”„«‘']/;
/** "— Jane Doe, CEO at Acme", "Jane Doe", "Jane D., Designer". */
const NAME_LINE =
  /^(?:[—–-]\s*)?\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}(?:\s*[,|·–—-]\s*.{1,60})?$/u;

/**
 * Wordmarks are wider than tall; a row of square pictures is more often feature icons or social
 * links, unless there are many of them at a logo-like size.
 */
function looksLikeLogoRow(row: ImageFact[]): boolean {
  if (row.length < 3) return false;
  const aspect = median(row.map((i) => i.rect.width / i.rect.height));
  const width = median(row.map((i) => i.rect.width));
  return aspect >= 1.3 || (row.length >= 5 && width >= 48);
}

/** Logo rows: at least 3 small images of similar height side by side (a "trusted by" strip). */
function logoRows(images: ImageFact[]): TrustSignal[] {
  const small = images
    .filter(
      (i) =>
        i.visible &&
        i.rect.height >= 12 &&
        i.rect.height <= 140 &&
        i.rect.width >= 24 &&
        i.rect.width <= 360 &&
        i.inInteractiveId === null,
    )
    .sort((a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x || compareText(a.id, b.id));
  const rows: ImageFact[][] = [];
  for (const img of small) {
    const cy = img.rect.y + img.rect.height / 2;
    const row = rows.find((r) => {
      const first = r[0]!;
      const fcy = first.rect.y + first.rect.height / 2;
      const ratio =
        Math.max(first.rect.height, img.rect.height) / Math.min(first.rect.height, img.rect.height);
      return Math.abs(fcy - cy) <= 16 && ratio <= 1.8;
    });
    if (row) row.push(img);
    else rows.push([img]);
  }
  return rows.filter(looksLikeLogoRow).map((r) => {
    const x = Math.min(...r.map((i) => i.rect.x));
    const y = Math.min(...r.map((i) => i.rect.y));
    const right = Math.max(...r.map((i) => i.rect.x + i.rect.width));
    const bottom = Math.max(...r.map((i) => i.rect.y + i.rect.height));
    return {
      kind: 'logos' as const,
      rect: { x, y, width: right - x, height: bottom - y },
      evidence: `${r.length} logos`,
      elementId: r[0]!.id,
    };
  });
}

function isQuote(t: TextElement): boolean {
  const words = t.text.split(/\s+/).length;
  return words >= 5 && (QUOTE_START.test(t.text) || t.tag === 'blockquote' || t.tag === 'q');
}

/**
 * A first name alone ("Alisa", "— Pieter"), as small businesses sign their customers' words.
 * A single capitalised word is also any label, so it counts only right against the quote.
 */
const FIRST_NAME = /^(?:[—–-]\s*)?\p{Lu}\p{Ll}{1,19}$/u;
const FIRST_NAME_GAP_PX = 40;

/** A quote with an attributed name just below or beside it. */
function testimonials(texts: TextElement[]): TrustSignal[] {
  const found: TrustSignal[] = [];
  for (const t of texts) {
    if (!isQuote(t) || t.interactiveId !== null) continue;
    const named = texts.some(
      (n) =>
        n.id !== t.id &&
        n.text.length <= 80 &&
        Math.abs(n.rect.x - t.rect.x) <= 600 &&
        ((NAME_LINE.test(n.text) &&
          n.rect.y >= t.rect.y - 120 &&
          n.rect.y <= t.rect.y + t.rect.height + 160) ||
          (FIRST_NAME.test(n.text) &&
            n.rect.y + n.rect.height >= t.rect.y - FIRST_NAME_GAP_PX &&
            n.rect.y <= t.rect.y + t.rect.height + FIRST_NAME_GAP_PX)),
    );
    if (named) found.push({ kind: 'testimonial', rect: t.rect, evidence: t.text, elementId: t.id });
  }
  return found;
}

/**
 * A stat counter's figure on its own: "600+", "1,300+", "35K+", "30L+" (lakh), "2.3M". Plain
 * numbers ("3", "2026", a captcha's "1514") are steps, years or codes, not a track record, so a
 * figure needs a "+", a magnitude suffix or a thousands separator.
 */
const COUNT_FIGURE =
  /^\+?(?:\d{1,3}(?:[,.\u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)?\s*(?:k|m|l|cr|mio|million|millions|thousand)\b\.?)\s*\+?$|^\d+(?:[.,]\d+)?\s*(?:k|m|l|cr)?\s*\+$/iu;
const STAT_LABEL = /^[\p{L}][\p{L}'’&.\s-]{1,30}$/u;

/**
 * Stat counters set as a figure and its label in separate elements ("600+" over "Clinics"):
 * the usage numbers of a stats strip, read as one claim.
 */
function statCounters(texts: TextElement[]): TrustSignal[] {
  const found: TrustSignal[] = [];
  for (const n of texts) {
    if (n.interactiveId !== null || !COUNT_FIGURE.test(n.text.trim())) continue;
    const cx = n.rect.x + n.rect.width / 2;
    const label = texts.find(
      (l) =>
        l.id !== n.id &&
        l.interactiveId === null &&
        STAT_LABEL.test(l.text.trim()) &&
        l.text.trim().split(/\s+/).length <= 4 &&
        Math.abs(l.rect.x + l.rect.width / 2 - cx) <= Math.max(n.rect.width, l.rect.width) &&
        l.rect.y + l.rect.height >= n.rect.y - 48 &&
        l.rect.y <= n.rect.y + n.rect.height + 48,
    );
    if (label) {
      found.push({
        kind: 'usage',
        rect: n.rect,
        evidence: `${n.text.trim()} ${label.text.trim()}`,
        elementId: n.id,
      });
    }
  }
  return found;
}

/** Every trust signal on one viewport's page, in document order. */
export function findTrustSignals(vf: ViewportFacts): TrustSignal[] {
  const texts = vf.texts.filter((t) => t.text.length > 0 && t.region !== 'nav');
  const signals: TrustSignal[] = [
    ...logoRows(vf.images),
    ...testimonials(texts),
    ...statCounters(texts),
  ];
  for (const t of texts) {
    if (t.interactiveId !== null) continue;
    // One line often carries both: "Join 12,400 coffee lovers · ★ 4.9".
    if (RATING.test(t.text))
      signals.push({ kind: 'rating', rect: t.rect, evidence: t.text, elementId: t.id });
    if (USAGE.test(t.text))
      signals.push({ kind: 'usage', rect: t.rect, evidence: t.text, elementId: t.id });
  }
  return signals.sort(
    (a, b) => a.rect.y - b.rect.y || a.rect.x - b.rect.x || compareText(a.elementId, b.elementId),
  );
}

/**
 * Assurances: what lowers the risk of acting rather than showing who else acted (Baymard on
 * perceived security, CXL on risk reversal): a guarantee, credentials, the years in business,
 * free and open-source terms, no card or sign-up asked. In the languages the wording audits
 * know. Not social proof, but not nothing: a designer counts them as trust signals.
 */
const ASSURANCE = new RegExp(
  [
    `${B}(?:money[- ]back|satisfaction|\\d+[- ](?:year|month|day|jahre?|ans?|años?|anos?|anni|jaar|lat|lata|лет|года?)s?)[- ]?(?:guarantee|warranty|garantie|garantía|garantia|garanzia|gwarancj[aię]|гарантия|гарантии)${E}`,
    `${B}(?:guarantee|garantie|garantía|garantia|garanzia|gwarancja|гарантия)\\s+(?:of\\s+|de\\s+|di\\s+|von\\s+)?\\d+`,
    `${B}(?:no credit card|without a credit card|sans carte bancaire|ohne kreditkarte|sin tarjeta|sem cartão|senza carta|zonder creditcard|bez karty|без карты)${E}`,
    `${B}(?:cancel anytime|cancel at any time|jederzeit kündbar|annulez à tout moment|cancela cuando quieras|cancele quando quiser|disdici quando vuoi|altijd opzegbaar)${E}`,
    `${B}(?:no sign[- ]?up|no registration|no account needed|ohne anmeldung|sans inscription|sin registro|sem cadastro)${E}`,
    `${B}(?:open[- ]source|source[- ]available|código aberto|código abierto|codice aperto|открытый исходный код)${E}`,
    `${B}(?:licensed|certified|accredited|insured|bonded|zertifiziert|certifiée?s?|certificad[oa]s?|certificat[oia]|gecertificeerd|certyfikowan[aey]|лицензированн\\p{L}*|сертифицированн\\p{L}*)${E}`,
    // Security and privacy credentials (Baymard: perceived security is what a visitor judges).
    `${B}(?:end[- ]to[- ]end[- ]encrypt\\p{L}*|zero[- ]knowledge|gdpr[- ]compliant|dsgvo[- ]konform|conforme (?:au |à la )?rgpd|hipaa[- ]compliant|soc ?2(?: type (?:i|ii|1|2))?|iso ?27001|no tracking|ohne tracking|sans pistage|sin rastreo)${E}`,
    // A year, not a price from ("od 2000 zł", "desde 1999 €").
    `${B}(?:since|seit|depuis|desde|dal|sinds|od|с)\\s+(?:19|20)\\d\\d${E}(?!\\s*(?:[€$£₽]|zł|zl|руб|р\\.|eur|usd|pln|kr))`,
  ].join('|'),
  'iu',
);

/** Texts that state an assurance, in document order. */
export function findAssurances(vf: ViewportFacts): TextElement[] {
  return vf.texts.filter(
    (t) =>
      t.text.length > 0 && t.region !== 'nav' && t.region !== 'footer' && ASSURANCE.test(t.text),
  );
}

export const TRUST_KIND_LABELS: Record<TrustSignalKind, string> = {
  logos: 'customer logos',
  testimonial: 'testimonials',
  rating: 'ratings',
  usage: 'usage numbers',
};

import { SCORE_LABELS, type ScoreLabel } from '@heroscope/schema';

/**
 * Named metrics seen in reports (SPEC §3) and the score they belong to, so a dial can filter them.
 * Colour contrast is an accessibility standard before it is a taste; emphasis of the primary
 * element is about the call to action; description text is about being understood.
 */
const KNOWN_METRICS: Record<string, ScoreLabel> = {
  'visual first impression': 'Design',
  'visual organization': 'Design',
  'visual organisation': 'Design',
  'technical color': 'Standards',
  'technical colour': 'Standards',
  'grid & alignment': 'Design',
  'primary element emphasis': 'Conversion',
  'description text': 'Clarity',
};

// For names no report has used yet: the first rule whose words appear decides.
const KEYWORD_RULES: ReadonlyArray<readonly [RegExp, ScoreLabel]> = [
  [/\b(cta|call to action|conversion|button|trust|proof|emphasis|signup|sign-up)\b/, 'Conversion'],
  [
    /\b(colou?r|contrast|technical|accessib\w*|performance|speed|seo|meta|responsive\w*)\b/,
    'Standards',
  ],
  [/\b(text|copy|message|messaging|headline|description|value|wording|clarity)\b/, 'Clarity'],
];

/** The score label an opportunity's metric is filtered under; unknown visual metrics go to Design. */
export function metricGroup(metric: string): ScoreLabel {
  const name = metric.trim().toLowerCase();
  const label = SCORE_LABELS.find((candidate) => candidate.toLowerCase() === name);
  if (label) return label;
  const known = KNOWN_METRICS[name];
  if (known) return known;
  return KEYWORD_RULES.find(([pattern]) => pattern.test(name))?.[1] ?? 'Design';
}

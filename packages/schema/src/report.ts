import { z } from 'zod';

/** The four score labels, always in this order (SPEC §3). */
export const SCORE_LABELS = ['Standards', 'Clarity', 'Conversion', 'Design'] as const;
export const scoreLabelSchema = z.enum(SCORE_LABELS);
export type ScoreLabel = z.infer<typeof scoreLabelSchema>;

/** Display colours of the score dials (SPEC §3). */
export const SCORE_COLORS: Record<ScoreLabel, string> = {
  Standards: 'green',
  Clarity: 'blue',
  Conversion: 'amber',
  Design: 'purple',
};

export const scoreSchema = z.object({
  label: scoreLabelSchema,
  // 0 is shown as NA.
  value: z.number().min(0).max(100),
});
export type Score = z.infer<typeof scoreSchema>;

/** A score as shown to people, in every format: SPEC §3 displays 0 as NA. */
export function displayScore(value: number): string {
  return value === 0 ? 'NA' : String(Math.round(value));
}

export const questionSchema = z.object({
  text: z.string().min(1),
  impact: z.string(),
  options: z.array(z.string().min(1)).min(3).max(6),
});
export type Question = z.infer<typeof questionSchema>;

export const USER_CATEGORIES = ['Well implemented', 'Incomplete', 'Missing'] as const;
export const userCategorySchema = z.enum(USER_CATEGORIES);
export type UserCategory = z.infer<typeof userCategorySchema>;

/** Action labels and single-verb actions seen in SPEC §3; the engine only emits these. */
export const ACTION_LABELS = [
  'Clarify value',
  'Improve CTA',
  'Simplify message',
  'Organize content',
  'Better images',
  'Improve layout',
  'Update colors',
  'Update fonts',
  'Update images',
  'Update content',
  'Update design',
  'Smooth the user flow',
  'Boost appeal',
  'Align with goals',
  'Lacking trust',
  'Lacking inclusivity',
  'Personalize content',
  'Add content',
  'Add CTA',
  'Add depth',
  'Speed up page',
  'Responsiveness',
  'Well executed',
  'Validation Elements',
  'Problem-Solution Framework',
  // SPEC §3's single-verb actions, for fixes none of the labels above names (serving the page
  // over HTTPS is "Strengthen", not "Lacking trust", which names the visitor's doubt).
  'Enhance',
  'Maintain',
  'Add',
  'Refine',
  'Expand',
  'Replace',
  'Adjust',
  'Standardize',
  'Rewrite',
  'Simplify',
  'Reposition',
  'Reduce',
  'Revise',
  'Restructure',
  'Segment',
  'Address',
  'Include',
  'Define',
  'Redesign',
  'Personalize',
  'Clarify',
  'Optimize',
  'Test',
  'Strengthen',
  'Prioritize',
  'Customize',
  'Refresh',
  'Integrate',
  'Balance',
  'Align',
  'Diversify',
  'Highlight',
  'Rebalance',
  'Smooth',
  'Connect',
  'Specify',
  'Incorporate',
  'Differentiate',
  'Increase',
  'Systematize',
  'Preempt',
  'Energize',
  'Subordinate',
  'Emphasize',
  'Apply',
] as const;
export type ActionLabel = (typeof ACTION_LABELS)[number];

export const resourceSchema = z.object({ name: z.string(), why: z.string() });
export type Resource = z.infer<typeof resourceSchema>;

/** [x, y] in percent of the screenshot. Samples hold out-of-range values, so the viewer clamps. */
export const markerSchema = z.tuple([z.number(), z.number()]);

export const opportunitySchema = z.object({
  // Samples use extra metric names beyond the four labels.
  metric: z.string().min(1),
  component: z.string(),
  problem: z.string(),
  action: z.string(),
  reason: z.string(),
  usercategory: userCategorySchema,
  marker: markerSchema.nullable().optional(),
  resources: z.array(resourceSchema).optional(),
  status: z.enum(['', 'Low confidence']).optional(),
  hasDocument: z.boolean().optional(),
  hasPerson: z.boolean().optional(),
  /** Engine extension: points this opportunity costs its category score. */
  points: z.number().min(0).optional(),
  /** Engine extension: the audit that raised it. */
  auditId: z.string().optional(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const colorEntrySchema = z.object({
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  name: z.string(),
});
export const typographyEntrySchema = z.object({
  size: z.string(),
  text: z.string(),
  className: z.string(),
});
export const insightSchema = z.object({
  title: z.string(),
  icon: z.string(),
  content: z.string(),
});
export const brandIntelligenceSchema = z.object({
  colorScheme: z.array(colorEntrySchema),
  typography: z.array(typographyEntrySchema),
  insights: z.array(insightSchema),
  goals: z.array(z.string()),
});
export type BrandIntelligence = z.infer<typeof brandIntelligenceSchema>;

export const websiteContentSchema = z.object({
  /** Image URL or data: URL of the page screenshot. */
  image: z.string(),
  alt: z.string(),
  /** Intrinsic size of the image in pixels, so the viewer can reserve its box before it loads. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const reportVersionSchema = z.object({
  websiteContent: websiteContentSchema,
  scores: z.array(scoreSchema).length(4),
  questions: z.array(questionSchema),
  opportunities: z.array(opportunitySchema),
  brandIntelligence: brandIntelligenceSchema.optional(),
});
export type ReportVersion = z.infer<typeof reportVersionSchema>;

export const siteReportSchema = z.object({
  originalData: reportVersionSchema,
  iteration1Data: reportVersionSchema.omit({ brandIntelligence: true }).optional(),
});
export type SiteReport = z.infer<typeof siteReportSchema>;

/**
 * A report as the viewer shows it: one site's versions and its name. Built-in samples and, later,
 * the private reports that reviewers send both take this shape.
 */
export const viewerReportSchema = siteReportSchema.extend({
  /** Shown in the 'website name' chip. */
  siteName: z.string().min(1),
  /** The analysed address, for display. */
  siteUrl: z.string().optional(),
});
export type ViewerReport = z.infer<typeof viewerReportSchema>;

/** One built-in sample as listed in the landing gallery and the sample routes (SPEC §2). */
export const sampleIndexEntrySchema = z.object({
  /** The SPEC §2 path without its slash: 'pyladies', '10kapp', … */
  route: z.string().regex(/^[a-z0-9-]+$/),
  siteName: z.string().min(1),
  /** What kind of site it is, one line ("A humanoid robot for warehouses"). */
  kind: z.string().min(1),
  hasIteration: z.boolean(),
  thumbnail: z.object({
    src: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  /** The original version's four scores. */
  scores: z.array(scoreSchema).length(4),
});
export type SampleIndexEntry = z.infer<typeof sampleIndexEntrySchema>;

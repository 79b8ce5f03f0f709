import { z } from 'zod';
import { reportVersionSchema, scoreLabelSchema } from './report.js';

/** One audit's outcome in the engine's JSON output. */
export const auditResultSchema = z.object({
  id: z.string().min(1),
  category: scoreLabelSchema,
  title: z.string(),
  /** 0..1, or null when not applicable or errored. */
  score: z.number().min(0).max(1).nullable(),
  weight: z.number().min(0),
  status: z.enum(['pass', 'fail', 'not-applicable', 'error']),
  details: z.record(z.string(), z.unknown()),
  error: z.string().optional(),
});
export type AuditResultSummary = z.infer<typeof auditResultSchema>;

export const analysisMetaSchema = z.object({
  url: z.string(),
  finalUrl: z.string(),
  /** ISO 8601. */
  analyzedAt: z.iso.datetime(),
  durationMs: z.number().min(0),
  engine: z.object({ name: z.literal('heroscope'), version: z.string() }),
});
export type AnalysisMeta = z.infer<typeof analysisMetaSchema>;

/** What one analysis of a landing page produces: the report fields plus meta and raw audits. */
export const analysisResultSchema = z.object({
  websiteContent: reportVersionSchema.shape.websiteContent,
  scores: reportVersionSchema.shape.scores,
  questions: reportVersionSchema.shape.questions,
  opportunities: reportVersionSchema.shape.opportunities,
  brandIntelligence: reportVersionSchema.shape.brandIntelligence,
  meta: analysisMetaSchema,
  audits: z.array(auditResultSchema),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

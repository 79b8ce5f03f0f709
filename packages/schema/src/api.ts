import { z } from 'zod';
import { MAX_URL_LENGTH } from './address.js';
import { MAX_EMAIL_LENGTH } from './email.js';

/** Body of POST /rest/v1/rpc/append_email (SPEC §3 "Email submission", §7). */
export const appendEmailBodySchema = z
  .object({
    url: z.string().max(MAX_URL_LENGTH),
    new_email: z.string().max(MAX_EMAIL_LENGTH),
  })
  .strict();
export type AppendEmailBody = z.infer<typeof appendEmailBodySchema>;

/** PostgREST's error shape (SPEC §8), which every /rest/v1 error answers with. */
export const postgrestErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.string().nullable(),
  hint: z.string().nullable(),
});
export type PostgrestErrorBody = z.infer<typeof postgrestErrorSchema>;

/** One row of GET /api/admin/submissions. */
export const submissionSchema = z.object({
  url: z.string(),
  emails: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** Public runtime configuration the web app reads from GET /api/config (no rebuild needed). */
export const publicConfigSchema = z.object({
  /** Base URL of the PostgREST-compatible API, e.g. "/rest/v1" or a hosted project's URL. */
  restUrl: z.string(),
  anonKey: z.string(),
  supportEmail: z.string(),
  bookingUrl: z.string(),
  docsUrl: z.string(),
  /** False when the server collects no analytics (ANALYTICS=off): the app then sends nothing. */
  analytics: z.boolean().optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

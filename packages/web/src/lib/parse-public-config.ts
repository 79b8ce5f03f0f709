import { publicConfigSchema, type PublicConfig } from '@heroscope/schema';

/** Validates GET /api/config's answer; throws a ZodError when it does not match. */
export function parsePublicConfig(body: unknown): PublicConfig {
  return publicConfigSchema.parse(body);
}

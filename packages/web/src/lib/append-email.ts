import type { AppendEmailBody, PublicConfig } from '@heroscope/schema';

export type AppendEmailOutcome = { ok: true } | { ok: false; message: string };

/**
 * Calls the append_email procedure (SPEC §7) through the PostgREST client. Only `error` of the
 * answer is used; network failures also arrive as `error` (status 0), so a throw here means
 * something unexpected. The client is loaded on first submit, not with the landing.
 */
export async function appendEmail(
  config: Pick<PublicConfig, 'restUrl' | 'anonKey'>,
  body: AppendEmailBody,
): Promise<AppendEmailOutcome> {
  const { PostgrestClient } = await import('@supabase/postgrest-js');
  const client = new PostgrestClient(config.restUrl, {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
  });
  const { error } = await client.rpc('append_email', body);
  return error ? { ok: false, message: error.message } : { ok: true };
}

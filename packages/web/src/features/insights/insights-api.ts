import { insightsSchema, type Insights } from '@heroscope/schema';
import type { Period } from './period';

export class InsightsError extends Error {
  constructor(
    readonly kind: 'unauthorized' | 'disabled' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'InsightsError';
  }
}

/** The token goes in the Authorization header only: never in a URL (logs, history) or a cookie. */
async function adminFetch(path: string, token: string, { from, to }: Period): Promise<Response> {
  const query = new URLSearchParams({ from, to });
  const response = await fetch(`${path}?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (response.status === 401) {
    throw new InsightsError('unauthorized', 'That admin token was not accepted.');
  }
  if (response.status === 404) {
    throw new InsightsError(
      'disabled',
      'The admin API is off on this server: set ADMIN_TOKEN to turn it on.',
    );
  }
  if (!response.ok) {
    throw new InsightsError('failed', `The server answered ${response.status}. Try again.`);
  }
  return response;
}

export async function fetchInsights(token: string, period: Period): Promise<Insights> {
  const response = await adminFetch('/api/admin/insights', token, period);
  return insightsSchema.parse(await response.json());
}

/** Downloads the daily aggregates as a CSV file (fetched with the header, saved from a blob). */
export async function downloadDailyCsv(token: string, period: Period): Promise<void> {
  const response = await adminFetch('/api/admin/insights/daily.csv', token, period);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `heroscope-daily-${period.from}-${period.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

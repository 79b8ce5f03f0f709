export type UnsubscribeOutcome =
  { status: 'done' | 'unknown' } | { status: 'failed'; message: string };

/** POST /api/unsubscribe/:token: 2xx removed, 404 a token we do not know. */
export async function unsubscribe(token: string): Promise<UnsubscribeOutcome> {
  try {
    const response = await fetch(`/api/unsubscribe/${encodeURIComponent(token)}`, {
      method: 'POST',
    });
    if (response.ok) return { status: 'done' };
    if (response.status === 404) return { status: 'unknown' };
    return {
      status: 'failed',
      message: `Your address could not be removed (${response.status}). Please try again.`,
    };
  } catch {
    return {
      status: 'failed',
      message: 'The server could not be reached. Check your connection and try again.',
    };
  }
}

import {
  reviewQueueSchema,
  reviewRequestDetailSchema,
  type RequestStatus,
  type ReviewChange,
  type ReviewQueueItem,
  type ReviewRequestDetail,
} from '@heroscope/schema';

/** Who is signed in, and the token every change must carry in `x-csrf-token`. */
export interface ReviewerSession {
  email: string;
  csrfToken: string;
}

export type ConsoleErrorKind =
  'unauthorized' | 'rate-limited' | 'conflict' | 'not-found' | 'network' | 'failed';

/** A failed call, with a message in the console's words. A 409 carries the current detail. */
export class ConsoleApiError extends Error {
  constructor(
    readonly kind: ConsoleErrorKind,
    message: string,
    readonly current?: ReviewRequestDetail,
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(path, { credentials: 'same-origin', cache: 'no-store', ...init });
  } catch {
    throw new ConsoleApiError('network', NETWORK_MESSAGE);
  }
}

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return undefined;
}

/** Turns a non-2xx answer into the error the console shows. */
async function failure(response: Response, what: string): Promise<ConsoleApiError> {
  if (response.status === 401) {
    return new ConsoleApiError('unauthorized', 'Your session has ended. Sign in again.');
  }
  if (response.status === 404) {
    return new ConsoleApiError('not-found', `${what}: not found. It may have been removed.`);
  }
  const message = await serverMessage(response);
  return new ConsoleApiError(
    'failed',
    `${what} failed (${response.status})${message ? `: ${message}` : '.'} Try again.`,
  );
}

function parseSession(body: unknown): ReviewerSession {
  if (
    body &&
    typeof body === 'object' &&
    'email' in body &&
    'csrfToken' in body &&
    typeof body.email === 'string' &&
    typeof body.csrfToken === 'string'
  ) {
    return { email: body.email, csrfToken: body.csrfToken };
  }
  throw new ConsoleApiError('failed', 'The server sent an unexpected answer. Try again.');
}

/** The current session, or null when signed out. */
export async function getSession(): Promise<ReviewerSession | null> {
  const response = await call('/api/review/session');
  if (response.status === 401) return null;
  if (!response.ok) throw await failure(response, 'Checking your session');
  return parseSession(await response.json());
}

export async function signIn(email: string, password: string): Promise<ReviewerSession> {
  const response = await call('/api/review/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status === 401) {
    throw new ConsoleApiError(
      'unauthorized',
      (await serverMessage(response)) ?? 'That email and password do not match a reviewer account.',
    );
  }
  if (response.status === 429) {
    throw new ConsoleApiError(
      'rate-limited',
      (await serverMessage(response)) ?? 'Too many sign-in attempts. Wait a few minutes.',
    );
  }
  if (response.status === 400) {
    throw new ConsoleApiError('failed', 'Enter your email address and your password.');
  }
  if (!response.ok) throw await failure(response, 'Signing in');
  return parseSession(await response.json());
}

export async function signOut(session: ReviewerSession): Promise<void> {
  const response = await call('/api/review/session', {
    method: 'DELETE',
    headers: { 'x-csrf-token': session.csrfToken },
  });
  // Already signed out on the server is signed out all the same.
  if (!response.ok && response.status !== 401) throw await failure(response, 'Signing out');
}

export async function fetchQueue(
  status: RequestStatus | null,
  order: 'newest' | 'oldest',
): Promise<ReviewQueueItem[]> {
  const query = new URLSearchParams({ order });
  if (status) query.set('status', status);
  const response = await call(`/api/review/requests?${query}`);
  if (!response.ok) throw await failure(response, 'Loading the queue');
  return reviewQueueSchema.parse(await response.json()).items;
}

export async function fetchDetail(id: number): Promise<ReviewRequestDetail> {
  const response = await call(`/api/review/requests/${id}`);
  if (!response.ok) throw await failure(response, `Loading request ${id}`);
  return reviewRequestDetailSchema.parse(await response.json());
}

function jsonWithCsrf(session: ReviewerSession, body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-csrf-token': session.csrfToken },
    body: JSON.stringify(body),
  };
}

/** Saves one change made on `revision`; a 409 (someone saved first) carries their draft. */
export async function saveChange(
  session: ReviewerSession,
  id: number,
  revision: number,
  change: ReviewChange,
): Promise<ReviewRequestDetail> {
  const response = await call(`/api/review/requests/${id}/draft`, {
    ...jsonWithCsrf(session, { revision, change }),
    method: 'PATCH',
  });
  if (response.status === 409) {
    const current = reviewRequestDetailSchema.safeParse(await response.json().catch(() => null));
    throw new ConsoleApiError(
      'conflict',
      'Another reviewer saved this draft first.',
      current.success ? current.data : undefined,
    );
  }
  if (!response.ok) throw await failure(response, 'Saving the change');
  return reviewRequestDetailSchema.parse(await response.json());
}

/** Publishes the draft at `revision` and sends it; answers the detail as it is afterwards. */
export async function approve(
  session: ReviewerSession,
  id: number,
  revision: number,
): Promise<ReviewRequestDetail> {
  const response = await call(
    `/api/review/requests/${id}/approve`,
    jsonWithCsrf(session, { revision }),
  );
  if (response.status === 409) {
    const current = reviewRequestDetailSchema.safeParse(await response.json().catch(() => null));
    throw new ConsoleApiError(
      'conflict',
      'The draft changed since you opened it: check the changes, then approve again.',
      current.success ? current.data : undefined,
    );
  }
  if (!response.ok) throw await failure(response, 'Approving');
  // The contract does not fix the approve answer's body: read the detail as it is now.
  const body = reviewRequestDetailSchema.safeParse(await response.json().catch(() => null));
  return body.success ? body.data : fetchDetail(id);
}

import type { ReviewQueueItem, ReviewRequestDetail } from '@heroscope/schema';
import { vi } from 'vitest';
import { TEST_CONFIG } from '../../../test/network-stub';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = Response | 'network-error';
type Handler = (call: RecordedCall) => Answer | undefined;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A stand-in for the review API at the fetch boundary (the server has its own tests). Answers a
 * signed-in session, the queue and one request's detail by default; `answer` overrides a route
 * for the next call(s) matching it. Records every call.
 */
export function fakeReviewApi(options: {
  signedIn?: boolean;
  queue?: ReviewQueueItem[];
  detail?: ReviewRequestDetail;
}) {
  const calls: RecordedCall[] = [];
  const overrides: Array<{ method: string; path: RegExp; handler: Handler; once: boolean }> = [];
  let signedIn = options.signedIn ?? true;
  let detail = options.detail;

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    if (url.pathname === '/api/config') return json(200, TEST_CONFIG);
    calls.push(call);
    const override = overrides.find((o) => o.method === method && o.path.test(url.pathname));
    if (override) {
      if (override.once) overrides.splice(overrides.indexOf(override), 1);
      const answer = override.handler(call);
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      if (answer) return answer;
    }
    if (url.pathname === '/api/review/session') {
      if (method === 'POST') {
        signedIn = true;
        return json(200, { email: 'ada@heroscope.example', csrfToken: 'csrf-1' });
      }
      if (method === 'DELETE') {
        signedIn = false;
        return new Response(null, { status: 204 });
      }
      return signedIn
        ? json(200, { email: 'ada@heroscope.example', csrfToken: 'csrf-1' })
        : json(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in.' });
    }
    if (!signedIn) return json(401, { statusCode: 401, error: 'Unauthorized', message: 'no' });
    if (url.pathname === '/api/review/requests') return json(200, { items: options.queue ?? [] });
    const match = /^\/api\/review\/requests\/(\d+)(\/draft|\/approve)?$/.exec(url.pathname);
    if (match && detail && Number(match[1]) === detail.request.id) return json(200, detail);
    return json(404, { statusCode: 404, error: 'Not Found', message: 'none' });
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    calls,
    /** Answers the next matching call (or every one, with `once: false`) with `handler`. */
    answer(method: string, path: RegExp, handler: Handler, once = true) {
      overrides.push({ method, path, handler, once });
    },
    setDetail(next: ReviewRequestDetail) {
      detail = next;
    },
    expireSession() {
      signedIn = false;
    },
  };
}

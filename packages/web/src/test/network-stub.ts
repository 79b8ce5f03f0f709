import { vi } from 'vitest';
import type { PublicConfig } from '@heroscope/schema';

/** The configuration GET /api/config answers with in tests. */
export const TEST_CONFIG: PublicConfig = {
  restUrl: '/rest/v1',
  anonKey: 'test-anon-key',
  supportEmail: 'support@heroscope.test',
  bookingUrl: 'https://booking.example/founder',
  docsUrl: 'https://docs.example/scores',
};

type RpcAnswer = () => Response | Promise<Response>;

interface NetworkStubOptions {
  /** Answer of GET /api/config; a number answers that status with an error body. */
  config?: PublicConfig | number;
  /** Answer of POST /rest/v1/rpc/append_email; 204 No Content by default, like PostgREST. */
  rpc?: RpcAnswer;
}

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces global fetch with a fake of the network boundary: the API server's /api/config, the
 * static logos manifest and the PostgREST endpoint. Returns the recorded RPC requests.
 */
export function stubNetwork(options: NetworkStubOptions = {}): RecordedRequest[] {
  const rpcRequests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (url.pathname === '/api/config') {
      const config = options.config ?? TEST_CONFIG;
      return typeof config === 'number'
        ? json(config, { error: 'unavailable' })
        : json(200, config);
    }
    if (url.pathname === '/brand/logos.json') {
      return json(200, [{ name: 'Northwind', src: '/brand/logos/northwind.svg' }]);
    }
    if (url.pathname === '/rest/v1/rpc/append_email') {
      rpcRequests.push({
        url: url.toString(),
        method: init?.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: JSON.parse(String(init?.body)),
      });
      return options.rpc ? options.rpc() : new Response(null, { status: 204 });
    }
    return json(404, { error: `no stub for ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchStub);
  return rpcRequests;
}

export const postgrestError = (status = 400) =>
  json(status, { code: '22023', message: 'invalid input', details: null, hint: null });

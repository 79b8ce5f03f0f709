import { describe, expect, it } from 'vitest';
import { failedRequest } from './test-facts.js';
import { isBroken } from './failed-requests.js';

describe('isBroken', () => {
  it('is true for an HTTP error and a network error the visitor would meet too', () => {
    expect(isBroken(failedRequest({ status: 404 }))).toBe(true);
    expect(isBroken(failedRequest({ status: null, errorText: 'net::ERR_NAME_NOT_RESOLVED' }))).toBe(
      true,
    );
  });

  it('is false for our own refusal, a request the page cancelled and our failed tunnel', () => {
    expect(isBroken(failedRequest({ blockedByPolicy: true }))).toBe(false);
    expect(isBroken(failedRequest({ status: null, errorText: 'net::ERR_ABORTED' }))).toBe(false);
    expect(
      isBroken(failedRequest({ status: null, errorText: 'net::ERR_TUNNEL_CONNECTION_FAILED' })),
    ).toBe(false);
    expect(isBroken(failedRequest({ status: 200 }))).toBe(false);
  });
});

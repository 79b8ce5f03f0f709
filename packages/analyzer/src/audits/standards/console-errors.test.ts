import { describe, expect, it } from 'vitest';
import { makeFacts } from '../shared/test-facts.js';
import { consoleErrors } from './console-errors.js';

describe('console-errors', () => {
  it('passes a quiet console', () => {
    const product = consoleErrors.run(makeFacts({ consoleErrors: [] }));
    expect(product.score).toBe(1);
    expect(product.findings).toEqual([]);
  });

  it('counts errors and quotes the first few', () => {
    const product = consoleErrors.run(
      makeFacts({
        consoleErrors: [
          "Uncaught TypeError: Cannot read properties of undefined (reading 'map')",
          'Failed to load resource: the server responded with a status of 404 ()',
        ],
      }),
    );
    expect(product.score).toBeCloseTo(0.6, 5);
    expect(product.findings[0]!.problem).toBe(
      "The page logs 2 console errors while loading: 'Uncaught TypeError: Cannot read properties of undefined (reading 'map')'; 'Failed to load resource: the server responded with a status of 404 ()'.",
    );
    expect(product.findings[0]!.usercategory).toBe('Incomplete');
  });

  it('reaches 0 at five errors and ignores network errors caused by our own policy', () => {
    const five = consoleErrors.run(makeFacts({ consoleErrors: ['a', 'b', 'c', 'd', 'e', 'f'] }));
    expect(five.score).toBe(0);
    const ours = consoleErrors.run(
      makeFacts({
        consoleErrors: ['Failed to load resource: net::ERR_FAILED'],
        failedRequests: [
          {
            url: 'http://192.168.0.1/x',
            resourceType: 'fetch',
            status: null,
            errorText: 'net::ERR_FAILED',
            blockedByPolicy: true,
          },
        ],
      }),
    );
    expect(ours.score).toBe(1);
  });
});

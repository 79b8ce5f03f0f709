import { describe, expect, it } from 'vitest';
import { describeFailure } from './describe-failure.js';
import { EXIT, worstExitCode } from './exit-codes.js';

class FakeCollectError extends Error {
  constructor(
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

describe('exit codes', () => {
  it('keeps the worst outcome across URLs', () => {
    expect(worstExitCode([])).toBe(EXIT.ok);
    expect(worstExitCode([EXIT.ok, EXIT.ok])).toBe(EXIT.ok);
    expect(worstExitCode([EXIT.ok, EXIT.belowMinScore])).toBe(EXIT.belowMinScore);
    expect(worstExitCode([EXIT.belowMinScore, EXIT.unreachable, EXIT.ok])).toBe(EXIT.unreachable);
    expect(worstExitCode([EXIT.unreachable, EXIT.internal])).toBe(EXIT.internal);
  });

  it.each([
    'blocked',
    'unreachable',
    'timeout',
    'http-error',
    'crashed',
    'too-many-redirects',
    'too-large',
  ])('maps CollectError %s to 3 with its one-line message', (code) => {
    const failure = describeFailure(new FakeCollectError(code, `it went wrong\nstack-ish`), {
      allowPrivate: true,
    });
    expect(failure).toEqual({ exitCode: EXIT.unreachable, reason: 'it went wrong' });
  });

  it('hints at --allow-private for a refused address only when it was not given', () => {
    const refused = new FakeCollectError(
      'blocked',
      'Refused to fetch http://127.0.0.1:8080/: private address',
    );
    expect(describeFailure(refused, { allowPrivate: false }).reason).toBe(
      'Refused to fetch http://127.0.0.1:8080/: private address (pass --allow-private to analyse a private or local address)',
    );
    expect(describeFailure(refused, { allowPrivate: true }).reason).not.toContain(
      '--allow-private',
    );
  });

  it('maps an invalid URL to bad usage and anything else to an internal error', () => {
    expect(
      describeFailure(new FakeCollectError('invalid-url', 'bad'), { allowPrivate: false }).exitCode,
    ).toBe(EXIT.usage);
    expect(describeFailure(new TypeError('x is undefined'), { allowPrivate: false })).toEqual({
      exitCode: EXIT.internal,
      reason: 'internal error: x is undefined',
    });
    expect(describeFailure('a string', { allowPrivate: false }).exitCode).toBe(EXIT.internal);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DISPOSABLE_EMAIL_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  invalidEmailMessage,
  validateEmail,
} from './email.js';

const SUPPORT = 'hello@heroscope.dev';

describe('validateEmail (SPEC §5)', () => {
  it.each(['ada@example.com', 'a.b+c@sub.example.co.uk', ' ada@example.com '])(
    'accepts %s',
    (e) => {
      expect(validateEmail(e, SUPPORT)).toEqual({ ok: true, email: e.trim() });
    },
  );

  it('requires a value', () => {
    expect(validateEmail('  ', SUPPORT)).toMatchObject({
      ok: false,
      message: EMAIL_REQUIRED_MESSAGE,
    });
  });

  it.each(['ada', 'ada@', 'ada@example', '@example.com', 'a da@example.com', 'ada@exa mple.com'])(
    'rejects %j as invalid',
    (e) => {
      expect(validateEmail(e, SUPPORT)).toEqual({
        ok: false,
        reason: 'invalid',
        message: `Please enter a valid email address (e.g., ${SUPPORT})`,
      });
      expect(invalidEmailMessage(SUPPORT)).toBe(
        `Please enter a valid email address (e.g., ${SUPPORT})`,
      );
    },
  );

  it.each([
    'x@yopmail.com',
    'x@mailinator.com',
    'x@guerrillamail.net',
    'x@10minutemail.com',
    'x@tempmail.io',
    'x@fakeinbox.com',
    'x@MAILINATOR.COM',
    'x@eu.mailinator.com',
  ])('rejects disposable %s', (e) => {
    expect(validateEmail(e, SUPPORT)).toEqual({
      ok: false,
      reason: 'disposable',
      message: DISPOSABLE_EMAIL_MESSAGE,
    });
  });

  it('does not mistake a lookalike for a disposable domain', () => {
    expect(validateEmail('x@notyopmail.com', SUPPORT).ok).toBe(true);
  });
});

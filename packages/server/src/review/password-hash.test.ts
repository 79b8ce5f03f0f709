import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './password-hash.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password twice')).not.toBe(
      await hashPassword('same password twice'),
    );
  });

  it('reads a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('anything at all', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything at all', 'scrypt$1$1$1$$')).toBe(false);
  });

  it('asks for long passwords', () => {
    expect(passwordProblem('short')).toMatch(/at least 12/);
    expect(passwordProblem('twelve chars')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { visitorHash } from './visitor-hash.js';

describe('visitorHash', () => {
  it('is stable for one salt, address and browser, and differs when any of them changes', () => {
    const base = visitorHash('salt-a', '203.0.113.5', 'UA/1');
    expect(visitorHash('salt-a', '203.0.113.5', 'UA/1')).toBe(base);
    expect(visitorHash('salt-b', '203.0.113.5', 'UA/1')).not.toBe(base);
    expect(visitorHash('salt-a', '203.0.113.6', 'UA/1')).not.toBe(base);
    expect(visitorHash('salt-a', '203.0.113.5', 'UA/2')).not.toBe(base);
  });

  it('keeps the fields apart, so shifting text from one to the next changes the hash', () => {
    expect(visitorHash('s', '1.2.3.4', 'x')).not.toBe(visitorHash('s', '1.2.3.', '4x'));
  });

  it('is 22 URL-safe characters (132 bits) that contain nothing of the input', () => {
    const hash = visitorHash('salt', '198.51.100.23', 'Mozilla/5.0');
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(hash).not.toContain('198');
  });
});

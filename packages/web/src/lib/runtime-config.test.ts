import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, resolveRestUrl } from './runtime-config';
import { stubNetwork, TEST_CONFIG } from '../test/network-stub';

describe('runtime configuration', () => {
  it('resolves a relative restUrl against the page origin', () => {
    expect(resolveRestUrl('/rest/v1', 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/rest/v1',
    );
    expect(resolveRestUrl('/rest/v1/', 'https://heroscope.app')).toBe(
      'https://heroscope.app/rest/v1',
    );
  });

  it('keeps an absolute restUrl', () => {
    expect(resolveRestUrl('https://abc.supabase.co/rest/v1', 'http://localhost:5173')).toBe(
      'https://abc.supabase.co/rest/v1',
    );
  });

  it('loads and parses GET /api/config', async () => {
    stubNetwork();
    await expect(loadRuntimeConfig('https://heroscope.app')).resolves.toEqual({
      ...TEST_CONFIG,
      restUrl: 'https://heroscope.app/rest/v1',
    });
  });

  it('rejects when the server fails', async () => {
    stubNetwork({ config: 500 });
    await expect(loadRuntimeConfig()).rejects.toThrow('GET /api/config answered 500');
  });

  it('rejects an answer that does not match the schema', async () => {
    const { anonKey: _omitted, ...incomplete } = TEST_CONFIG;
    stubNetwork({ config: incomplete as typeof TEST_CONFIG });
    await expect(loadRuntimeConfig()).rejects.toThrow(/anonKey/);
  });
});

import type { PublicConfig } from '@heroscope/schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../test/network-stub';
import { createCollector } from './collector';

const config = (analytics?: boolean) => async (): Promise<PublicConfig> => ({
  ...TEST_CONFIG,
  ...(analytics === undefined ? {} : { analytics }),
});

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('createCollector', () => {
  let sent: unknown[];
  const send = (body: string) => void sent.push(JSON.parse(body));

  beforeEach(() => {
    sent = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('sends the events of a page view together, per route, after a short delay', async () => {
    const collector = await createCollector({ loadPath: '/', whenConfig: config(), send });
    collector?.track({ name: 'page_view', path: '/' });
    collector?.track({ name: 'email_rejected', path: '/', props: { rule: 'invalid' } });
    collector?.track({ name: 'page_view', path: '/pyladies' });
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([
      {
        path: '/',
        events: [{ name: 'page_view' }, { name: 'email_rejected', props: { rule: 'invalid' } }],
        vitals: [],
      },
      { path: '/pyladies', events: [{ name: 'page_view' }], vitals: [] },
    ]);
  });

  it('sends at once when the page is hidden', async () => {
    const collector = await createCollector({ loadPath: '/', whenConfig: config(true), send });
    collector?.track({ name: 'request_submitted', path: '/' });
    hide();
    expect(sent).toEqual([{ path: '/', events: [{ name: 'request_submitted' }], vitals: [] }]);
  });

  it('splits a long batch into beacons the server accepts', async () => {
    const collector = await createCollector({ loadPath: '/', whenConfig: config(), send });
    for (let i = 0; i < 30; i++) collector?.track({ name: 'analyse_pressed', path: '/' });
    hide();
    expect(sent.map((b) => (b as { events: unknown[] }).events.length)).toEqual([25, 5]);
  });

  it('never measures the Insights page', async () => {
    expect(await createCollector({ loadPath: '/insights', whenConfig: config(), send })).toBe(
      undefined,
    );
    const collector = await createCollector({ loadPath: '/', whenConfig: config(), send });
    collector?.track({ name: 'page_view', path: '/insights' });
    hide();
    expect(sent).toEqual([]);
  });

  it('never measures the reviewer console', async () => {
    expect(await createCollector({ loadPath: '/review', whenConfig: config(), send })).toBe(
      undefined,
    );
    const collector = await createCollector({ loadPath: '/', whenConfig: config(), send });
    collector?.track({ name: 'page_view', path: '/review' });
    hide();
    expect(sent).toEqual([]);
  });

  it('sends nothing when the server has analytics off', async () => {
    expect(await createCollector({ loadPath: '/', whenConfig: config(false), send })).toBe(
      undefined,
    );
  });

  it.each([
    [
      'Do Not Track',
      () => Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true }),
    ],
    [
      'Global Privacy Control',
      () =>
        Object.defineProperty(navigator, 'globalPrivacyControl', {
          value: true,
          configurable: true,
        }),
    ],
  ])('sends nothing under %s', async (_name, optOut) => {
    optOut();
    try {
      expect(await createCollector({ loadPath: '/', whenConfig: config(), send })).toBe(undefined);
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
      Reflect.deleteProperty(navigator, 'doNotTrack');
    }
  });
});

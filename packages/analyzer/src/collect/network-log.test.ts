import { EventEmitter } from 'node:events';
import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NetworkLog } from './network-log.js';

/** The DevTools events NetworkLog listens to, played by hand (no browser). */
function fakeCdp() {
  const events = new EventEmitter();
  const cdp = { on: events.on.bind(events), send: async () => ({}) } as unknown as CDPSession;
  return { cdp, emit: (name: string, params: object) => events.emit(name, params) };
}

const MIB = 1024 * 1024;

async function logWithLimit(maxBytes: number) {
  const { cdp, emit } = fakeCdp();
  const exceeded: Array<[string, number]> = [];
  await NetworkLog.attach(cdp, {
    maxBytes,
    onExceeded: (url, bytes) => exceeded.push([url, bytes]),
  });
  const respond = (id: string, url: string, contentLength?: number) => {
    emit('Network.requestWillBeSent', { requestId: id, request: { url }, type: 'Script' });
    emit('Network.responseReceived', {
      requestId: id,
      response: {
        status: 200,
        headers: contentLength === undefined ? {} : { 'Content-Length': String(contentLength) },
      },
    });
  };
  const data = (id: string, bytes: number) =>
    emit('Network.dataReceived', { requestId: id, dataLength: bytes });
  return { exceeded, respond, data };
}

describe('NetworkLog response size limit', () => {
  it('counts an announced size and the data that fulfils it once', async () => {
    const { exceeded, respond, data } = await logWithLimit(3 * MIB);
    respond('1', 'https://a.test/app.js', 2 * MIB);
    data('1', MIB);
    data('1', MIB);
    expect(exceeded).toEqual([]);
  });

  it('reports a response over the limit once, announced or counted', async () => {
    const { exceeded, respond, data } = await logWithLimit(3 * MIB);
    respond('1', 'https://a.test/big.mp4', 5 * MIB);
    respond('2', 'https://a.test/stream', undefined);
    for (let i = 0; i < 5; i++) data('2', MIB);
    expect(exceeded).toEqual([
      ['https://a.test/big.mp4', 5 * MIB],
      ['https://a.test/stream', 4 * MIB],
    ]);
  });
});

describe('NetworkLog.quiet', () => {
  const request = (emit: (n: string, p: object) => void, id: string) =>
    emit('Network.requestWillBeSent', { requestId: id, request: { url: `https://a.test/${id}` } });
  const finish = (emit: (n: string, p: object) => void, id: string) =>
    emit('Network.loadingFinished', { requestId: id, encodedDataLength: 10 });
  const timed = async (fn: () => Promise<void>) => {
    const t0 = Date.now();
    await fn();
    return Date.now() - t0;
  };

  it('waits only 50 ms when the last request ended longer ago than the quiet window', async () => {
    const { cdp, emit } = fakeCdp();
    const log = await NetworkLog.attach(cdp);
    request(emit, '1');
    finish(emit, '1');
    await new Promise((r) => setTimeout(r, 450));
    const waited = await timed(() => log.quiet(400, 2000));
    expect(waited).toBeGreaterThanOrEqual(45);
    expect(waited).toBeLessThan(300);
  });

  it('counts the window from the last request that ended, not from the call', async () => {
    const { cdp, emit } = fakeCdp();
    const log = await NetworkLog.attach(cdp);
    request(emit, '1');
    finish(emit, '1');
    await new Promise((r) => setTimeout(r, 300));
    // About 300 ms are left of the 600 ms window (wide margins: timers run late on a busy machine).
    const waited = await timed(() => log.quiet(600, 3000));
    expect(waited).toBeGreaterThanOrEqual(200);
    expect(waited).toBeLessThan(550);
  });

  it('waits for a request under way, then for the whole window after it ends', async () => {
    const { cdp, emit } = fakeCdp();
    const log = await NetworkLog.attach(cdp);
    request(emit, '1');
    setTimeout(() => finish(emit, '1'), 150);
    const waited = await timed(() => log.quiet(100, 2000));
    expect(waited).toBeGreaterThanOrEqual(240);
  });
});

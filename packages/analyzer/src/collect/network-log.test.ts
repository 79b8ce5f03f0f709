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

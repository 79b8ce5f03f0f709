import { describe, expect, it } from 'vitest';
import type { EventRow } from './event-rows.js';
import { WriteBuffer } from './write-buffer.js';

const row = (name: string): EventRow => ({
  occurredAt: new Date(0),
  day: '1970-01-01',
  name,
  detail: '',
  path: '/',
  visitor: 'v',
});

describe('WriteBuffer', () => {
  it('writes rows together after the delay, one batch at a time', async () => {
    const batches: string[][] = [];
    let concurrent = 0;
    let maxConcurrent = 0;
    const buffer = new WriteBuffer({
      delayMs: 20,
      write: async (events) => {
        concurrent++;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await new Promise((r) => setTimeout(r, 5));
        batches.push(events.map((e) => e.name));
        concurrent--;
      },
      onError: () => undefined,
    });
    buffer.add([row('a')], []);
    buffer.add([row('b')], []);
    expect(batches).toEqual([]);
    await new Promise((r) => setTimeout(r, 60));
    expect(batches).toEqual([['a', 'b']]);
    buffer.add([row('c')], []);
    await buffer.flush();
    expect(batches).toEqual([['a', 'b'], ['c']]);
    expect(maxConcurrent).toBe(1);
  });

  it('writes at once when a batch is full', async () => {
    const sizes: number[] = [];
    const buffer = new WriteBuffer({
      batchRows: 3,
      delayMs: 60_000,
      write: async (events) => void sizes.push(events.length),
      onError: () => undefined,
    });
    buffer.add([row('a'), row('b'), row('c')], []);
    await new Promise((r) => setTimeout(r, 10));
    expect(sizes).toEqual([3]);
    await buffer.flush();
  });

  it('reports a failed batch and goes on with the next', async () => {
    const failures: number[] = [];
    let calls = 0;
    const buffer = new WriteBuffer({
      write: async () => {
        if (calls++ === 0) throw new Error('database down');
      },
      onError: (_error, rows) => failures.push(rows),
    });
    buffer.add([row('a'), row('b')], []);
    await buffer.flush();
    buffer.add([row('c')], []);
    await buffer.flush();
    expect(failures).toEqual([2]);
    expect(calls).toBe(2);
  });

  it('drops rows beyond maxPendingRows instead of growing without bound', async () => {
    const buffer = new WriteBuffer({
      maxPendingRows: 2,
      delayMs: 60_000,
      write: async () => undefined,
      onError: () => undefined,
    });
    expect(buffer.add([row('a'), row('b')], [])).toBe(true);
    expect(buffer.add([row('c')], [])).toBe(false);
    expect(buffer.dropped).toBe(1);
    expect(buffer.pendingRows).toBe(2);
    await buffer.flush();
    expect(buffer.pendingRows).toBe(0);
  });
});

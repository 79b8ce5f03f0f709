import type { EventRow, VitalRow } from './event-rows.js';

export interface WriteBufferOptions {
  /** Writes one batch; the buffer never runs two at once. */
  write: (events: EventRow[], vitals: VitalRow[]) => Promise<void>;
  /** Called when a batch could not be written (it is then dropped). */
  onError: (error: unknown, rows: number) => void;
  /** Rows that trigger a write at once. */
  batchRows?: number;
  /** Longest a row waits before it is written. */
  delayMs?: number;
  /** Rows held at most; beyond, new rows are dropped (and counted) rather than eat the memory. */
  maxPendingRows?: number;
}

/**
 * Lets the collection endpoint answer 204 as soon as a beacon is valid, and writes beacons in
 * batches: one INSERT for hundreds of beacons instead of one each, which is what keeps the
 * latency flat under a burst on the single-connection embedded database. A crash loses at most
 * `delayMs` of events, which analytics can afford; a clean shutdown flushes everything.
 */
export class WriteBuffer {
  private events: EventRow[] = [];
  private vitals: VitalRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly batchRows: number;
  private readonly delayMs: number;
  private readonly maxPendingRows: number;
  /** Rows refused because the buffer was full. */
  dropped = 0;

  constructor(private readonly options: WriteBufferOptions) {
    this.batchRows = options.batchRows ?? 5000;
    this.delayMs = options.delayMs ?? 250;
    this.maxPendingRows = options.maxPendingRows ?? 50_000;
  }

  get pendingRows(): number {
    return this.events.length + this.vitals.length;
  }

  /** Queues rows; false when the buffer is full and they were dropped. */
  add(events: readonly EventRow[], vitals: readonly VitalRow[]): boolean {
    if (this.pendingRows + events.length + vitals.length > this.maxPendingRows) {
      this.dropped += events.length + vitals.length;
      return false;
    }
    this.events.push(...events);
    this.vitals.push(...vitals);
    if (this.pendingRows >= this.batchRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
    return true;
  }

  /** Writes everything queued so far; resolves once it is stored (or reported as failed). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const events = this.events;
    const vitals = this.vitals;
    this.events = [];
    this.vitals = [];
    this.writing = this.writing.then(async () => {
      if (events.length + vitals.length === 0) return;
      try {
        await this.options.write(events, vitals);
      } catch (error) {
        this.options.onError(error, events.length + vitals.length);
      }
    });
    return this.writing;
  }
}

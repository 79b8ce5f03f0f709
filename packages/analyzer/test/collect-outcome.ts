import { expect } from 'vitest';
import type { PageFacts } from '@heroscope/schema';
import { CollectError } from '../src/collect/index.js';
import type { Collector } from '../src/collect/index.js';

export type CollectOutcome =
  { facts: PageFacts; error: null; ms: number } | { facts: null; error: CollectError; ms: number };

/** Runs a collect to its end, success or CollectError (anything else fails the test), timed. */
export async function collectOutcome(collector: Collector, url: string): Promise<CollectOutcome> {
  const started = Date.now();
  try {
    const facts = await collector.collect(url);
    return { facts, error: null, ms: Date.now() - started };
  } catch (error) {
    expect(error).toBeInstanceOf(CollectError);
    return { facts: null, error: error as CollectError, ms: Date.now() - started };
  }
}

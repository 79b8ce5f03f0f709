import type { Page } from 'playwright-core';

/**
 * Runs a self-contained function inside the page. The function is sent as source text; bundlers
 * that keep function names (tsx, esbuild keepNames) insert `__name(...)` calls into it, so the
 * wrapper defines a no-op `__name` in the page scope first.
 */
export async function evaluateScript<A, R>(
  page: Page,
  fn: (arg: A) => R | Promise<R>,
  arg: A,
): Promise<R> {
  const source = `(async () => { const __name = (f) => f; return await (${fn.toString()})(${JSON.stringify(arg)}); })()`;
  return (await page.evaluate(source)) as R;
}

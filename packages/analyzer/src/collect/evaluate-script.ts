import type { CDPSession } from 'playwright-core';

/**
 * Our scripts run in an isolated world of the page's main frame, as browser extensions' content
 * scripts do: it shares the page's DOM but none of its JavaScript. A page therefore cannot feed
 * us false facts by redefining what we call (getBoundingClientRect, getComputedStyle,
 * Array.prototype.map, setTimeout …), and it never sees our helpers (axe, the performance store).
 */
export const COLLECT_WORLD = 'heroscope-collect';

/** Registers `source` to run in our world of every new document, before the page's scripts. */
export async function addWorldInitScript(cdp: CDPSession, source: string): Promise<void> {
  // Without the Page domain on this session, Chromium keeps the script but never runs it.
  await cdp.send('Page.enable');
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', {
    source,
    worldName: COLLECT_WORLD,
  });
}

/** The main frame's id per session: it stays the same across the frame's navigations. */
const mainFrames = new WeakMap<CDPSession, string>();

async function mainFrameId(cdp: CDPSession, fresh: boolean): Promise<string> {
  const known = fresh ? undefined : mainFrames.get(cdp);
  if (known) return known;
  const { frameTree } = await cdp.send('Page.getFrameTree');
  mainFrames.set(cdp, frameTree.frame.id);
  return frameTree.frame.id;
}

/**
 * Our world in the main frame's current document (Chromium keeps one per world name and
 * document, so state left there by an init script or an earlier call is found again). Asked for
 * every time: an execution context id may be reused by the next document's process, so a kept
 * one could point into the page's own world.
 */
async function worldContext(cdp: CDPSession): Promise<number> {
  const create = async (fresh: boolean) =>
    cdp.send('Page.createIsolatedWorld', {
      frameId: await mainFrameId(cdp, fresh),
      worldName: COLLECT_WORLD,
      grantUniveralAccess: false,
    });
  // A frame id that no longer names the main frame is an error, never a wrong frame: ask again.
  const { executionContextId } = await create(false).catch(() => create(true));
  return executionContextId;
}

/** Evaluates an expression in our world; its result comes back by value (JSON). */
export async function evaluateInWorld(cdp: CDPSession, expression: string): Promise<unknown> {
  const contextId = await worldContext(cdp);
  const r = await cdp.send('Runtime.evaluate', {
    expression,
    contextId,
    awaitPromise: true,
    returnByValue: true,
  });
  if (r.exceptionDetails) {
    const detail = r.exceptionDetails.exception?.description ?? r.exceptionDetails.text;
    throw new Error(`Collect script failed: ${detail}`);
  }
  return r.result.value;
}

/**
 * Runs a self-contained function in our world. The function is sent as source text; bundlers
 * that keep function names (tsx, esbuild keepNames) insert `__name(...)` calls into it, so the
 * wrapper defines a no-op `__name` first.
 */
export async function evaluateScript<A, R>(
  cdp: CDPSession,
  fn: (arg: A) => R | Promise<R>,
  arg: A,
): Promise<R> {
  const source = `(async () => { const __name = (f) => f; return await (${fn.toString()})(${JSON.stringify(arg)}); })()`;
  return (await evaluateInWorld(cdp, source)) as R;
}

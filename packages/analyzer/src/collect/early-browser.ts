import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser/launch-browser.js';
import { openEgressSession, type EgressSession } from '../net/egress-proxy.js';
import { mark } from './timings.js';

/**
 * A browser launched before its collector exists, so that Chromium starts while the caller is
 * still loading the rest of its code (the CLI: its own modules and the schema, then the audits).
 * It is launched exactly as createCollector would launch it, behind the same deny-all proxy.
 * Hand it to createCollector (`launched`), which then owns it; if that never happens, close it.
 */
export interface EarlyBrowser {
  ready: Promise<{ browser: Browser; fallback: EgressSession }>;
  /** Closes the browser and its proxy unless a collector took them; never rejects. */
  close(): Promise<void>;
  /** Set by the collector that takes it over. */
  taken: boolean;
}

export interface EarlyBrowserOptions {
  executablePath?: string;
  trustedSpkiHashes?: string[];
}

export function launchEarly(options: EarlyBrowserOptions = {}): EarlyBrowser {
  mark('browser', 'launch (early)');
  const ready = (async () => {
    // Anything not sent through a per-collect proxy (there should be nothing) meets this one.
    const fallback = await openEgressSession(
      { allowPrivate: false, resolve: [], denyAll: true },
      { maxRequests: 0, maxResponseBytes: 0, maxTotalBytes: 0 },
    );
    try {
      const browser = await launchBrowser({
        executablePath: options.executablePath,
        proxyServer: fallback.server,
        trustedSpkiHashes: options.trustedSpkiHashes,
      });
      mark('browser', 'launched');
      return { browser, fallback };
    } catch (error) {
      await fallback.close();
      throw error;
    }
  })();
  // Its failure is reported by whoever awaits it (the collector), or dropped by close().
  ready.catch(() => {});
  const early: EarlyBrowser = {
    ready,
    taken: false,
    async close() {
      if (early.taken) return;
      early.taken = true;
      const launched = await ready.catch(() => null);
      if (!launched) return;
      await launched.browser.close().catch(() => {});
      await launched.fallback.close().catch(() => {});
    },
  };
  return early;
}

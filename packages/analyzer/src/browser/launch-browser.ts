import type { Browser, BrowserType } from 'playwright-core';
import { BASE_CHROMIUM_ARGS } from './chromium-args.js';
import { findChromium } from './find-chromium.js';
import { requireWithCodeCache } from './require-with-code-cache.js';

// Required, not imported: an ESM import of this CommonJS package makes Node scan its 3.6 MB
// bundle for export names first (cjs-module-lexer), about 80 ms of a cold command's start. Its
// two bundles are compiled from V8's code cache when there is one.
const { chromium } = requireWithCodeCache(
  import.meta.url,
  'playwright-core',
  /[\\/]playwright-core[\\/]lib[\\/](coreBundle|utilsBundle)\.js$/,
) as { chromium: BrowserType };

export interface LaunchOptions {
  executablePath?: string;
  /** Browser-wide proxy; each context sets its own, this one catches anything else. */
  proxyServer: string;
  /** Base64 SHA-256 hashes of certificate public keys (SPKI) to accept without a trusted CA. */
  trustedSpkiHashes?: readonly string[];
}

export async function launchBrowser(options: LaunchOptions): Promise<Browser> {
  const found = await findChromium(options.executablePath);
  return chromium.launch({
    executablePath: found.executablePath,
    headless: true,
    args: [
      ...found.extraArgs,
      ...BASE_CHROMIUM_ARGS,
      // Honoured because Playwright always gives Chromium a --user-data-dir.
      ...(options.trustedSpkiHashes?.length
        ? [`--ignore-certificate-errors-spki-list=${options.trustedSpkiHashes.join(',')}`]
        : []),
    ],
    // Playwright adds --proxy-bypass-list=<-loopback> so loopback goes through the proxy too.
    proxy: { server: options.proxyServer },
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

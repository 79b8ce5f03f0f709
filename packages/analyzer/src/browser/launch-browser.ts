import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { findChromium } from './find-chromium.js';

/** Flags every launch uses: no sandbox (containers), no GPU, and no traffic of Chromium's own. */
export const BASE_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--hide-scrollbars',
  '--mute-audio',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-breakpad',
  '--disable-domain-reliability',
  '--metrics-recording-only',
  '--no-pings',
  // WebRTC may not use UDP around the proxy (it would reach private addresses directly).
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  // DNS prefetch and preconnect would resolve names outside the proxy.
  '--dns-prefetch-disable',
  // A hostile page may allocate without end: cap each renderer's JS heap so it dies fast.
  '--js-flags=--max-old-space-size=512',
];

export interface LaunchOptions {
  executablePath?: string;
  /** Browser-wide proxy; each context sets its own, this one catches anything else. */
  proxyServer: string;
}

export async function launchBrowser(options: LaunchOptions): Promise<Browser> {
  const found = await findChromium(options.executablePath);
  return chromium.launch({
    executablePath: found.executablePath,
    headless: true,
    args: [...found.extraArgs, ...BASE_CHROMIUM_ARGS],
    // Playwright adds --proxy-bypass-list=<-loopback> so loopback goes through the proxy too.
    proxy: { server: options.proxyServer },
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** Flags every launch uses: no sandbox (containers), no GPU, and no traffic of Chromium's own. */
export const BASE_CHROMIUM_ARGS: readonly string[] = [
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

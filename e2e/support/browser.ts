import { BASE_CHROMIUM_ARGS, findChromium } from '@heroscope/analyzer';
import { chromium, type Browser } from 'playwright-core';

/** The Chromium the engine itself uses, launched with the engine's own flags. */
export async function launchBrowser(): Promise<Browser> {
  const found = await findChromium();
  return chromium.launch({
    executablePath: found.executablePath,
    args: [...found.extraArgs, ...BASE_CHROMIUM_ARGS],
  });
}

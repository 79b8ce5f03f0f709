import { access, constants } from 'node:fs/promises';

/**
 * Where the Chromium binary lives. Order: CHROMIUM_PATH, the distro's headless shell (fastest),
 * the distro's full Chromium, then the optional npm package @sparticuz/chromium (a bundled
 * headless build that unpacks itself on first use).
 */

export interface FoundChromium {
  executablePath: string;
  /** Extra flags the binary needs (from @sparticuz/chromium, minus --single-process). */
  extraArgs: string[];
  source: 'env' | 'headless-shell' | 'chromium' | '@sparticuz/chromium' | 'option';
}

export const CHROMIUM_INSTALL_HINT =
  'Chromium was not found. Install it (Debian/Ubuntu: `apt-get install chromium-headless-shell` or ' +
  '`apt-get install chromium`), set CHROMIUM_PATH to a Chromium or headless-shell binary, or run ' +
  '`npm install @sparticuz/chromium` in packages/analyzer.';

const SYSTEM_CANDIDATES = [
  { path: '/usr/lib/chromium/chromium-headless-shell', source: 'headless-shell' },
  { path: '/usr/bin/chromium', source: 'chromium' },
] as const;

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// Only harmless flags are kept from @sparticuz/chromium's list: it also ships --single-process
// (breaks multi-context use) and --disable-web-security, --disable-site-isolation-trials,
// --allow-running-insecure-content, which must never meet a hostile page.
const KEPT_SPARTICUZ_FLAGS =
  /^--(font-render-hinting|disable-print-preview|no-default-browser-check|disk-cache-size)(=|$)/;

/** The bundled build from the optional @sparticuz/chromium package (unpacks to /tmp on first use). */
export async function fromSparticuz(): Promise<FoundChromium | null> {
  try {
    const name = '@sparticuz/chromium';
    const mod = (await import(name)) as {
      default: { executablePath(): Promise<string>; args: string[] };
    };
    const executablePath = await mod.default.executablePath();
    const extraArgs = mod.default.args.filter((a) => KEPT_SPARTICUZ_FLAGS.test(a));
    return { executablePath, extraArgs, source: '@sparticuz/chromium' };
  } catch {
    return null;
  }
}

export async function findChromium(explicitPath?: string): Promise<FoundChromium> {
  if (explicitPath) {
    if (await isExecutable(explicitPath))
      return { executablePath: explicitPath, extraArgs: [], source: 'option' };
    throw new Error(`Chromium executable not found at ${explicitPath}. ${CHROMIUM_INSTALL_HINT}`);
  }
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (await isExecutable(fromEnv))
      return { executablePath: fromEnv, extraArgs: [], source: 'env' };
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file. ${CHROMIUM_INSTALL_HINT}`);
  }
  for (const c of SYSTEM_CANDIDATES) {
    if (await isExecutable(c.path))
      return { executablePath: c.path, extraArgs: [], source: c.source };
  }
  const bundled = await fromSparticuz();
  if (bundled) return bundled;
  throw new Error(CHROMIUM_INSTALL_HINT);
}

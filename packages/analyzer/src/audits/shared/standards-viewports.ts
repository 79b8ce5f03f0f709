/**
 * Elements measured on the mobile load that the desktop load did not show (a hamburger button,
 * a mobile-only hero variant). Audits judge desktop first, since markers are drawn on the desktop
 * screenshot, then add these so nothing visible only on phones escapes.
 */
export function mobileOnly<T>(
  mobile: readonly T[],
  desktop: readonly T[],
  key: (t: T) => string,
): T[] {
  const seen = new Set(desktop.map(key));
  return mobile.filter((m) => !seen.has(key(m)));
}

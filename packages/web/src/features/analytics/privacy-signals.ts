/**
 * Do Not Track or Global Privacy Control: the visitor asked not to be tracked, so the app sends
 * nothing at all (and does not even load the collector).
 */
export function visitorOptedOut(nav: Navigator = navigator, win: Window = window): boolean {
  const gpc = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  const legacyDnt = (win as Window & { doNotTrack?: string }).doNotTrack;
  return gpc === true || nav.doNotTrack === '1' || legacyDnt === '1';
}

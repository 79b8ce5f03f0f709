import { useEffect } from 'react';

/** index.html's title: what the landing shows, and what the browser shows before the app runs. */
export const APP_TITLE = 'HEROSCOPE: design feedback for your landing page';

/** "Page · HEROSCOPE", or the landing's own title when the page has no name of its own. */
export function documentTitle(title?: string): string {
  return title ? `${title} · HEROSCOPE` : APP_TITLE;
}

/**
 * Sets the browser tab's title while the calling route is shown. Each route names itself, so the
 * title is never a previous page's; a route without a name gets APP_TITLE.
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

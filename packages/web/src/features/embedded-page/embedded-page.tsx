import type { EmbeddedPage as EmbeddedPageEntry } from '@heroscope/schema';
import { useDocumentTitle } from '../../lib/use-document-title';
import './embedded-page.css';

/**
 * A full-viewport static page (SPEC §2: /relief, /starostnik), shown in an iframe with no app frame
 * over it. The pages are static HTML, so the sandbox runs no script at all: with none, keeping our
 * origin is safe, and it lets the page load its own files (the server's Cross-Origin-Resource-Policy
 * refuses them to an opaque origin). No forms, no navigating the top window; links may open new
 * tabs, which leave the sandbox behind.
 */
export function EmbeddedPage({ page }: { page: EmbeddedPageEntry }) {
  const title = `${page.name} (sample page)`;
  useDocumentTitle(title);
  return (
    <main className="embedded-page">
      <h1 className="visually-hidden">{title}</h1>
      <iframe
        className="embedded-page__frame"
        src={page.src}
        title={title}
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </main>
  );
}

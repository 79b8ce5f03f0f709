import type { ReactNode } from 'react';
import { ToastViewport } from '../features/toasts/toast-viewport';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** The frame of every page: top bar, content, footer and the toast stack. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" className="app-shell__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ToastViewport />
    </div>
  );
}

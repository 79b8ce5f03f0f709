import type { ReactNode } from 'react';
import { ToastProvider } from '../features/toasts/toast-context';
import { RuntimeConfigProvider } from '../lib/runtime-config-context';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <RuntimeConfigProvider>
      <ToastProvider>{children}</ToastProvider>
    </RuntimeConfigProvider>
  );
}

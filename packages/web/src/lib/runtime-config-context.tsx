import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PublicConfig } from '@heroscope/schema';
import { loadRuntimeConfig } from './runtime-config';

export type RuntimeConfigState =
  { status: 'loading' } | { status: 'ready'; config: PublicConfig } | { status: 'failed' };

interface RuntimeConfigContextValue {
  state: RuntimeConfigState;
  /** Resolves once the configuration is loaded; rejects if it could not be. */
  whenReady: () => Promise<PublicConfig>;
}

const RuntimeConfigContext = createContext<RuntimeConfigContextValue | null>(null);

export function RuntimeConfigProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RuntimeConfigState>({ status: 'loading' });
  const pending = useRef<Promise<PublicConfig> | null>(null);

  const whenReady = () => {
    pending.current ??= loadRuntimeConfig();
    return pending.current;
  };

  useEffect(() => {
    let cancelled = false;
    pending.current ??= loadRuntimeConfig();
    pending.current.then(
      (config) => {
        if (!cancelled) setState({ status: 'ready', config });
      },
      (error: unknown) => {
        // The landing still renders without it; only the email submission needs it.
        console.error('Could not load the runtime configuration', error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return <RuntimeConfigContext value={{ state, whenReady }}>{children}</RuntimeConfigContext>;
}

function useRuntimeConfigContext(): RuntimeConfigContextValue {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error('Runtime configuration is used outside <RuntimeConfigProvider>');
  return value;
}

/** The configuration once loaded, otherwise undefined (still loading or failed). */
export function useConfigValue(): PublicConfig | undefined {
  const { state } = useRuntimeConfigContext();
  return state.status === 'ready' ? state.config : undefined;
}

/** A function that waits for the configuration (for actions such as submitting a form). */
export function useConfigWhenReady(): () => Promise<PublicConfig> {
  return useRuntimeConfigContext().whenReady;
}

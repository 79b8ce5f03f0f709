import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export type ToastType = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

interface ToastApi {
  show: (type: ToastType, message: string) => void;
  /** Removes every toast, e.g. errors made stale by the visitor's next step. */
  clear: () => void;
}

interface ToastStore extends ToastApi {
  toasts: readonly Toast[];
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastStore | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);

  const show = useCallback((type: ToastType, message: string) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, type, message }]);
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const clear = useCallback(() => setToasts([]), []);

  const store = useMemo(() => ({ toasts, show, clear, dismiss }), [toasts, show, clear, dismiss]);
  return <ToastContext value={store}>{children}</ToastContext>;
}

function useToastStore(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('Toasts are used outside <ToastProvider>');
  return store;
}

/** Shows toasts: `const toast = useToast(); toast.show('error', message)`. */
export function useToast(): ToastApi {
  const { show, clear } = useToastStore();
  return useMemo(() => ({ show, clear }), [show, clear]);
}

export function useToastList(): Pick<ToastStore, 'toasts' | 'dismiss'> {
  const { toasts, dismiss } = useToastStore();
  return { toasts, dismiss };
}

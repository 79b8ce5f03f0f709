import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '../../lib/timing';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../../components/ui/icons';
import { useToastList, type Toast } from './toast-context';
import './toasts.css';

const ICONS = { info: InfoIcon, success: SuccessIcon, error: ErrorIcon } as const;

/** The persistent stack of notifications, present on every page. */
export function ToastViewport() {
  const { toasts, dismiss } = useToastList();
  return (
    <section className="toast-viewport" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);

  const Icon = ICONS[toast.type];
  // Errors interrupt (alert); info and success wait their turn (status).
  const role = toast.type === 'error' ? 'alert' : 'status';
  return (
    <div className={`toast toast--${toast.type}`} role={role} data-toast-type={toast.type}>
      <Icon className="toast__icon" />
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label="Close notification"
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

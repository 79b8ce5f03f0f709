import { Component, type ReactNode } from 'react';
import { AppErrorPage } from './app-error-page';

interface RouteErrorBoundaryProps {
  /** The current path: a new one clears the error, so leaving a broken page works. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * Shows the application-error page when a route throws while rendering or its lazy chunk fails to
 * load. React itself reports the caught error to the console (createRoot's onCaughtError).
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  state: RouteErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? <AppErrorPage kind="error" /> : this.props.children;
  }
}

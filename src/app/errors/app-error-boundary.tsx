import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/app/errors/error-screen';
import { logger } from '@/lib/logger';

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Last line of defence for errors outside the router (its provider, the query persister):
 * the same full-page error screen, without router navigation.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logger.error("Errore fuori dal router dell'app", {
      error,
      componentStack: info.componentStack,
    });
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <ErrorScreen
        error={this.state.error}
        onRetry={() => this.setState({ error: undefined, hasError: false })}
        onGoHome={() => window.location.assign('/')}
      />
    );
  }
}

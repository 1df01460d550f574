import { Component, type ReactNode } from 'react';
import { logger } from '@/lib/logger';

interface OptionalPartBoundaryProps {
  /** Named in the log line, so a missing part can be told apart from another. */
  name: string;
  /** Called when the connection returns, just before the part is rendered again. */
  onRetry: () => void;
  children: ReactNode;
}

interface OptionalPartBoundaryState {
  failed: boolean;
}

/**
 * Keeps a part the page can live without (the chat, a dialog, the offline banner) from taking
 * the whole page down when it fails, most often because its code could not be downloaded while
 * offline. The part renders nothing meanwhile and is tried again when the browser is back online.
 */
export class OptionalPartBoundary extends Component<
  OptionalPartBoundaryProps,
  OptionalPartBoundaryState
> {
  override state: OptionalPartBoundaryState = { failed: false };

  static getDerivedStateFromError(): OptionalPartBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    logger.warn(
      `«${this.props.name}» non disponibile: riprovo al ritorno della connessione`,
      error,
    );
    window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

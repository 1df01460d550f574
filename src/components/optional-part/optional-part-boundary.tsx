import { Component, type ReactNode } from 'react';
import { logger } from '@/lib/logger';

interface OptionalPartBoundaryProps {
  /** Named in the log line, so a missing part can be told apart from another. */
  name: string;
  /** Whether the error caught is the part's code failing to download (see optionalLazy). */
  isDownloadFailure: () => boolean;
  /** What the page shows instead of the part meanwhile (nothing by default). */
  unavailable?: ReactNode;
  children: ReactNode;
}

interface OptionalPartBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Keeps a part the page can live without from taking the whole page down when its code could
 * not be downloaded: the part renders nothing, or what the page says instead (optionalLazy
 * tries again once back online). Any
 * other error is passed on to the page's own error boundary, which shows and logs it.
 */
export class OptionalPartBoundary extends Component<
  OptionalPartBoundaryProps,
  OptionalPartBoundaryState
> {
  override state: OptionalPartBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): OptionalPartBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown): void {
    if (this.props.isDownloadFailure()) {
      logger.warn(
        `«${this.props.name}» non scaricato: riprovo al ritorno della connessione`,
        error,
      );
    }
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    if (this.props.isDownloadFailure()) return this.props.unavailable ?? null;
    throw this.state.error;
  }
}

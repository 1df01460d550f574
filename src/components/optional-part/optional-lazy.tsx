import {
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  useSyncExternalStore,
} from 'react';
import { OptionalPartBoundary } from '@/components/optional-part/optional-part-boundary';

/**
 * `React.lazy` for a part the page can live without (the chat, a dialog, the offline banner).
 * React keeps a lazy component whose download failed failed for the page's life, so a chunk
 * that could not be fetched offline (before the service worker holds a copy) would break the
 * whole page and stay broken after the connection returned. Here a failed download renders
 * nothing (or `unavailable`, what the page says instead), and the part is downloaded afresh when the browser is back online, wherever it is
 * mounted then. An error in the part itself is not hidden: it reaches the page's error boundary
 * as before. The caller provides the `Suspense` around it.
 */
// `any` is React.lazy's own constraint: a component of any props, read back through ComponentProps.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function optionalLazy<PartComponent extends ComponentType<any>>(
  name: string,
  load: () => Promise<{ default: PartComponent }>,
  { unavailable = null }: { unavailable?: ReactNode } = {},
): ComponentType<ComponentProps<PartComponent>> {
  // Shared by every mounted copy, mounted now or later: one download, one failure, one retry.
  let downloadFailed = false;
  let attempt = 0;
  const subscribers = new Set<() => void>();

  const retryOnline = () => {
    downloadFailed = false;
    LazyPart = lazy(download);
    attempt += 1;
    for (const notify of subscribers) notify();
  };
  const download = () =>
    load().catch((error: unknown) => {
      if (!downloadFailed) {
        downloadFailed = true;
        window.addEventListener('online', retryOnline, { once: true });
      }
      throw error;
    });
  let LazyPart = lazy(download);

  const subscribe = (notify: () => void) => {
    subscribers.add(notify);
    return () => subscribers.delete(notify);
  };
  const currentAttempt = () => attempt;

  function OptionalPart(props: ComponentProps<PartComponent>) {
    // A new attempt renders the part again, under a fresh boundary (the key).
    const renderedAttempt = useSyncExternalStore(subscribe, currentAttempt, currentAttempt);
    return (
      <OptionalPartBoundary
        key={renderedAttempt}
        name={name}
        isDownloadFailure={() => downloadFailed}
        unavailable={unavailable}
      >
        <LazyPart {...props} />
      </OptionalPartBoundary>
    );
  }
  OptionalPart.displayName = `OptionalPart(${name})`;
  return OptionalPart;
}

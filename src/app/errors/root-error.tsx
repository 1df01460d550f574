import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorScreen } from '@/app/errors/error-screen';
import { PageNotSaved } from '@/app/errors/page-not-saved';
import { missingFileUrl } from '@/app/errors/reload-when-reachable';
import { RouterErrorFallback } from '@/app/errors/router-error-fallback';
import { statusErrorDetails } from '@/app/errors/status-error';
import { browserIsOffline } from '@/lib/network/reachability';

/**
 * A page's code that could not be downloaded: the browsers' words for a module (Chromium,
 * Firefox, Safari) and Vite's for the stylesheet it loads first.
 */
const moduleDownloadFailed =
  /dynamically imported module|error loading dynamically imported|importing a module script failed|unable to preload css/i;

/**
 * True when a page's code could not be downloaded because the device is offline (not kept on
 * the device yet, see decision 009). Online, a failed download is an error like any other and
 * gets the error screen (spec §2), whose Riprova loads it again.
 */
export function isCodeMissingOffline(error: unknown): boolean {
  return browserIsOffline() && error instanceof Error && moduleDownloadFailed.test(error.message);
}

/**
 * Errors once found to be code missing offline. The page keeps saying so when the connection
 * returns — a re-render must not turn it into the error screen while it waits for the file to
 * answer and reloads (see reload-when-reachable.ts).
 */
const missingOffline = new WeakSet<object>();

function wasCodeMissingOffline(error: unknown): boolean {
  if (error instanceof Error && missingOffline.has(error)) return true;
  if (!isCodeMissingOffline(error)) return false;
  missingOffline.add(error as Error);
  return true;
}

/**
 * The root route's error component: an error with an HTTP status gets the router fallback,
 * a page whose code could not be downloaded offline says so (and opens when the connection
 * returns), anything else (a component that threw, a chunk that failed online) gets the
 * full-page error screen.
 */
export function RootErrorComponent({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const details = statusErrorDetails(error);
  if (details) return <RouterErrorFallback details={details} />;
  if (wasCodeMissingOffline(error)) {
    return (
      <PageNotSaved
        missingUrl={missingFileUrl(error) ?? window.location.href}
        onGoToCatalogue={() => void router.navigate({ to: '/products' }).finally(reset)}
      />
    );
  }
  return (
    <ErrorScreen
      error={error}
      // Reloading the matches also retries a route chunk that failed to download.
      onRetry={() => void router.invalidate().finally(reset)}
      onGoHome={() => void router.navigate({ to: '/' }).finally(reset)}
    />
  );
}

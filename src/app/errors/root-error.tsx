import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorScreen } from '@/app/errors/error-screen';
import { PageNotSaved } from '@/app/errors/page-not-saved';
import { RouterErrorFallback } from '@/app/errors/router-error-fallback';
import { statusErrorDetails } from '@/app/errors/status-error';

/**
 * A page's code that could not be downloaded: the browsers' words for a module (Chromium,
 * Firefox, Safari) and Vite's for the stylesheet it loads first.
 */
const moduleDownloadFailed =
  /dynamically imported module|error loading dynamically imported|importing a module script failed|unable to preload css/i;

/**
 * True when a page's code could not be downloaded: offline (not kept on the device yet, see
 * decision 009), a connection that does not answer although the browser says online, or a
 * page of an older version whose files the server no longer has.
 */
export function isCodeDownloadFailure(error: unknown): boolean {
  return error instanceof Error && moduleDownloadFailed.test(error.message);
}

/**
 * The root route's error component: an error with an HTTP status gets the router fallback,
 * a page whose code could not be downloaded says so (and opens when it can), anything else (a
 * component that threw) gets the full-page error screen.
 */
export function RootErrorComponent({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const details = statusErrorDetails(error);
  if (details) return <RouterErrorFallback details={details} />;
  if (isCodeDownloadFailure(error)) {
    return (
      <PageNotSaved
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

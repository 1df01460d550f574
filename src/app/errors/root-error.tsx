import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorScreen } from '@/app/errors/error-screen';
import { RouterErrorFallback } from '@/app/errors/router-error-fallback';
import { statusErrorDetails } from '@/app/errors/status-error';

/**
 * The root route's error component: an error with an HTTP status gets the router fallback,
 * anything else (a component that threw, a route chunk that failed to load) the full-page
 * error screen.
 */
export function RootErrorComponent({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const details = statusErrorDetails(error);
  if (details) return <RouterErrorFallback details={details} />;
  return (
    <ErrorScreen
      error={error}
      // Reloading the matches also retries a route chunk that failed to download.
      onRetry={() => void router.invalidate().finally(reset)}
      onGoHome={() => void router.navigate({ to: '/' }).finally(reset)}
    />
  );
}

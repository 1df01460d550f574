import { useMediaQueryMatch } from '@/hooks/use-media-query-match';

/** Whether the visitor asked the system for less motion (spec §4). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQueryMatch('(prefers-reduced-motion: reduce)');
}

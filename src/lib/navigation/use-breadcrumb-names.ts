import { type AnyRouter, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { BreadcrumbNames } from '@/lib/navigation/breadcrumb-trail';

/** What a route's loader may return to name crumbs: its own page, or ids in its address. */
interface CrumbLoaderData {
  crumb?: unknown;
  segmentNames?: unknown;
}

function asCrumbData(data: unknown): CrumbLoaderData {
  return typeof data === 'object' && data !== null ? (data as CrumbLoaderData) : {};
}

/** Whether a route renders a page at `path` (not just a prefix such as /checkout). */
function isRoutePage(router: AnyRouter, path: string): boolean {
  const [, rawParams, foundRoute] = router.getMatchedRoutes(path);
  return foundRoute !== undefined && !('**' in rawParams);
}

/**
 * The current address and the names the open pages' loaders give its crumbs (`{ crumb }` for
 * the last one, `{ segmentNames }` for ids along the way), with the test of which prefixes are
 * pages: what buildBreadcrumb and buildAdminBreadcrumb need.
 */
export function useBreadcrumbNames(): {
  pathname: string;
  isPage: (path: string) => boolean;
  names: Required<Pick<BreadcrumbNames, 'notFound' | 'segmentNames'>> &
    Pick<BreadcrumbNames, 'currentLabel'>;
} {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const notFound = useRouterState({
    select: (state) =>
      state.matches.some((match) => match.status === 'notFound' || match._notFound === true),
  });
  const currentLabel = useRouterState({
    select: (state) => {
      const { crumb } = asCrumbData(state.matches.at(-1)?.loaderData);
      return crumb === undefined ? undefined : String(crumb);
    },
  });
  // Joined into one string so the selection stays equal between renders (no new object).
  const segmentNamesJson = useRouterState({
    select: (state) => {
      const names: Record<string, string> = {};
      for (const match of state.matches) {
        const { segmentNames } = asCrumbData(match.loaderData);
        if (typeof segmentNames !== 'object' || segmentNames === null) continue;
        for (const [segment, name] of Object.entries(segmentNames)) {
          if (typeof name === 'string') names[segment] = name;
        }
      }
      return JSON.stringify(names);
    },
  });
  const isPage = useCallback((path: string) => isRoutePage(router, path), [router]);
  const segmentNames = useMemo(
    () => JSON.parse(segmentNamesJson) as Record<string, string>,
    [segmentNamesJson],
  );
  return { pathname, isPage, names: { notFound, currentLabel, segmentNames } };
}

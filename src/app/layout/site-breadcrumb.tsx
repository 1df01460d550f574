import { Link, useRouter, useRouterState, type AnyRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { buildBreadcrumb } from '@/app/layout/breadcrumb-trail';

/** Whether a route renders a page at `path` (not just a prefix such as /checkout). */
function isRoutePage(router: AnyRouter, path: string): boolean {
  const [, rawParams, foundRoute] = router.getMatchedRoutes(path);
  return foundRoute !== undefined && !('**' in rawParams);
}

/** The breadcrumb on every page but home (spec §2). */
export function SiteBreadcrumb() {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const notFound = useRouterState({
    select: (state) =>
      state.matches.some((match) => match.status === 'notFound' || match._notFound === true),
  });
  // A page's loader may name it (`{ crumb }`): a product's name reads better than its slug.
  const currentLabel = useRouterState({
    select: (state) => {
      const data: unknown = state.matches.at(-1)?.loaderData;
      return typeof data === 'object' && data !== null && 'crumb' in data
        ? String(data.crumb)
        : undefined;
    },
  });
  const crumbs = useMemo(
    () =>
      buildBreadcrumb(pathname, (path) => isRoutePage(router, path), { notFound, currentLabel }),
    [pathname, router, notFound, currentLabel],
  );
  if (crumbs.length === 0) return null;

  return (
    <nav aria-label="Percorso" className="bdb-container bdb-crumbs">
      <ol className="bdb-crumbs__list">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="bdb-crumbs__item">
            {crumb.current ? (
              <span aria-current="page" className="bdb-crumbs__current">
                {crumb.label}
              </span>
            ) : crumb.linkable ? (
              <Link to={crumb.href} className="bdb-crumbs__link" activeOptions={{ exact: true }}>
                {crumb.label}
              </Link>
            ) : (
              <span className="bdb-crumbs__plain">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

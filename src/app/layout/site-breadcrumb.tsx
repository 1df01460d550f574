import { useMemo } from 'react';
import { BreadcrumbTrail } from '@/components/breadcrumb-trail';
import { buildBreadcrumb } from '@/lib/navigation/breadcrumb-trail';
import { useBreadcrumbNames } from '@/lib/navigation/use-breadcrumb-names';

/** The breadcrumb on every page but home (spec §2). */
export function SiteBreadcrumb() {
  const { pathname, isPage, names } = useBreadcrumbNames();
  // A page's loader may name it (`{ crumb }`): a product's name reads better than its slug.
  const { notFound, currentLabel } = names;
  const crumbs = useMemo(
    () => buildBreadcrumb(pathname, isPage, { notFound, currentLabel }),
    [pathname, isPage, notFound, currentLabel],
  );
  return <BreadcrumbTrail crumbs={crumbs} className="bdb-container bdb-crumbs" />;
}

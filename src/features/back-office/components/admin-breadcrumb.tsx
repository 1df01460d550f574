import { useMemo } from 'react';
import { BreadcrumbTrail } from '@/components/breadcrumb-trail';
import { buildAdminBreadcrumb } from '@/lib/navigation/breadcrumb-trail';
import { useBreadcrumbNames } from '@/lib/navigation/use-breadcrumb-names';

/** Where the admin is in the console, by names (a product's, an order's number), never ids. */
export function AdminBreadcrumb() {
  const { pathname, isPage, names } = useBreadcrumbNames();
  const { currentLabel, segmentNames } = names;
  const crumbs = useMemo(
    () => buildAdminBreadcrumb(pathname, isPage, { currentLabel, segmentNames }),
    [pathname, isPage, currentLabel, segmentNames],
  );
  return <BreadcrumbTrail crumbs={crumbs} className="bdb-crumbs" />;
}

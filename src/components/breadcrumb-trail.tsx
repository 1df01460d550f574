import { Link } from '@tanstack/react-router';
import type { Crumb } from '@/lib/navigation/breadcrumb-trail';

/** A breadcrumb as a labelled list (the shop's and the back office's; nothing when empty). */
export function BreadcrumbTrail({ crumbs, className }: { crumbs: Crumb[]; className: string }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Percorso" className={className}>
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

import { Link, Outlet } from '@tanstack/react-router';
import { adminAreas } from '@/features/admin/admin-areas';
import classes from '@/features/admin/components/admin-layout.module.css';

/** The admin frame: the areas' menu beside the current admin page. */
export function AdminLayout() {
  return (
    <div className={`bdb-container ${classes.layout}`}>
      <nav aria-label="Menu admin" className={classes.menu}>
        <ul className={classes.list}>
          <li>
            <Link to="/admin" className={classes.link} activeOptions={{ exact: true }}>
              Panoramica
            </Link>
          </li>
          {adminAreas.map((area) => (
            <li key={area.key}>
              <Link to={area.path} className={classes.link}>
                {area.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={classes.content}>
        <Outlet />
      </div>
    </div>
  );
}

import { Link, Outlet } from '@tanstack/react-router';
import { adminAreas } from '@/features/admin/admin-areas';
import classes from '@/features/admin/components/admin-layout.module.css';
import { NotificationBell } from '@/features/admin/notifications/notification-bell';
import { useLiveAdminData } from '@/features/admin/notifications/use-live-admin-data';

/**
 * The admin frame: the areas' menu beside the current admin page, and a bar with the
 * notification bell above it. While any admin page is open the console follows new
 * notifications and order changes live.
 */
export function AdminLayout() {
  useLiveAdminData();
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
          <li>
            <Link to="/admin/orders/production" className={classes.link}>
              Piano di produzione
            </Link>
          </li>
        </ul>
      </nav>
      <div className={classes.main}>
        <div className={classes.bar}>
          <span className={classes.barTitle}>Amministrazione</span>
          <NotificationBell />
        </div>
        <div className={classes.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { adminAreas } from '@/features/back-office/admin-areas';
import classes from '@/features/back-office/components/admin-layout.module.css';

/** The console's sections, in the sidebar: the dashboard, each area, the production plan. */
export function AdminNav({ onNavigate }: { onNavigate: () => void }) {
  return (
    <nav aria-label="Sezioni della gestione" className={classes.menu}>
      <ul className={classes.list}>
        <li>
          <Link
            to="/admin"
            className={classes.link}
            activeOptions={{ exact: true }}
            onClick={onNavigate}
          >
            Panoramica
          </Link>
        </li>
        {adminAreas.map((area) => (
          <li key={area.key}>
            <Link to={area.path} className={classes.link} onClick={onNavigate}>
              {area.label}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/admin/orders/production" className={classes.link} onClick={onNavigate}>
            Piano di produzione
          </Link>
        </li>
      </ul>
    </nav>
  );
}

import type { TablerIcon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { MainMenuPath } from '@/app/layout/nav-items';
import classes from '@/app/layout/mobile-drawer.module.css';

export type DrawerPath = MainMenuPath | '/login' | '/register' | '/profile' | '/admin';

/** One entry of the mobile drawer: icon and label; choosing it closes the drawer. */
export function DrawerLink({
  to,
  label,
  icon: Icon,
  onNavigate,
  exact = false,
}: {
  to: DrawerPath;
  label: string;
  icon: TablerIcon;
  onNavigate: () => void;
  exact?: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        className={classes.link}
        activeOptions={{ exact, includeSearch: false }}
        onClick={onNavigate}
      >
        <Icon size={22} stroke={1.75} aria-hidden="true" className={classes.icon} />
        {label}
      </Link>
    </li>
  );
}

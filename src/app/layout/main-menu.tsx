import { Link } from '@tanstack/react-router';
import { mainMenuItems } from '@/app/layout/nav-items';

/** The desktop main menu band; the current item gets `aria-current="page"` from the router. */
export function MainMenu() {
  return (
    <nav className="bdb-nav" aria-label="Menu principale">
      <ul className="bdb-nav__list bdb-container">
        {mainMenuItems.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className="bdb-nav__link"
              activeOptions={{ exact: item.href === '/', includeSearch: false }}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

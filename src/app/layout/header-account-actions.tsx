import { Link } from '@tanstack/react-router';

/**
 * The account corner of the header. Anonymous visitors get Login and Registrati (spec §2);
 * the auth feature will pass the signed-in user here and this component will show the profile
 * icon, the admin link and Logout instead. Below 768 px these live in the drawer.
 */
export function HeaderAccountActions() {
  return (
    <div className="bdb-header__auth">
      <Link to="/login" className="bdb-header__button bdb-header__button--outline">
        Login
      </Link>
      <Link to="/register" className="bdb-header__button">
        Registrati
      </Link>
    </div>
  );
}

import IconShieldLock from '@tabler/icons-react/dist/esm/icons/IconShieldLock.mjs';
import IconUserCircle from '@tabler/icons-react/dist/esm/icons/IconUserCircle.mjs';
import { Link, useLocation } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import classes from '@/app/layout/header-account-actions.module.css';
import { optionalLazy } from '@/components/optional-part/optional-lazy';
import { whenIdle } from '@/lib/when-idle';
import { useAuth } from '@/domain/auth/auth-context';
import { hasStoredSession } from '@/domain/auth/stored-session';
import { useReadiness } from '@/offline/readiness/use-readiness';

// Its words need Intl (the time of the last update): loaded once the first screen is done.
const OfflineStatusButton = optionalLazy('Stato offline', () =>
  import('@/app/layout/offline-status-button').then((module) => ({
    default: module.OfflineStatusButton,
  })),
);

/** False until the browser has been idle once after the first screen. */
function useAfterFirstScreen(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

/** The offline readiness of a device kept ready for its customer (issue 20); nothing otherwise. */
function OfflineStatus({ userId }: { userId: string }) {
  const readiness = useReadiness(userId);
  const afterFirstScreen = useAfterFirstScreen();
  if (readiness.state === 'idle' || !afterFirstScreen) return null;
  return (
    <Suspense fallback={null}>
      <OfflineStatusButton readiness={readiness} />
    </Suspense>
  );
}

/**
 * The header's account corner (spec §2). Signed in: the profile icon, for admins the admin
 * icon and (desktop) an 'Admin' link, and Logout. Anonymous: Login and Registrati, the same
 * markup index.html paints first. While the stored session is still being read, someone with
 * a stored session already sees the signed-in layout instead of a flash of Login buttons.
 */
export function HeaderAccountActions() {
  const { status, user, isAdmin, logout } = useAuth();
  const [probablySignedIn] = useState(hasStoredSession);
  const location = useLocation();
  const signedIn = status === 'authenticated' || (status === 'loading' && probablySignedIn);

  if (!signedIn) {
    // Back to this page after logging in (the login route drops auth pages and foreign URLs).
    const redirect = location.pathname === '/' ? undefined : location.href;
    // On /login?redirect=/checkout, signing up instead keeps where the visitor was headed.
    const search: Record<string, unknown> = location.search;
    const headedTo = typeof search.redirect === 'string' ? search.redirect : undefined;
    return (
      <div className="bdb-header__auth">
        <Link
          to="/login"
          search={redirect ? { redirect } : {}}
          className="bdb-header__button bdb-header__button--outline"
        >
          Login
        </Link>
        <Link
          to="/register"
          search={headedTo ? { redirect: headedTo } : {}}
          className="bdb-header__button"
        >
          Registrati
        </Link>
      </div>
    );
  }

  return (
    <div className={classes.signedIn}>
      {user && <OfflineStatus userId={user.id} />}
      {isAdmin && (
        <>
          <Link to="/admin" className={`${classes.adminLink} ${classes.desktopOnly}`}>
            Admin
          </Link>
          <Link
            to="/admin"
            className={`bdb-icon-button ${classes.iconLink} ${classes.wideOnly}`}
            aria-label="Area Admin"
            title="Area Admin"
          >
            <IconShieldLock size={26} stroke={1.75} aria-hidden="true" />
          </Link>
        </>
      )}
      <Link
        to="/profile"
        className={`bdb-icon-button ${classes.iconLink}`}
        aria-label="Il mio profilo"
        title="Il mio profilo"
      >
        <IconUserCircle size={28} stroke={1.75} aria-hidden="true" />
      </Link>
      <button
        type="button"
        className={`bdb-header__button bdb-header__button--outline ${classes.wideOnly}`}
        onClick={() => void logout()}
      >
        Logout
      </button>
    </div>
  );
}

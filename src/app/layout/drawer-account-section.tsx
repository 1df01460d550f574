import IconLogin from '@tabler/icons-react/dist/esm/icons/IconLogin.mjs';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import IconShieldLock from '@tabler/icons-react/dist/esm/icons/IconShieldLock.mjs';
import IconUserCircle from '@tabler/icons-react/dist/esm/icons/IconUserCircle.mjs';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import { Suspense } from 'react';
import { DrawerLink } from '@/app/layout/drawer-link';
import ownClasses from '@/app/layout/drawer-account-section.module.css';
import classes from '@/app/layout/mobile-drawer.module.css';
import { optionalLazy } from '@/components/optional-part/optional-lazy';
import { useAuth } from '@/domain/auth/auth-context';

// Only signed-in visitors with the drawer open see it: kept out of the entry chunk.
const OfflineReadinessPanel = optionalLazy('Scarica catalogo', () =>
  import('@/offline/readiness/offline-readiness-panel').then((module) => ({
    default: module.OfflineReadinessPanel,
  })),
);

/**
 * The drawer's account section (spec §2): 'Il mio Account' and 'Logout' for signed-in users,
 * 'Area Admin' for admins only, 'Login' and 'Registrati' for anonymous visitors. Every choice,
 * Logout included, closes the drawer. Nothing is offered while the session is still read.
 */
export function DrawerAccountSection({ onNavigate }: { onNavigate: () => void }) {
  const { status, isAdmin, logout } = useAuth();
  return (
    <section aria-label="Account" className={classes.section}>
      <h3 className={classes.sectionTitle}>Account</h3>
      <ul className={classes.list}>
        {status === 'authenticated' && (
          <>
            {/* /profile directly: /account/profile only redirects there (decision 001). */}
            <DrawerLink
              to="/profile"
              label="Il mio Account"
              icon={IconUserCircle}
              onNavigate={onNavigate}
            />
            {isAdmin && (
              <DrawerLink
                to="/admin"
                label="Area Admin"
                icon={IconShieldLock}
                onNavigate={onNavigate}
              />
            )}
            <li className={ownClasses.offlineDownload}>
              <Suspense fallback={null}>
                <OfflineReadinessPanel compact />
              </Suspense>
            </li>
            <li>
              <button
                type="button"
                className={`${classes.link} ${ownClasses.logoutButton}`}
                onClick={() => {
                  onNavigate();
                  void logout();
                }}
              >
                <IconLogout size={22} stroke={1.75} aria-hidden="true" className={classes.icon} />
                Logout
              </button>
            </li>
          </>
        )}
        {status === 'unauthenticated' && (
          <>
            <DrawerLink to="/login" label="Login" icon={IconLogin} onNavigate={onNavigate} />
            <DrawerLink
              to="/register"
              label="Registrati"
              icon={IconUserPlus}
              onNavigate={onNavigate}
            />
          </>
        )}
      </ul>
    </section>
  );
}

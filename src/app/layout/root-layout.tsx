import { Outlet, useRouterState } from '@tanstack/react-router';
import { SiteShell } from '@/app/layout/site-shell';
import { PwaSlot } from '@/app/pwa-slot';
import { isAdminPath } from '@/offline/pwa/admin-app';

/**
 * Two apps share one origin and one router: the shop in its site shell, and the back office
 * (/admin), which draws its own frame (features/back-office/components/admin-layout.tsx) and gets
 * none of the shop's chrome, overlays or install offer — only the update prompt (decision 009).
 */
export function RootLayout() {
  const inAdmin = useRouterState({ select: (state) => isAdminPath(state.location.pathname) });
  if (!inAdmin) return <SiteShell />;
  return (
    <>
      <a className="bdb-skip-link" href="#contenuto">
        Salta al contenuto
      </a>
      <Outlet />
      <PwaSlot offerInstall={false} />
    </>
  );
}

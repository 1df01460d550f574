import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useAdminAppCache } from '@/features/back-office/app/use-admin-app-cache';
import { useAdminManifest } from '@/features/back-office/app/use-admin-manifest';
import { AdminBreadcrumb } from '@/features/back-office/components/admin-breadcrumb';
import { AdminConsentNotice } from '@/features/back-office/components/admin-consent-notice';
import { AdminHeader } from '@/features/back-office/components/admin-header';
import classes from '@/features/back-office/components/admin-layout.module.css';
import { AdminNav } from '@/features/back-office/components/admin-nav';
import { ClosedConsoleOffer } from '@/features/back-office/notifications/closed-console-offer';
import { useLiveAdminData } from '@/features/back-office/notifications/use-live-admin-data';
import { useConsentState } from '@/domain/consent/consent-store';

/**
 * The back office as an app of its own (decision 009): a header with the bell, the admin's name
 * and the way back to the shop, the sections in a sidebar, the page beside them — none of the
 * shop's ribbon, menu, footer, chat or popups (src/app/root-layout.tsx leaves them out). While
 * it is open the console follows notifications and orders live, links its own manifest, and
 * keeps its code for offline use.
 */
export function AdminLayout() {
  const [navOpened, nav] = useDisclosure(false);
  const consentPending = useConsentState().record === null;
  const { live } = useLiveAdminData();
  useAdminManifest();
  useAdminAppCache();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      footer={consentPending ? { height: { base: 150, sm: 96 } } : undefined}
      padding="lg"
      className={classes.shell}
    >
      {/* data-live: whether new orders and registrations arrive as they happen (Realtime). */}
      <AppShell.Header className={classes.header} data-live={live}>
        <AdminHeader navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" className={classes.navbar}>
        <AdminNav onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main id="contenuto" tabIndex={-1}>
        <AdminBreadcrumb />
        <div className={classes.content}>
          <ClosedConsoleOffer />
          <Outlet />
        </div>
      </AppShell.Main>
      {consentPending && (
        <AppShell.Footer p="sm">
          <AdminConsentNotice />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}

import { Outlet } from '@tanstack/react-router';
import { Suspense, useCallback, useState } from 'react';
import { AfterFirstScreen } from '@/app/after-first-screen';
import { CookieConsentSlot } from '@/app/consent/cookie-consent-slot';
import { PromoRibbon } from '@/app/layout/promo-ribbon';
import { SiteBreadcrumb } from '@/app/layout/site-breadcrumb';
import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { useRouteChangeEffects } from '@/app/layout/use-route-change-effects';
import { optionalLazy } from '@/components/optional-part/optional-lazy';
import { OfflineBar } from '@/offline/pwa/offline-bar';
import { ShopOverlays } from '@/app/shop-overlays';

// Desktop never needs the drawer, and after the first visit the service worker serves its
// chunk from cache: it is loaded only when someone reaches for the burger.
const MobileDrawer = optionalLazy('Menu', () =>
  import('@/app/layout/mobile-drawer').then((module) => ({ default: module.MobileDrawer })),
);

/** Every page's frame: ribbon, header, breadcrumb, the page, footer, cookie banner (spec §2). */
export function SiteShell() {
  const [menuOpened, setMenuOpened] = useState(false);
  // Mounted (and so downloaded) from the first hover, focus or tap on the burger on.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const closeMenu = useCallback(() => setMenuOpened(false), []);
  useRouteChangeEffects(closeMenu);

  return (
    <>
      <a className="bdb-skip-link" href="#contenuto">
        Salta al contenuto
      </a>
      <PromoRibbon />
      <SiteHeader
        menuOpened={menuOpened}
        onToggleMenu={() => {
          setDrawerWanted(true);
          setMenuOpened((opened) => !opened);
        }}
        onMenuIntent={() => setDrawerWanted(true)}
      />
      <OfflineBar />
      <main id="contenuto" tabIndex={-1} className="bdb-main">
        <SiteBreadcrumb />
        <Outlet />
      </main>
      <AfterFirstScreen>
        <SiteFooter />
      </AfterFirstScreen>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer opened={menuOpened} onClose={closeMenu} />
        </Suspense>
      )}
      <CookieConsentSlot />
      <ShopOverlays />
    </>
  );
}

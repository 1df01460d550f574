import type { ManifestOptions } from 'vite-plugin-pwa';
import { ADMIN_SCOPE } from '../offline/pwa/admin-app.ts';
import { brandColors } from './web-manifest.ts';

export { ADMIN_MANIFEST_PATH } from '../offline/pwa/admin-app.ts';

/** The espresso tile of the back office's icons: told apart from the shop's in a taskbar. */
export const adminIconBackground = '#2b1a0e';

/**
 * The back office's web app manifest: installed from /admin it is a desktop window of its own
 * ("Bottega del Bun · Gestione"), separate from the shop's app, opening on the dashboard.
 * Linked only while an /admin page is open (src/features/back-office/app/use-admin-manifest.ts).
 */
export const adminWebManifest: Partial<ManifestOptions> = {
  id: ADMIN_SCOPE,
  name: 'Bottega del Bun · Gestione',
  short_name: 'BdB Gestione',
  description:
    'Il pannello di gestione di Bottega del Bun: ordini, produzione, clienti e catalogo.',
  lang: 'it',
  dir: 'ltr',
  start_url: ADMIN_SCOPE,
  scope: ADMIN_SCOPE,
  display: 'standalone',
  orientation: 'any',
  theme_color: adminIconBackground,
  background_color: brandColors.background,
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/admin-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/admin-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/admin-icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    {
      name: 'Ordini',
      short_name: 'Ordini',
      description: 'Gli ordini ricevuti',
      url: '/admin/orders',
      icons: [{ src: '/icons/admin-shortcut-orders-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Piano di produzione',
      short_name: 'Produzione',
      description: 'Le confezioni da sfornare per il prossimo giorno di consegna',
      url: '/admin/orders/production',
      icons: [
        { src: '/icons/admin-shortcut-production-96.png', sizes: '96x96', type: 'image/png' },
      ],
    },
  ],
};

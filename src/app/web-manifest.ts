import type { ManifestOptions } from 'vite-plugin-pwa';

/** Brand colours shared by the manifest, index.html and the Mantine theme. */
export const brandColors = {
  /** Dark crust brown: the theme colour (title bar of the installed window). */
  theme: '#7a3b12',
  /** Warm flour white: the splash screen background. */
  background: '#fffaf3',
} as const;

/** The web app manifest: what an installed tablet, phone or desktop window shows. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Bottega del Bun · Panificio artigianale',
  short_name: 'Bottega del Bun',
  description:
    'Bun artigianali per hamburger, sfornati ogni giorno vicino a Torino: ordina online per casa o per il tuo ristorante, anche senza connessione.',
  lang: 'it',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  display_override: ['window-controls-overlay', 'standalone'],
  orientation: 'any',
  theme_color: brandColors.theme,
  background_color: brandColors.background,
  categories: ['food', 'shopping'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    {
      name: 'Prodotti',
      short_name: 'Prodotti',
      description: 'Sfoglia il catalogo dei bun',
      url: '/products',
      icons: [{ src: '/icons/shortcut-products-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Carrello',
      short_name: 'Carrello',
      description: 'Apri il carrello',
      url: '/cart',
      icons: [{ src: '/icons/shortcut-cart-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'I miei ordini',
      short_name: 'Ordini',
      description: 'Controlla i tuoi ordini',
      url: '/orders',
      icons: [{ src: '/icons/shortcut-orders-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
};

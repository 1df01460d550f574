import type { Plugin } from 'vite';

/**
 * A product page opened directly (a shared link, a search result) asks the server for its
 * product while the app's code is still downloading, and preloads the product's first picture
 * as soon as the row arrives. Without this the picture, the page's largest element, waited on a
 * chain: app code → supabase-js → product row → picture. The app takes the answer once
 * (src/lib/products/early-product-read.ts); any failure leaves the app to read as usual.
 */

/** The global the inline script fills and the app takes. */
export const EARLY_PRODUCT_READ_GLOBAL = 'bdbEarlyProductRead';

/**
 * The inline script (plain ES5, runs while the document is parsed). The request is the one
 * supabase-js makes for `fetchProductBySlug` (select *, by slug, not archived), with the anon
 * key: what a product page shows is the same for every visitor (RLS on products). The picture
 * is the gallery's first one, at the same address the page's `<img>` uses (publicStorageUrl).
 */
export function earlyProductReadSource(apiUrl: string, anonKey: string): string {
  const api = JSON.stringify(apiUrl.replace(/\/+$/, ''));
  const key = JSON.stringify(anonKey);
  return `(function () {
        var match = /^\\/products\\/([^/]+)\\/?$/.exec(location.pathname);
        if (!match || typeof fetch !== 'function') return;
        var slug;
        try {
          slug = decodeURIComponent(match[1]);
        } catch (error) {
          return;
        }
        var api = ${api};
        var key = ${key};
        var rows = fetch(
          api + '/rest/v1/products?select=*&slug=eq.' + encodeURIComponent(slug) + '&archived_at=is.null',
          { headers: { apikey: key, Authorization: 'Bearer ' + key, Accept: 'application/json' } }
        ).then(function (response) {
          if (!response.ok) throw new Error('HTTP ' + response.status);
          return response.json();
        });
        window.${EARLY_PRODUCT_READ_GLOBAL} = { slug: slug, rows: rows };
        rows.then(function (found) {
          var row = found && found.length === 1 ? found[0] : null;
          var gallery = row && Array.isArray(row.gallery) ? row.gallery : [];
          var image = (row && row.image_url) || gallery.filter(Boolean)[0];
          if (typeof image !== 'string' || !image) return;
          var href = /^https?:\\/\\//i.test(image) || image.indexOf('data:') === 0
            ? image
            : api + '/storage/v1/object/public/' +
              image.replace(/^\\/+/, '').split('/').map(encodeURIComponent).join('/');
          var link = document.createElement('link');
          link.rel = 'preload';
          link.as = 'image';
          link.href = href;
          link.setAttribute('fetchpriority', 'high');
          document.head.appendChild(link);
        }, function () {
          // Offline or unreachable: the app reads from the device or reports it.
        });
      })();`;
}

/** Adds the inline script to index.html's head; `apiUrl` and `anonKey` are the build's. */
export function earlyProductRead(apiUrl: string, anonKey: string): Plugin {
  return {
    name: 'bottega:early-product-read',
    transformIndexHtml: () => [
      { tag: 'script', children: earlyProductReadSource(apiUrl, anonKey), injectTo: 'head' },
    ],
  };
}

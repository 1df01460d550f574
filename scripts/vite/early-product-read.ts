import type { Plugin } from 'vite';
import {
  MAIN_PICTURE_SIZES,
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  PRODUCT_PICTURE_WIDTHS,
} from '../../src/lib/products/product-picture.ts';

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
 *
 * When the row arrives and the app has not rendered yet, the script also fills index.html's
 * static copy of the page's top (breadcrumb, main picture, category, name) and shows it: the
 * picture, the page's largest element, is painted while the app still downloads instead of
 * after it. Text goes in as text (`textContent`), never as markup. A product without a picture
 * shows nothing early: the app draws its placeholder.
 */
export function earlyProductReadSource(
  apiUrl: string,
  anonKey: string,
  categoryLabels: Readonly<Record<string, string>>,
): string {
  const api = JSON.stringify(apiUrl.replace(/\/+$/, ''));
  const key = JSON.stringify(anonKey);
  const labels = JSON.stringify(categoryLabels);
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
        var categoryLabels = ${labels};
        var widths = ${JSON.stringify(PRODUCT_PICTURE_WIDTHS)};
        var rows = fetch(
          api + '/rest/v1/products?select=*&slug=eq.' + encodeURIComponent(slug) + '&archived_at=is.null',
          { headers: { apikey: key, Authorization: 'Bearer ' + key, Accept: 'application/json' } }
        ).then(function (response) {
          if (!response.ok) throw new Error('HTTP ' + response.status);
          return response.json();
        });
        // Settles once the static page top has painted the product's picture, or once there is
        // nothing to paint: the loader (start-app-after-first-paint.ts) starts the app then.
        var pictureShown;
        var shown = new Promise(function (resolve) {
          pictureShown = resolve;
        });
        window.${EARLY_PRODUCT_READ_GLOBAL} = { slug: slug, rows: rows, shown: shown };
        function pictureUrl(image) {
          return /^https?:\\/\\//i.test(image) || image.indexOf('data:') === 0
            ? image
            : api + '/storage/v1/object/public/' +
              image.replace(/^\\/+/, '').split('/').map(encodeURIComponent).join('/');
        }
        // The same widths as pictureSrcSet (src/lib/products/product-picture.ts).
        function pictureSrcset(href) {
          var match = /-(\\d+)w\\.webp$/.exec(href);
          if (!match || widths.indexOf(Number(match[1])) < 0) return '';
          return widths.map(function (width) {
            return href.replace(/-\\d+w\\.webp$/, '-' + width + 'w.webp') + ' ' + width + 'w';
          }).join(', ');
        }
        function pictureTag(href, alt, sizes) {
          var image = document.createElement('img');
          image.className = 'bdb-product-image__img';
          var srcset = pictureSrcset(href);
          if (srcset) image.srcset = srcset;
          image.src = href;
          image.alt = alt;
          image.width = ${PRODUCT_IMAGE_WIDTH};
          image.height = ${PRODUCT_IMAGE_HEIGHT};
          image.sizes = sizes;
          image.decoding = 'async';
          return image;
        }
        function thumbnails(urls) {
          var list = document.createElement('ul');
          list.className = 'bdb-product-gallery__thumbs';
          list.setAttribute('aria-label', 'Altre foto');
          urls.forEach(function (url, index) {
            var button = document.createElement('button');
            button.type = 'button';
            button.className = 'bdb-product-gallery__thumb';
            button.setAttribute('aria-label', 'Mostra la foto ' + (index + 1) + ' di ' + urls.length);
            button.setAttribute('aria-pressed', String(index === 0));
            var frame = document.createElement('div');
            frame.className = 'bdb-product-image';
            var image = pictureTag(url, '', '6rem');
            image.loading = 'lazy';
            frame.appendChild(image);
            button.appendChild(frame);
            var item = document.createElement('li');
            item.appendChild(button);
            list.appendChild(item);
          });
          return list;
        }
        function paintTop(row, urls) {
          var top = document.querySelector('[data-first-paint-product]');
          if (!top) return pictureShown();
          var name = typeof row.name === 'string' ? row.name : '';
          var names = top.querySelectorAll('[data-product-name]');
          for (var i = 0; i < names.length; i += 1) names[i].textContent = name;
          var category = top.querySelector('[data-product-category]');
          category.textContent = categoryLabels[row.category] || '';
          category.href = '/products?category=' + encodeURIComponent(row.category);
          var main = top.querySelector('[data-product-picture]');
          var alt = urls.length > 1 ? name + ', foto 1 di ' + urls.length : name;
          var image = pictureTag(urls[0], alt, ${JSON.stringify(MAIN_PICTURE_SIZES)});
          image.setAttribute('fetchpriority', 'high');
          // Painted in the frame after it loads; a picture that fails is not waited for.
          image.addEventListener('load', function () {
            requestAnimationFrame(function () {
              setTimeout(pictureShown, 0);
            });
          });
          image.addEventListener('error', function () {
            pictureShown();
          });
          main.appendChild(image);
          if (urls.length > 1) main.parentNode.appendChild(thumbnails(urls));
          top.hidden = false;
        }
        rows.then(function (found) {
          var row = found && found.length === 1 ? found[0] : null;
          if (!row) return pictureShown();
          var pictures = [row.image_url].concat(Array.isArray(row.gallery) ? row.gallery : [])
            .filter(function (picture, index, all) {
              return typeof picture === 'string' && picture !== '' && all.indexOf(picture) === index;
            });
          if (pictures.length === 0) return pictureShown();
          var urls = pictures.map(pictureUrl);
          var link = document.createElement('link');
          link.rel = 'preload';
          link.as = 'image';
          link.href = urls[0];
          var srcset = pictureSrcset(urls[0]);
          if (srcset) {
            link.setAttribute('imagesrcset', srcset);
            link.setAttribute('imagesizes', ${JSON.stringify(MAIN_PICTURE_SIZES)});
          }
          link.setAttribute('fetchpriority', 'high');
          document.head.appendChild(link);
          if (document.readyState === 'loading') {
            document.addEventListener('DOMContentLoaded', function () {
              paintTop(row, urls);
            });
          } else {
            paintTop(row, urls);
          }
        }).then(undefined, function () {
          // Offline or unreachable: the app reads from the device or reports it.
          pictureShown();
        });
      })();`;
}

/**
 * Adds the inline script to index.html's head; `apiUrl` and `anonKey` are the build's, the
 * category labels the app's (src/lib/products/categories.ts).
 */
export function earlyProductRead(
  apiUrl: string,
  anonKey: string,
  categoryLabels: Readonly<Record<string, string>>,
): Plugin {
  return {
    name: 'bottega:early-product-read',
    transformIndexHtml: () => [
      {
        tag: 'script',
        children: earlyProductReadSource(apiUrl, anonKey, categoryLabels),
        injectTo: 'head',
      },
    ],
  };
}

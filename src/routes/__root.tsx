import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootErrorComponent } from '@/app/errors/root-error';
import { RootLayout } from '@/app/layout/root-layout';
import type { RouterContext } from '@/app/router-context';
import { NOT_FOUND_TITLE, NotFoundPage } from '@/features/content/components/not-found-page';
import { pageHead, siteOrigin } from '@/app/seo/page-head';
import { jsonLdScript, organizationJsonLd, websiteJsonLd } from '@/app/seo/structured-data';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => {
    // An unknown address is rendered by the root: give it its own title and keep it out of
    // search results. Every other page's own `head` overrides these defaults.
    const notFound = match._notFound
      ? pageHead({
          title: NOT_FOUND_TITLE,
          description: 'La pagina che cerchi non esiste o è stata spostata.',
          path: '/',
          noIndex: true,
        })
      : undefined;
    return {
      meta: notFound?.meta,
      scripts: [
        jsonLdScript(websiteJsonLd(siteOrigin())),
        jsonLdScript(organizationJsonLd(siteOrigin())),
      ],
    };
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorComponent,
});

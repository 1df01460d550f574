import { createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { openedByLinkAtTop } from '@/app/navigation-kind';
import { ProductDetailPage } from '@/features/catalog/components/product-detail-page';
import { ProductLoadError } from '@/features/catalog/components/product-load-error';
import {
  PRODUCT_NOT_FOUND_TITLE,
  ProductNotFound,
} from '@/features/catalog/components/product-not-found';
import { pageHead, siteOrigin } from '@/app/seo/page-head';
import { shopInfo } from '@/domain/shop/shop-info';
import { productJsonLd } from '@/app/seo/product-json-ld';
import { breadcrumbJsonLd, jsonLdScript } from '@/app/seo/structured-data';
import { publicStorageUrl } from '@/lib/storage-url';

export const Route = createFileRoute('/products/$slug')({
  // The product decides the title, the JSON-LD and whether the page exists at all.
  loader: async ({ context, params }) => {
    const [{ productDetailQueryOptions }, { seedProductFromCatalogue }] = await Promise.all([
      import('@/domain/catalogue/product-queries'),
      import('@/domain/catalogue/product-from-catalogue'),
    ]);
    // Opened from a card: the catalogue already read this product.
    seedProductFromCatalogue(context.queryClient, params.slug);
    const product = await context.queryClient.ensureQueryData(
      productDetailQueryOptions(params.slug),
    );
    if (!product) throw notFound();
    // `crumb` names the page in the breadcrumb (see SiteBreadcrumb).
    return { product, crumb: product.name };
  },
  head: ({ loaderData, params }) => {
    if (!loaderData) {
      return pageHead({
        title: PRODUCT_NOT_FOUND_TITLE,
        description: 'Questo prodotto non esiste o non è più in vendita.',
        path: `/products/${params.slug}`,
        noIndex: true,
      });
    }
    const { product } = loaderData;
    return {
      ...pageHead({
        title: product.name,
        description: `${product.description} Confezione da ${product.packageQuantity}: ingredienti, allergeni e valori nutrizionali.`,
        path: `/products/${product.slug}`,
        ogType: 'product',
        image: {
          url: publicStorageUrl(product.image_url) ?? '',
          alt: `${product.name}, ${shopInfo.brandName}`,
        },
      }),
      scripts: [
        jsonLdScript(productJsonLd(product, siteOrigin())),
        jsonLdScript(
          breadcrumbJsonLd(
            [
              { name: 'Prodotti', path: '/products' },
              { name: product.name, path: `/products/${product.slug}` },
            ],
            siteOrigin(),
          ),
        ),
      ],
    };
  },
  // A new product is a new page: another product's quantity or scroll state does not carry
  // over (a related product's card reuses the route), and it draws like one reached by a link.
  remountDeps: ({ params }) => params.slug,
  component: ProductRoute,
  notFoundComponent: ProductNotFound,
  errorComponent: ProductRouteError,
});

function ProductRoute() {
  const router = useRouter();
  // Opened from a card: the first screen (picture, name, price, button) answers the tap, the
  // sections below follow a frame later (issue 38: 500 ms on a slow phone).
  const [lowerSectionsLater] = useState(() => openedByLinkAtTop(router.state.location));
  return (
    <ProductDetailPage
      product={Route.useLoaderData().product}
      lowerSectionsLater={lowerSectionsLater}
    />
  );
}

function ProductRouteError() {
  const router = useRouter();
  return <ProductLoadError onRetry={() => router.invalidate()} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { AfterFirstScreen } from '@/app/after-first-screen';
import { HomeOurBuns } from '@/features/catalog/components/home-our-buns';
import { HomeBusinessSection } from '@/features/content/home/home-business-section';
import { HomeCreationsSection } from '@/features/content/home/home-creations-section';
import { HomeHero } from '@/features/content/home/home-hero';
import { HomePromoBlock } from '@/features/content/home/home-promo-block';
import { HomeProcessSection } from '@/features/content/process/home-process-section';
import { NewsletterSection } from '@/features/newsletter/components/newsletter-section';
import { pageHead } from '@/app/seo/page-head';

export const Route = createFileRoute('/')({
  // The bestsellers and the carousel are read while the page's code downloads (no await:
  // the hero is already on screen, the sections show placeholders until the data arrives).
  loader: async ({ context }) => {
    const [{ featuredProductsQueryOptions }, { carouselQueryOptions }] = await Promise.all([
      import('@/domain/catalogue/product-queries'),
      import('@/features/content/api/carousel-queries'),
    ]);
    void context.queryClient.prefetchQuery(featuredProductsQueryOptions());
    void context.queryClient.prefetchQuery(carouselQueryOptions());
  },
  head: () =>
    pageHead({
      title: 'Bottega del Bun · Bun artigianali per hamburger, vicino a Torino',
      fullTitle: true,
      description:
        'Bun per hamburger impastati e formati a mano, lievitati più di 18 ore nel nostro laboratorio di Moncalieri (Torino). Per casa e per ristoranti, con consegna refrigerata in 1–2 giorni.',
      path: '/',
    }),
  component: HomePage,
});

/** The home page in the spec's order (§2); the promo block only for known signed-out visitors. */
function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeOurBuns />
      <AfterFirstScreen>
        <HomeBusinessSection />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <HomeProcessSection />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <HomeCreationsSection />
      </AfterFirstScreen>
      <AfterFirstScreen>
        <NewsletterSection />
        <HomePromoBlock />
      </AfterFirstScreen>
    </>
  );
}

import '@/features/content/home/home-hero.css';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { HeroArt } from '@/features/content/home/hero-art';
import { HeroSocialLinks } from '@/features/content/home/hero-social-links';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useScreenClass } from '@/hooks/use-screen-class';
import { openShopDialog } from '@/components/shop-dialogs';

const HeroBackdrop = lazy(() => import('@/features/content/home/hero-backdrop'));

/**
 * The home hero. The build prerenders this very markup into the home page (decision 014), so
 * it paints before the app starts (its heading is the page's LCP element).
 * The two buttons open the quiz and the bundle builder (mounted once by the app).
 */
export function HomeHero() {
  const screen = useScreenClass();
  const reduceMotion = usePrefersReducedMotion();
  return (
    <section className="bdb-hero" aria-labelledby="home-hero-title">
      {screen !== 'mobile' && !reduceMotion && (
        <Suspense fallback={null}>
          <HeroBackdrop />
        </Suspense>
      )}
      <div className="bdb-container bdb-hero__inner">
        <div>
          <p className="bdb-hero__eyebrow">Panificio artigianale · Moncalieri (TO)</p>
          <h1 id="home-hero-title" className="bdb-hero__title">
            Bun artigianali per i tuoi hamburger
          </h1>
          <p className="bdb-hero__lead">
            Impastati e formati a mano, lievitati più di 18 ore nel nostro laboratorio alle porte di
            Torino. Li consegniamo freschi con corriere refrigerato, a casa tua o nel tuo
            ristorante.
          </p>
          <div className="bdb-hero__actions">
            <button
              type="button"
              className="bdb-hero__cta"
              aria-haspopup="dialog"
              onClick={() => openShopDialog('quiz')}
            >
              Quale Bun fa per te?
            </button>
            <button
              type="button"
              className="bdb-hero__cta bdb-hero__cta--secondary"
              aria-haspopup="dialog"
              onClick={() => openShopDialog('bundle')}
            >
              Crea il tuo Bundle
            </button>
          </div>
          <div className="bdb-hero__more">
            <Link to="/products" className="bdb-hero__link">
              Scopri i prodotti
            </Link>
            <HeroSocialLinks />
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

import { Link } from '@tanstack/react-router';
import { BrandMark } from '@/components/brand-mark';

/**
 * The home hero. index.html paints the same markup before the app starts (it is the page's
 * LCP element): change both together — a unit test compares their text.
 */
export function HomeHero() {
  return (
    <section className="bdb-hero" aria-labelledby="home-hero-title">
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
            <Link to="/products" className="bdb-hero__cta">
              Scopri i prodotti
            </Link>
            <Link to="/business" className="bdb-hero__cta bdb-hero__cta--secondary">
              Per Ristoratori
            </Link>
          </div>
        </div>
        <div className="bdb-hero__art" aria-hidden="true">
          <BrandMark />
        </div>
      </div>
    </section>
  );
}

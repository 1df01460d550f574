import IconPlayerPause from '@tabler/icons-react/dist/esm/icons/IconPlayerPause.mjs';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import { useState } from 'react';
import { useShopDetails } from '@/domain/shop/use-shop-details';

/**
 * The three promises of the ribbon (spec §2): shown until the shop settings arrive (and
 * whenever they hold no ribbon texts). index.html paints these too.
 */
export const promoTexts = [
  'I migliori bun artigianali per i tuoi hamburger',
  'Spediamo in tutta Italia con corriere refrigerato',
  'Solo ingredienti di prima qualità, da fornitori locali',
] as const;

/**
 * The scrolling promo ribbon. It pauses on hover and focus and with its own button (moving
 * content must be stoppable, WCAG 2.2.2); under reduced motion it does not move at all
 * (first-paint-ribbon.css). The second copy of the list only makes the loop seamless. The
 * texts are the admin's (`shop_settings.ribbon_texts`) once loaded.
 */
export function PromoRibbon() {
  const [paused, setPaused] = useState(false);
  const { ribbonTexts } = useShopDetails();
  const texts = ribbonTexts.length > 0 ? ribbonTexts : promoTexts;
  return (
    <section className="bdb-ribbon" aria-label="Promozioni" data-paused={paused || undefined}>
      <div className="bdb-ribbon__viewport">
        <div className="bdb-ribbon__track">
          <ul className="bdb-ribbon__list">
            {texts.map((text, index) => (
              <li key={`${index}-${text}`} className="bdb-ribbon__item">
                {text}
              </li>
            ))}
          </ul>
          <ul className="bdb-ribbon__list" aria-hidden="true">
            {texts.map((text, index) => (
              <li key={`${index}-${text}`} className="bdb-ribbon__item">
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <button
        type="button"
        className="bdb-ribbon__toggle"
        aria-label={
          paused ? 'Riprendi lo scorrimento delle promozioni' : 'Metti in pausa le promozioni'
        }
        onClick={() => setPaused((value) => !value)}
      >
        {paused ? (
          <IconPlayerPlay size={18} aria-hidden="true" />
        ) : (
          <IconPlayerPause size={18} aria-hidden="true" />
        )}
      </button>
    </section>
  );
}

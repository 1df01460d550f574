import IconPlayerPause from '@tabler/icons-react/dist/esm/icons/IconPlayerPause.mjs';
import IconPlayerPlay from '@tabler/icons-react/dist/esm/icons/IconPlayerPlay.mjs';
import { useState } from 'react';

/** The three promises of the ribbon (spec §2). */
export const promoTexts = [
  'I migliori bun artigianali per i tuoi hamburger',
  'Spediamo in tutta Italia con corriere refrigerato',
  'Solo ingredienti di prima qualità, da fornitori locali',
] as const;

/**
 * The scrolling promo ribbon. It pauses on hover and focus and with its own button (moving
 * content must be stoppable, WCAG 2.2.2); under reduced motion it does not move at all
 * (first-paint-ribbon.css). The second copy of the list only makes the loop seamless.
 */
export function PromoRibbon() {
  const [paused, setPaused] = useState(false);
  return (
    <section className="bdb-ribbon" aria-label="Promozioni" data-paused={paused || undefined}>
      <div className="bdb-ribbon__viewport">
        <div className="bdb-ribbon__track">
          <ul className="bdb-ribbon__list">
            {promoTexts.map((text) => (
              <li key={text} className="bdb-ribbon__item">
                {text}
              </li>
            ))}
          </ul>
          <ul className="bdb-ribbon__list" aria-hidden="true">
            {promoTexts.map((text) => (
              <li key={text} className="bdb-ribbon__item">
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

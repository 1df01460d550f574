import { BrandMark } from '@/components/brand-mark';
import classes from '@/features/content/home/hero-backdrop.module.css';

/** Where the little buns float: [left %, top %, size rem, animation delay s]. */
const buns: readonly [number, number, number, number][] = [
  [4, 12, 3.5, 0],
  [16, 70, 2.25, -4],
  [38, 6, 2, -8],
  [52, 78, 3, -2],
  [63, 18, 2.5, -6],
  [86, 64, 3.75, -3],
  [94, 10, 2, -9],
];

/**
 * The hero's decorative background: sesame buns drifting slowly. Loaded only on tablets and
 * wider without a reduced-motion preference (spec §2); purely decorative.
 */
export default function HeroBackdrop() {
  return (
    <div className={classes.backdrop} aria-hidden="true" data-testid="hero-backdrop">
      {buns.map(([left, top, size, delay]) => (
        <span
          key={`${left}-${top}`}
          className={classes.bun}
          style={{
            left: `${left}%`,
            top: `${top}%`,
            width: `${size}rem`,
            height: `${size}rem`,
            animationDelay: `${delay}s`,
          }}
        >
          <BrandMark />
        </span>
      ))}
    </div>
  );
}

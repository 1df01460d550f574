import {
  BRAND_MARK_SEED_RADII,
  BRAND_MARK_VIEWBOX,
  brandMarkColors,
  brandMarkPaths,
  brandMarkSeeds,
} from '@/components/brand-mark-shapes';

/** The sesame-bun mark, decorative (the shop's name always stands beside it). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${BRAND_MARK_VIEWBOX} ${BRAND_MARK_VIEWBOX}`}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {brandMarkPaths.map((path) => (
        <path key={path.d} d={path.d} fill={path.fill} />
      ))}
      {brandMarkSeeds.map((seed) => (
        <ellipse
          key={`${seed.cx}-${seed.cy}`}
          cx={seed.cx}
          cy={seed.cy}
          rx={BRAND_MARK_SEED_RADII.rx}
          ry={BRAND_MARK_SEED_RADII.ry}
          transform={`rotate(${seed.rotate} ${seed.cx} ${seed.cy})`}
          fill={brandMarkColors.seed}
        />
      ))}
    </svg>
  );
}

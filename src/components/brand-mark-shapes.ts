/**
 * The shop's mark, a sesame bun, as plain data. The header logo (React), the static first
 * paint in index.html, the favicon and the app icons (scripts/gen-icons.ts) are all drawn
 * from it, so they never drift apart. No imports: Node scripts load this file too.
 */
export const BRAND_MARK_VIEWBOX = 48;

export const brandMarkColors = {
  crustTop: '#c47a35',
  crustBottom: '#a9622a',
  shine: '#dca874',
  seed: '#fdf8ec',
} as const;

export interface BrandMarkPath {
  d: string;
  fill: string;
}

export interface BrandMarkSeed {
  cx: number;
  cy: number;
  rotate: number;
}

export const brandMarkPaths: readonly BrandMarkPath[] = [
  // Top bun: a dome on a flat cut.
  {
    d: 'M5 27C5 15.4 13.5 8 24 8s19 7.4 19 19c0 1.1-.9 2-2 2H7c-1.1 0-2-.9-2-2Z',
    fill: brandMarkColors.crustTop,
  },
  // Where the oven browned it lighter.
  { d: 'M10 22c1.4-5.6 6.6-9.6 12.4-10.2-4.6 2.2-8 5.8-9.6 10.6Z', fill: brandMarkColors.shine },
  // Bottom bun.
  {
    d: 'M7 32h34c1.1 0 2 .9 2 2 0 4.4-3.6 8-8 8H13c-4.4 0-8-3.6-8-8 0-1.1.9-2 2-2Z',
    fill: brandMarkColors.crustBottom,
  },
];

export const brandMarkSeeds: readonly BrandMarkSeed[] = [
  { cx: 18, cy: 15, rotate: -30 },
  { cx: 26, cy: 13, rotate: 10 },
  { cx: 33, cy: 17, rotate: 40 },
  { cx: 22, cy: 21, rotate: -10 },
  { cx: 30, cy: 23, rotate: 25 },
  { cx: 14, cy: 23, rotate: -50 },
];

/** Seeds are small ellipses, 1.1 × 2.2 units, turned by `rotate` degrees. */
export const BRAND_MARK_SEED_RADII = { rx: 1.1, ry: 2.2 } as const;

function shapesMarkup(): string {
  const paths = brandMarkPaths.map((path) => `<path d="${path.d}" fill="${path.fill}"/>`).join('');
  const seeds = brandMarkSeeds
    .map(
      (seed) =>
        `<ellipse cx="${seed.cx}" cy="${seed.cy}" rx="${BRAND_MARK_SEED_RADII.rx}" ry="${BRAND_MARK_SEED_RADII.ry}" transform="rotate(${seed.rotate} ${seed.cx} ${seed.cy})" fill="${brandMarkColors.seed}"/>`,
    )
    .join('');
  return paths + seeds;
}

/** The mark alone, for the first paint in index.html and the favicon. */
export function brandMarkSvg(attributes = ''): string {
  const extra = attributes ? ` ${attributes}` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BRAND_MARK_VIEWBOX} ${BRAND_MARK_VIEWBOX}"${extra}>${shapesMarkup()}</svg>`;
}

/**
 * The mark on a coloured tile, for app icons. `insetRatio` is the share of the tile left
 * around the mark (maskable icons keep the mark inside the central safe zone).
 */
export function brandTileSvg({
  background,
  insetRatio,
  cornerRadiusRatio,
}: {
  background: string;
  insetRatio: number;
  cornerRadiusRatio: number;
}): string {
  const size = BRAND_MARK_VIEWBOX;
  const inset = size * insetRatio;
  const scale = (size - 2 * inset) / size;
  const radius = size * cornerRadiusRatio;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${background}"/><g transform="translate(${inset} ${inset}) scale(${scale})">${shapesMarkup()}</g></svg>`;
}

/**
 * How each bun of the demo catalogue looks: crust colours from pale to well baked, gloss, crumb,
 * toppings and shape. Read from the product descriptions in supabase/seed.sql.
 */

/** An sRGB colour as written in a colour picker, e.g. '#d89a4a'. */
export type Hex = `#${string}`;

export type SeedKind = 'sesame' | 'black-sesame' | 'oat' | 'sunflower' | 'flax' | 'poppy';

export interface Recipe {
  slug: string;
  /** The crust from its palest (the sides' oven-spring band) to its darkest (the dome's top). */
  crust: { pale: Hex; golden: Hex; dark: Hex };
  /** 0 (barely coloured) … 1 (deeply browned): how far along pale → golden → dark the top gets. */
  browning: number;
  /** Specular strength and roughness: an egg-washed brioche shines, a floured roll does not. */
  gloss: number;
  roughness: number;
  crumb: Hex;
  /** Height of the dome relative to its radius. */
  dome: number;
  /** How irregular the shape is (a hand-shaped rustic roll more than a moulded brioche). */
  lumpiness: number;
  seeds: { kind: SeedKind; count: number }[];
  /** Flour or semolina dusted over the crust. */
  dust?: { color: Hex; amount: number };
  /** Small coloured bits in the crust: oregano, onion, bran. */
  flecks?: { color: Hex; density: number };
  /** A cross cut by hand before baking. */
  scored?: boolean;
}

export const recipes: Recipe[] = [
  {
    slug: 'bun-classico',
    crust: { pale: '#dcb275', golden: '#b9742c', dark: '#7a3f14' },
    browning: 0.62,
    gloss: 0.55,
    roughness: 0.42,
    crumb: '#f1e2c2',
    dome: 0.6,
    lumpiness: 0.5,
    seeds: [{ kind: 'sesame', count: 170 }],
  },
  {
    slug: 'buns-patata',
    crust: { pale: '#e0b576', golden: '#c2843a', dark: '#8c4f1c' },
    browning: 0.72,
    gloss: 0.45,
    roughness: 0.5,
    crumb: '#f5e6c0',
    dome: 0.54,
    lumpiness: 0.35,
    seeds: [],
    dust: { color: '#f1e6d0', amount: 0.05 },
  },
  {
    slug: 'bun-carbone-vegetale',
    crust: { pale: '#3a3836', golden: '#222120', dark: '#141313' },
    browning: 0.6,
    gloss: 0.5,
    roughness: 0.45,
    crumb: '#2c2b2a',
    dome: 0.6,
    lumpiness: 0.45,
    seeds: [{ kind: 'sesame', count: 150 }],
  },
  {
    slug: 'bun-brioche-burro',
    crust: { pale: '#e6b767', golden: '#b8641a', dark: '#6e300b' },
    browning: 0.72,
    gloss: 0.75,
    roughness: 0.3,
    crumb: '#f6dc9c',
    dome: 0.7,
    lumpiness: 0.3,
    seeds: [],
  },
  {
    slug: 'bun-integrale-cereali',
    crust: { pale: '#c79a68', golden: '#94613a', dark: '#5b3720' },
    browning: 0.6,
    gloss: 0.25,
    roughness: 0.65,
    crumb: '#b48e66',
    dome: 0.58,
    lumpiness: 0.65,
    seeds: [
      { kind: 'oat', count: 55 },
      { kind: 'sunflower', count: 45 },
      { kind: 'flax', count: 90 },
      { kind: 'sesame', count: 70 },
    ],
    flecks: { color: '#5a3a22', density: 0.25 },
  },
  {
    slug: 'bun-senza-glutine',
    crust: { pale: '#e3bd84', golden: '#c48a45', dark: '#8d5a28' },
    browning: 0.66,
    gloss: 0.3,
    roughness: 0.55,
    crumb: '#efe0bf',
    dome: 0.55,
    lumpiness: 0.4,
    seeds: [{ kind: 'poppy', count: 520 }],
  },
  {
    slug: 'bun-pomodoro-origano',
    crust: { pale: '#dca27a', golden: '#ad6442', dark: '#743524' },
    browning: 0.58,
    gloss: 0.4,
    roughness: 0.5,
    crumb: '#efb587',
    dome: 0.58,
    lumpiness: 0.5,
    seeds: [],
    flecks: { color: '#3f4a1c', density: 0.8 },
  },
  {
    slug: 'bun-rustico-olio',
    crust: { pale: '#e3c089', golden: '#bd7d38', dark: '#7b4516' },
    browning: 0.66,
    gloss: 0.15,
    roughness: 0.8,
    crumb: '#efe0c0',
    dome: 0.56,
    lumpiness: 0.9,
    seeds: [],
    dust: { color: '#f1e4c4', amount: 0.45 },
    scored: true,
  },
  {
    slug: 'bun-segale-cipolla',
    crust: { pale: '#a47a52', golden: '#6e4526', dark: '#3d2413' },
    browning: 0.68,
    gloss: 0.2,
    roughness: 0.7,
    crumb: '#8d6d52',
    dome: 0.55,
    lumpiness: 0.7,
    seeds: [],
    flecks: { color: '#2a170c', density: 0.4 },
    dust: { color: '#d8c6a8', amount: 0.2 },
  },
  {
    slug: 'bun-curcuma-vegano',
    crust: { pale: '#f1c94a', golden: '#d99a1c', dark: '#9b5a10' },
    browning: 0.52,
    gloss: 0.45,
    roughness: 0.45,
    crumb: '#f6cf47',
    dome: 0.6,
    lumpiness: 0.45,
    seeds: [{ kind: 'black-sesame', count: 160 }],
  },
];

/**
 * What a surface point is made of: albedo (linear RGB), specular strength, roughness and how
 * much light wraps around it (bread, cheese and leaves let light in under the surface), plus a
 * small bump that the shading adds to the geometric normal.
 */
import { fbm3, noise3, worley3 } from './noise.ts';
import type { Hex, SeedKind } from './recipes.ts';
import { type BunShape, clamp, scoreMask, smoothstep } from './scene.ts';

export interface Material {
  r: number;
  g: number;
  b: number;
  specular: number;
  roughness: number;
  wrap: number;
  /** Height field for bump mapping, in scene units; sampled around the hit point. */
  bump: ((x: number, y: number, z: number) => number) | null;
}

export type Rgb = [number, number, number];

/** sRGB hex → linear RGB. */
export function linear(hex: Hex): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return [channel((n >> 16) & 255), channel((n >> 8) & 255), channel(n & 255)];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

function set(m: Material, c: Rgb, specular: number, roughness: number, wrap: number) {
  m.r = c[0];
  m.g = c[1];
  m.b = c[2];
  m.specular = specular;
  m.roughness = roughness;
  m.wrap = wrap;
  m.bump = null;
}

const crustCache = new WeakMap<BunShape, { pale: Rgb; golden: Rgb; dark: Rgb; crumb: Rgb }>();
function palette(shape: BunShape) {
  let p = crustCache.get(shape);
  if (!p) {
    const r = shape.recipe;
    p = {
      pale: linear(r.crust.pale),
      golden: linear(r.crust.golden),
      dark: linear(r.crust.dark),
      crumb: linear(r.crumb),
    };
    crustCache.set(shape, p);
  }
  return p;
}

/** The crust: paler low on the sides where the dough rose in the oven, darkest on the crown. */
export function crust(m: Material, shape: BunShape, x: number, y: number, z: number) {
  const recipe = shape.recipe;
  const p = palette(shape);
  const h = clamp(y / shape.top, 0, 1);
  let browning =
    recipe.browning * (0.5 + 0.75 * smoothstep(0.12, 0.85, h)) +
    0.13 * fbm3(x * 2.2, y * 2.2, z * 2.2, 3);
  const band = smoothstep(0.06, 0.16, h) * (1 - smoothstep(0.2, 0.42, h));
  browning -= 0.3 * band * recipe.browning;
  browning += 0.25 * (1 - smoothstep(0, 0.07, h));
  browning += 0.12 * smoothstep(0.4, 0.9, h) * fbm3(x * 5 + 11, y * 5, z * 5, 2);
  browning = clamp(browning, 0, 1);
  let c =
    browning < 0.5
      ? mix(p.pale, p.golden, browning / 0.5)
      : mix(p.golden, p.dark, (browning - 0.5) / 0.5);
  const mottle = 1 + 0.1 * noise3(x * 9, y * 9, z * 9);
  c = [c[0] * mottle, c[1] * mottle, c[2] * mottle];
  let specular = recipe.gloss * (0.6 + 0.4 * smoothstep(0.2, 0.7, h));
  let roughness = recipe.roughness;
  const score = scoreMask(shape, x, y, z);
  if (score > 0) {
    c = mix(c, mix(p.pale, [0.95, 0.88, 0.74], 0.3), score * 0.85);
    roughness = Math.min(1, roughness + score * 0.3);
  }
  if (recipe.flecks) {
    const f = noise3(x * 38, y * 38, z * 38);
    const threshold = 0.62 - recipe.flecks.density * 0.25;
    if (f > threshold)
      c = mix(c, linear(recipe.flecks.color), smoothstep(threshold, threshold + 0.08, f));
  }
  if (recipe.dust) {
    const patch =
      smoothstep(-0.05, 0.35, fbm3(x * 3 + 5, y * 3, z * 3, 3)) * smoothstep(0.35, 0.8, h);
    const grain = smoothstep(0.1, 0.5, noise3(x * 70, y * 70, z * 70) + 0.5 * patch);
    const amount = clamp(
      recipe.dust.amount * (0.3 + patch) * grain + score * recipe.dust.amount * 0.6,
      0,
      0.9,
    );
    c = mix(c, linear(recipe.dust.color), amount);
    specular *= 1 - amount;
    roughness = Math.min(1, roughness + amount * 0.4);
  }
  set(m, c, specular, roughness, 0.3);
  const fine = 0.0022 * (1.2 - recipe.gloss * 0.6);
  m.bump = (bx, by, bz) =>
    fine * fbm3(bx * 26, by * 26, bz * 26, 3) + 0.004 * noise3(bx * 7, by * 7, bz * 7);
}

/** The cut face of a bun: cream crumb with open pores. */
export function crumb(m: Material, shape: BunShape, x: number, y: number, z: number) {
  const p = palette(shape);
  const pores = smoothstep(0.08, 0.42, worley3(x * 24, y * 24, z * 24));
  const shade = 0.62 + 0.38 * pores;
  set(m, [p.crumb[0] * shade, p.crumb[1] * shade, p.crumb[2] * shade], 0.05, 0.9, 0.45);
  m.bump = (bx, by, bz) => 0.006 * smoothstep(0.05, 0.45, worley3(bx * 24, by * 24, bz * 24));
}

const seedColours: Record<SeedKind, { a: Hex; b: Hex; specular: number; roughness: number }> = {
  sesame: { a: '#e6d2a2', b: '#b8894a', specular: 0.35, roughness: 0.4 },
  'black-sesame': { a: '#2a2623', b: '#121110', specular: 0.6, roughness: 0.3 },
  oat: { a: '#e4d4b0', b: '#c4a772', specular: 0.1, roughness: 0.8 },
  sunflower: { a: '#bcb193', b: '#8d8060', specular: 0.15, roughness: 0.6 },
  flax: { a: '#8a5730', b: '#4e2e16', specular: 0.7, roughness: 0.22 },
  poppy: { a: '#4a4e5c', b: '#24262e', specular: 0.3, roughness: 0.45 },
};

export function seed(m: Material, kind: SeedKind, shade: number, toast: number) {
  const colours = seedColours[kind];
  set(
    m,
    mix(linear(colours.a), linear(colours.b), clamp(shade * 0.45 + toast * 0.6, 0, 1)),
    colours.specular,
    colours.roughness,
    0.2,
  );
}

export function patty(m: Material, x: number, y: number, z: number) {
  const sear = fbm3(x * 5, y * 5, z * 5, 3);
  const bits = smoothstep(0.25, 0.05, worley3(x * 16, y * 16, z * 16));
  let c = mix(linear('#5a341d'), linear('#24130a'), clamp(0.5 + sear * 1.2, 0, 1));
  c = mix(c, linear('#8a5634'), bits * 0.7);
  set(m, c, 0.45, 0.32, 0.1);
  m.bump = (bx, by, bz) => 0.02 * fbm3(bx * 9, by * 9, bz * 9, 4);
}

export function cheese(m: Material) {
  set(m, linear('#e3961f'), 0.5, 0.28, 0.6);
}

export function tomato(m: Material, x: number, z: number) {
  const ring = smoothstep(0.7, 0.84, Math.hypot(x, z));
  set(m, mix(linear('#e0503a'), linear('#c41f14'), ring), 0.8, 0.16, 0.5);
}

export function lettuce(m: Material, x: number, z: number) {
  const angle = Math.atan2(z, x);
  const vein = smoothstep(0.75, 1, Math.abs(Math.sin(angle * 7 + 3 * noise3(x * 2, 0, z * 2))));
  const c = mix(linear('#3d6a1c'), linear('#93b45c'), 0.2 + 0.55 * vein);
  set(m, c, 0.35, 0.4, 0.7);
  m.bump = (bx, by, bz) => 0.004 * noise3(bx * 30, by * 30, bz * 30);
}

/** A wooden chopping board: grain running along x, fine fibres, darker lines. */
export function board(m: Material, x: number, z: number) {
  const g = z * 3.1 + 2.2 * fbm3(x * 0.25, 0.5, z * 0.9, 4);
  const stripe = g - Math.floor(g);
  const line = smoothstep(0, 0.12, stripe) * (1 - smoothstep(0.55, 1, stripe));
  const fibre = noise3(x * 1.5, 3.3, z * 60) * 0.5 + noise3(x * 0.6, 9.1, z * 22) * 0.5;
  let c = mix(linear('#5a361d'), linear('#8e623b'), 0.45 + 0.3 * line + 0.25 * fibre);
  c = mix(c, linear('#6a4024'), 0.25 * smoothstep(0.2, 0.6, fbm3(x * 0.8, 1, z * 0.8, 2)));
  set(m, c, 0.12, 0.55, 0);
}

/** The linen cloth the board lies on. */
export function linen(m: Material, x: number, z: number) {
  const v = 0.9 + 0.1 * fbm3(x * 2, 4.4, z * 2, 3);
  const c = linear('#8c8376');
  set(m, [c[0] * v, c[1] * v, c[2] * v], 0.02, 0.9, 0);
}

/**
 * The geometry of a picture as signed distance fields: buns (whole, or sliced into a burger's
 * top and bottom), seeds lying on the crust, patty, cheese, tomato and lettuce. Units: a bun's
 * radius is 1 (about 5 cm); y is up and the board is the plane y = 0.
 */
import { fbm3, noise3, randomSource } from './noise.ts';
import type { Recipe, SeedKind } from './recipes.ts';

export const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);
export const smoothstep = (a: number, b: number, v: number) => {
  const t = clamp((v - a) / (b - a), 0, 1);
  return t * t * (3 - 2 * t);
};
/** Smooth maximum: rounds the edge where two shapes are intersected. */
const smax = (a: number, b: number, k: number) => {
  const h = clamp(0.5 - (0.5 * (b - a)) / k, 0, 1);
  return b + (a - b) * h + k * h * (1 - h);
};

function ellipsoid(x: number, y: number, z: number, rx: number, ry: number, rz: number) {
  const k0 = Math.sqrt((x / rx) ** 2 + (y / ry) ** 2 + (z / rz) ** 2);
  const k1 = Math.sqrt((x / (rx * rx)) ** 2 + (y / (ry * ry)) ** 2 + (z / (rz * rz)) ** 2);
  return k1 === 0 ? -Math.min(rx, ry, rz) : (k0 * (k0 - 1)) / k1;
}

// ---------------------------------------------------------------------------------------------
// The bun's shape, in its own coordinates (centred on the y axis, sitting on y = 0).

export interface BunShape {
  recipe: Recipe;
  top: number;
  centre: number;
  seeds: Seed[];
  /** Seeds bucketed on a grid of the xz plane, so a point only looks at its neighbours. */
  grid: Map<number, Seed[]>;
  /** Radius of the widest seed, for the early-out around the crust. */
  seedReach: number;
}

export interface Seed {
  kind: SeedKind;
  x: number;
  y: number;
  z: number;
  /** Local frame: tangent (long axis), normal (thickness), bitangent. */
  t: [number, number, number];
  n: [number, number, number];
  b: [number, number, number];
  size: [number, number, number];
  shade: number;
}

const SEED_CELL = 0.09;
const cellKey = (i: number, j: number) => (i + 512) * 1024 + (j + 512);

const seedSizes: Record<SeedKind, [number, number, number]> = {
  sesame: [0.032, 0.009, 0.02],
  'black-sesame': [0.03, 0.009, 0.019],
  oat: [0.06, 0.007, 0.045],
  sunflower: [0.055, 0.013, 0.021],
  flax: [0.027, 0.008, 0.016],
  poppy: [0.012, 0.008, 0.011],
};

/** The dome without seeds: a squashed ellipsoid cut flat at the bottom, with hand-made lumps. */
export function bunBody(shape: BunShape, x: number, y: number, z: number): number {
  const r = shape.recipe;
  const height = shape.top - shape.centre;
  let d = ellipsoid(x, y - shape.centre, z, 1, height, 1);
  d = smax(d, -y, 0.09);
  if (d < 0.2) {
    d += r.lumpiness * 0.035 * fbm3(x * 1.4 + 3.1, y * 1.4, z * 1.4, 2);
    if (r.scored) d += scoreDepth(x, y, z, shape);
  }
  return d;
}

/** A cross cut by hand: two grooves through the top, opened up by the oven. */
function scoreDepth(x: number, y: number, z: number, shape: BunShape): number {
  const along = smoothstep(shape.top * 0.35, shape.top * 0.95, y);
  if (along <= 0) return 0;
  const wobble = 0.025 * noise3(x * 3, 1.3, z * 3);
  const c = Math.cos(0.5);
  const s = Math.sin(0.5);
  const u = c * x + s * z + wobble;
  const v = -s * x + c * z - wobble;
  const groove = (w: number) => Math.exp(-(w * w) / (2 * 0.045 * 0.045));
  return 0.07 * along * Math.max(groove(u), groove(v));
}

/** How far into the scoring a point is (0 outside, 1 at the bottom of the groove). */
export function scoreMask(shape: BunShape, x: number, y: number, z: number): number {
  return shape.recipe.scored ? clamp(scoreDepth(x, y, z, shape) / 0.05, 0, 1) : 0;
}

function seedDistance(seed: Seed, x: number, y: number, z: number): number {
  const px = x - seed.x;
  const py = y - seed.y;
  const pz = z - seed.z;
  const lt = px * seed.t[0] + py * seed.t[1] + pz * seed.t[2];
  const ln = px * seed.n[0] + py * seed.n[1] + pz * seed.n[2];
  const lb = px * seed.b[0] + py * seed.b[1] + pz * seed.b[2];
  // Sesame is a teardrop: narrower at one end.
  const taper =
    seed.kind === 'sesame' || seed.kind === 'black-sesame' ? 1 - 0.25 * (lt / seed.size[0]) : 1;
  return ellipsoid(lt, ln, lb, seed.size[0], seed.size[1], seed.size[2] * taper);
}

/** The seeds near (x, z), nearest first is not needed: callers take the minimum. */
export function nearestSeed(
  shape: BunShape,
  x: number,
  y: number,
  z: number,
): { d: number; seed: Seed | null } {
  let best = 1e9;
  let found: Seed | null = null;
  const i0 = Math.floor(x / SEED_CELL);
  const j0 = Math.floor(z / SEED_CELL);
  for (let i = i0 - 1; i <= i0 + 1; i += 1) {
    for (let j = j0 - 1; j <= j0 + 1; j += 1) {
      const list = shape.grid.get(cellKey(i, j));
      if (!list) continue;
      for (const seed of list) {
        const d = seedDistance(seed, x, y, z);
        if (d < best) {
          best = d;
          found = seed;
        }
      }
    }
  }
  return { d: best, seed: found };
}

export function bunDistance(shape: BunShape, x: number, y: number, z: number): number {
  const body = bunBody(shape, x, y, z);
  if (shape.seeds.length === 0 || body > shape.seedReach) return body;
  return Math.min(body, nearestSeed(shape, x, y, z).d);
}

function surfaceNormal(shape: BunShape, x: number, y: number, z: number): [number, number, number] {
  const e = 0.002;
  const nx = bunBody(shape, x + e, y, z) - bunBody(shape, x - e, y, z);
  const ny = bunBody(shape, x, y + e, z) - bunBody(shape, x, y - e, z);
  const nz = bunBody(shape, x, y, z + e) - bunBody(shape, x, y, z - e);
  const l = Math.hypot(nx, ny, nz) || 1;
  return [nx / l, ny / l, nz / l];
}

/** Builds a bun: its dome and the seeds scattered over it, denser on top, none underneath. */
export function makeBun(recipe: Recipe, seed: number): BunShape {
  const shape: BunShape = {
    recipe,
    centre: 0.07,
    top: 0.07 + recipe.dome,
    seeds: [],
    grid: new Map(),
    seedReach: 0,
  };
  const random = randomSource(seed);
  for (const { kind, count } of recipe.seeds) {
    const size = seedSizes[kind];
    for (let n = 0; n < count; n += 1) {
      // Denser on the crown; the sides catch fewer when the baker dips the dough.
      const radius = 0.93 * Math.sqrt(random()) ** 1.15;
      const angle = random() * Math.PI * 2;
      const x = radius * Math.cos(angle);
      const z = radius * Math.sin(angle);
      let lo = 0;
      let hi = shape.top + 0.2;
      for (let k = 0; k < 30; k += 1) {
        const mid = (lo + hi) / 2;
        if (bunBody(shape, x, mid, z) > 0) hi = mid;
        else lo = mid;
      }
      const y = lo;
      if (y < shape.top * 0.3) continue;
      const normal = surfaceNormal(shape, x, y, z);
      // A random direction in the tangent plane.
      const a = random() * Math.PI * 2;
      const ref: [number, number, number] = Math.abs(normal[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0];
      const u = cross(normal, ref);
      const v = cross(normal, u);
      const t: [number, number, number] = [
        u[0] * Math.cos(a) + v[0] * Math.sin(a),
        u[1] * Math.cos(a) + v[1] * Math.sin(a),
        u[2] * Math.cos(a) + v[2] * Math.sin(a),
      ];
      const b = cross(normal, t);
      const scale = 0.85 + 0.3 * random();
      const sized: [number, number, number] = [size[0] * scale, size[1] * scale, size[2] * scale];
      const sink = sized[1] * 0.35;
      const placed: Seed = {
        kind,
        x: x + normal[0] * sink,
        y: y + normal[1] * sink,
        z: z + normal[2] * sink,
        t,
        n: normal,
        b,
        size: sized,
        shade: random(),
      };
      shape.seeds.push(placed);
      shape.seedReach = Math.max(shape.seedReach, sized[0] * 1.2 + 0.01);
      const key = cellKey(Math.floor(placed.x / SEED_CELL), Math.floor(placed.z / SEED_CELL));
      const list = shape.grid.get(key);
      if (list) list.push(placed);
      else shape.grid.set(key, [placed]);
    }
  }
  return shape;
}

function cross(a: [number, number, number], b: [number, number, number]): [number, number, number] {
  const c: [number, number, number] = [
    a[1] * b[2] - a[2] * b[1],
    a[2] * b[0] - a[0] * b[2],
    a[0] * b[1] - a[1] * b[0],
  ];
  const l = Math.hypot(c[0], c[1], c[2]) || 1;
  return [c[0] / l, c[1] / l, c[2] / l];
}

// ---------------------------------------------------------------------------------------------
// A burger's fillings, centred on the y axis; `base` is the height of the layer's underside.

export function pattyDistance(x: number, y: number, z: number, base: number, thickness: number) {
  const r = Math.hypot(x, z);
  const radius = 1.06 + 0.03 * noise3(Math.atan2(z, x) * 2.5, 0.5, 2.1);
  const half = thickness / 2;
  const qx = r - radius + 0.09;
  const qy = Math.abs(y - base - half) - half + 0.09;
  let d = Math.min(Math.max(qx, qy), 0) + Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) - 0.09;
  if (d < 0.1) d += 0.018 * fbm3(x * 6, y * 6, z * 6, 2);
  return d;
}

/** Cheese slice: a thin square whose corners melt down over the patty's edge. */
export function cheeseDistance(x: number, y: number, z: number, base: number) {
  const c = Math.cos(0.7);
  const s = Math.sin(0.7);
  const u = c * x + s * z;
  const v = -s * x + c * z;
  const r = Math.hypot(x, z);
  const droop = 0.7 * Math.max(0, r - 0.92) ** 1.35 + 0.01 * noise3(x * 4, 0, z * 4);
  const half = 0.013;
  const qy = Math.abs(y - base - half + droop) - half;
  const size = 0.93;
  const qu = Math.abs(u) - size;
  const qv = Math.abs(v) - size;
  const flat = Math.min(Math.max(qu, qv), 0) + Math.hypot(Math.max(qu, 0), Math.max(qv, 0));
  const d = Math.max(flat - 0.1, qy);
  return d * 0.5;
}

export function tomatoDistance(x: number, y: number, z: number, base: number, thickness: number) {
  const r = Math.hypot(x, z);
  const radius = 0.98 + 0.015 * noise3(Math.atan2(z, x) * 3, 7.1, 0.3);
  const half = thickness / 2;
  const qx = r - radius + 0.02;
  const qy = Math.abs(y - base - half) - half + 0.02;
  return Math.min(Math.max(qx, qy), 0) + Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) - 0.02;
}

/** Lettuce: a thin leaf, ruffled at its edge, spilling a little past the bun. */
export function lettuceDistance(x: number, y: number, z: number, base: number) {
  const r = Math.hypot(x, z);
  const angle = Math.atan2(z, x);
  const edge = smoothstep(0.6, 1.12, r);
  const wave =
    edge *
      (0.05 * Math.sin(angle * 11 + 2 * noise3(x * 2, 0, z * 2)) +
        0.035 * noise3(x * 6, 1, z * 6)) -
    edge * 0.04;
  const radius = 1.05 + 0.06 * noise3(Math.cos(angle) * 3, Math.sin(angle) * 3, 4.2);
  const half = 0.012;
  const qy = Math.abs(y - base - 0.02 - wave) - half;
  return Math.max(r - radius, qy) * 0.6;
}

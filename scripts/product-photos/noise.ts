/**
 * Seeded gradient noise (Perlin's improved noise), fractal sums of it and cellular (Worley)
 * noise: the textures of crust, crumb, wood and linen. Plain numbers, no allocations in the hot
 * path: the renderer calls these millions of times per picture.
 */

/** A small deterministic PRNG (mulberry32): the same seed gives the same picture every run. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const perm = new Uint8Array(512);
{
  const random = randomSource(1337);
  const p = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [p[i], p[j]] = [p[j]!, p[i]!];
  }
  for (let i = 0; i < 512; i += 1) perm[i] = p[i & 255]!;
}

const fade = (t: number) => t * t * t * (t * (t * 6 - 15) + 10);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

function grad(hash: number, x: number, y: number, z: number): number {
  const h = hash & 15;
  const u = h < 8 ? x : y;
  const v = h < 4 ? y : h === 12 || h === 14 ? x : z;
  return ((h & 1) === 0 ? u : -u) + ((h & 2) === 0 ? v : -v);
}

/** Gradient noise in about [-1, 1]. */
export function noise3(x: number, y: number, z: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const zi = Math.floor(z);
  const X = xi & 255;
  const Y = yi & 255;
  const Z = zi & 255;
  x -= xi;
  y -= yi;
  z -= zi;
  const u = fade(x);
  const v = fade(y);
  const w = fade(z);
  const A = perm[X]! + Y;
  const AA = perm[A]! + Z;
  const AB = perm[A + 1]! + Z;
  const B = perm[X + 1]! + Y;
  const BA = perm[B]! + Z;
  const BB = perm[B + 1]! + Z;
  return lerp(
    lerp(
      lerp(grad(perm[AA]!, x, y, z), grad(perm[BA]!, x - 1, y, z), u),
      lerp(grad(perm[AB]!, x, y - 1, z), grad(perm[BB]!, x - 1, y - 1, z), u),
      v,
    ),
    lerp(
      lerp(grad(perm[AA + 1]!, x, y, z - 1), grad(perm[BA + 1]!, x - 1, y, z - 1), u),
      lerp(grad(perm[AB + 1]!, x, y - 1, z - 1), grad(perm[BB + 1]!, x - 1, y - 1, z - 1), u),
      v,
    ),
    w,
  );
}

/** Fractal sum of `octaves` noise layers, each twice as fine and half as strong. */
export function fbm3(x: number, y: number, z: number, octaves: number): number {
  let sum = 0;
  let amplitude = 0.5;
  for (let i = 0; i < octaves; i += 1) {
    sum += amplitude * noise3(x, y, z);
    x = x * 2.03 + 17.1;
    y = y * 2.03 + 3.7;
    z = z * 2.03 + 9.3;
    amplitude *= 0.5;
  }
  return sum;
}

/** A hash of an integer lattice point to [0, 1). */
export function hash3(x: number, y: number, z: number): number {
  const h = perm[(perm[(perm[x & 255]! + y) & 255]! + z) & 255]!;
  const h2 = perm[(h + ((x >> 8) & 255) + ((z >> 8) & 255)) & 255]!;
  return (h * 256 + h2) / 65536;
}

/** Distance to the nearest of one random point per unit cell (cellular noise, 0 … ~1.2). */
export function worley3(x: number, y: number, z: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const zi = Math.floor(z);
  let best = 9;
  for (let i = -1; i <= 1; i += 1) {
    for (let j = -1; j <= 1; j += 1) {
      for (let k = -1; k <= 1; k += 1) {
        const cx = xi + i;
        const cy = yi + j;
        const cz = zi + k;
        const px = cx + hash3(cx, cy, cz) - x;
        const py = cy + hash3(cx + 31, cy + 7, cz + 13) - y;
        const pz = cz + hash3(cx + 71, cy + 41, cz + 3) - z;
        const d = px * px + py * py + pz * pz;
        if (d < best) best = d;
      }
    }
  }
  return Math.sqrt(best);
}

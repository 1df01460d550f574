/**
 * A small sphere-tracing renderer: primary rays against the parts' distance fields and the
 * board, a soft-shadowed key light, a fill from the camera side, ambient occlusion, glossy
 * highlights, edge anti-aliasing, then depth of field, a filmic tone curve and a vignette.
 * Output: 8-bit sRGB RGB, row by row.
 */
import * as mat from './materials.ts';
import {
  type BunShape,
  bunBody,
  bunDistance,
  cheeseDistance,
  clamp,
  lettuceDistance,
  nearestSeed,
  pattyDistance,
  tomatoDistance,
} from './scene.ts';

export type Part =
  | {
      kind: 'bun';
      shape: BunShape;
      piece: 'whole' | 'top' | 'bottom';
      cut: number;
      x: number;
      y: number;
      z: number;
      turn: number;
    }
  | { kind: 'patty'; base: number; thickness: number }
  | { kind: 'tomato'; base: number; thickness: number }
  | { kind: 'cheese'; base: number }
  | { kind: 'lettuce'; base: number };

export interface Shot {
  parts: Part[];
  camera: {
    target: [number, number, number];
    distance: number;
    elevation: number;
    azimuth: number;
    fov: number;
  };
  /** Blur of what is out of focus, in pixels at 1200 px wide per unit of relative depth. */
  aperture: number;
  exposure: number;
}

interface Bound {
  cx: number;
  cy: number;
  cz: number;
  r: number;
}

function boundOf(part: Part): Bound {
  if (part.kind === 'bun') {
    const top = part.shape.top + 0.05;
    const lift = part.piece === 'top' ? part.y - part.cut : part.y;
    const lo = part.piece === 'top' ? part.cut : 0;
    const hi = part.piece === 'bottom' ? part.cut : top;
    const cy = lift + (lo + hi) / 2;
    return { cx: part.x, cy, cz: part.z, r: Math.hypot(1.06, (hi - lo) / 2 + 0.05) };
  }
  const thickness = part.kind === 'patty' || part.kind === 'tomato' ? part.thickness : 0.06;
  const reach = part.kind === 'cheese' ? 1.35 : part.kind === 'lettuce' ? 1.25 : 1.15;
  const drop = part.kind === 'cheese' ? 0.3 : part.kind === 'lettuce' ? 0.12 : 0;
  return {
    cx: 0,
    cy: part.base + thickness / 2 - drop / 2,
    cz: 0,
    r: Math.hypot(reach, thickness / 2 + drop),
  };
}

export function render(shot: Shot, width: number, height: number): Uint8Array {
  const parts = shot.parts;
  const bounds = parts.map(boundOf);
  const turns = parts.map((p) =>
    p.kind === 'bun' ? [Math.cos(p.turn), Math.sin(p.turn)] : [1, 0],
  );
  let lastPart = -1;

  function partDistance(i: number, x: number, y: number, z: number): number {
    const part = parts[i]!;
    if (part.kind === 'bun') {
      const [c, s] = turns[i]!;
      const dx = x - part.x;
      const dz = z - part.z;
      const lx = c! * dx + s! * dz;
      const lz = -s! * dx + c! * dz;
      if (part.piece === 'whole')
        return withSeeds
          ? bunDistance(part.shape, lx, y - part.y, lz)
          : bunBody(part.shape, lx, y - part.y, lz);
      if (part.piece === 'top') {
        const ly = y - part.y + part.cut;
        return Math.max(
          withSeeds ? bunDistance(part.shape, lx, ly, lz) : bunBody(part.shape, lx, ly, lz),
          part.cut - ly,
        );
      }
      const ly = y - part.y;
      return Math.max(bunBody(part.shape, lx, ly, lz), ly - part.cut);
    }
    if (part.kind === 'patty') return pattyDistance(x, y, z, part.base, part.thickness);
    if (part.kind === 'tomato') return tomatoDistance(x, y, z, part.base, part.thickness);
    if (part.kind === 'cheese') return cheeseDistance(x, y, z, part.base);
    return lettuceDistance(x, y, z, part.base);
  }

  /** Off while tracing shadows: seeds' long grazing shadows read as scratches, not as seeds. */
  let withSeeds = true;

  function sceneDistance(x: number, y: number, z: number): number {
    let best = 1e9;
    lastPart = -1;
    for (let i = 0; i < parts.length; i += 1) {
      const b = bounds[i]!;
      const sphere = Math.hypot(x - b.cx, y - b.cy, z - b.cz) - b.r;
      if (sphere > best) continue;
      const d = sphere > 0.3 ? sphere : partDistance(i, x, y, z);
      if (d < best) {
        best = d;
        lastPart = i;
      }
    }
    return best;
  }

  /** Ray vs. the parts' bounding spheres: the stretch of the ray worth marching. */
  function boundsRange(
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
  ): [number, number] {
    let t0 = Infinity;
    let t1 = -Infinity;
    for (const b of bounds) {
      const lx = ox - b.cx;
      const ly = oy - b.cy;
      const lz = oz - b.cz;
      const bb = lx * dx + ly * dy + lz * dz;
      const c = lx * lx + ly * ly + lz * lz - b.r * b.r;
      const disc = bb * bb - c;
      if (disc < 0) continue;
      const s = Math.sqrt(disc);
      t0 = Math.min(t0, -bb - s);
      t1 = Math.max(t1, -bb + s);
    }
    return [Math.max(t0, 0), t1];
  }

  function march(
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tmax: number,
  ): number {
    const [t0, t1] = boundsRange(ox, oy, oz, dx, dy, dz);
    if (t1 < t0) return -1;
    let t = t0;
    const end = Math.min(t1, tmax);
    for (let i = 0; i < 220 && t < end; i += 1) {
      const d = sceneDistance(ox + dx * t, oy + dy * t, oz + dz * t);
      if (d < 0.0004 * t) return t;
      t += d * 0.9;
    }
    return -1;
  }

  // Lights: a large window at the left and a little behind, a reflector on the camera's side.
  const key = normalise([-0.72, 0.6, -0.25]);
  const keyColour = [3.0, 2.9, 2.76];
  const fill = normalise([0.45, 0.45, 0.8]);
  const fillColour = [0.42, 0.42, 0.44];
  const sky = [0.3, 0.32, 0.36];

  function softShadow(px: number, py: number, pz: number): number {
    const [t0, t1] = boundsRange(px, py, pz, key[0]!, key[1]!, key[2]!);
    if (t1 < t0) return 1;
    let res = 1;
    let t = Math.max(0.012, t0);
    withSeeds = false;
    for (let i = 0; i < 64 && t < t1; i += 1) {
      const h = sceneDistance(px + key[0]! * t, py + key[1]! * t, pz + key[2]! * t);
      res = Math.min(res, (9 * h) / t);
      if (res < 0.002) break;
      t += clamp(h, 0.01, 0.2);
    }
    withSeeds = true;
    return clamp(res, 0, 1);
  }

  function occlusion(
    px: number,
    py: number,
    pz: number,
    nx: number,
    ny: number,
    nz: number,
  ): number {
    let occ = 0;
    let weight = 1;
    for (let i = 1; i <= 5; i += 1) {
      const h = 0.025 + 0.07 * i;
      const sx = px + nx * h;
      const sy = py + ny * h;
      const sz = pz + nz * h;
      const d = Math.min(sceneDistance(sx, sy, sz), sy + 0.0);
      occ += (h - d) * weight;
      weight *= 0.7;
    }
    return clamp(1 - 2.2 * occ, 0, 1);
  }

  const m: mat.Material = { r: 0, g: 0, b: 0, specular: 0, roughness: 1, wrap: 0, bump: null };

  function materialAt(part: number, x: number, y: number, z: number, ny: number): void {
    const p = parts[part]!;
    if (p.kind === 'patty') return mat.patty(m, x, y, z);
    if (p.kind === 'cheese') return mat.cheese(m);
    if (p.kind === 'tomato') return mat.tomato(m, x, z);
    if (p.kind === 'lettuce') return mat.lettuce(m, x, z);
    const [c, s] = turns[part]!;
    const dx = x - p.x;
    const dz = z - p.z;
    const lx = c! * dx + s! * dz;
    const lz = -s! * dx + c! * dz;
    const ly = p.piece === 'top' ? y - p.y + p.cut : y - p.y;
    if (p.piece === 'top' && ly < p.cut + 0.004 && ny < -0.5)
      return mat.crumb(m, p.shape, lx, ly, lz);
    if (p.piece === 'bottom' && ly > p.cut - 0.004 && ny > 0.5)
      return mat.crumb(m, p.shape, lx, ly, lz);
    if (p.shape.seeds.length > 0 && p.piece !== 'bottom') {
      const near = nearestSeed(p.shape, lx, ly, lz);
      if (near.seed && near.d < bunBody(p.shape, lx, ly, lz) + 0.0005) {
        const toast = clamp((ly / p.shape.top - 0.4) * 1.5, 0, 1) * p.shape.recipe.browning;
        mat.seed(m, near.seed.kind, near.seed.shade, toast);
        return;
      }
    }
    mat.crust(m, p.shape, lx, ly, lz);
  }

  function shadeSurface(
    px: number,
    py: number,
    pz: number,
    nx: number,
    ny: number,
    nz: number,
    vx: number,
    vy: number,
    vz: number,
    out: Float32Array,
    o: number,
  ) {
    if (m.bump) {
      const e = 0.002;
      const h0 = m.bump(px, py, pz);
      let gx = (m.bump(px + e, py, pz) - h0) / e;
      let gy = (m.bump(px, py + e, pz) - h0) / e;
      let gz = (m.bump(px, py, pz + e) - h0) / e;
      const gn = gx * nx + gy * ny + gz * nz;
      gx -= gn * nx;
      gy -= gn * ny;
      gz -= gn * nz;
      nx -= gx;
      ny -= gy;
      nz -= gz;
      const l = Math.hypot(nx, ny, nz);
      nx /= l;
      ny /= l;
      nz /= l;
    }
    const shadow = softShadow(px + nx * 0.004, py + ny * 0.004, pz + nz * 0.004);
    const ao = occlusion(px, py, pz, nx, ny, nz);
    const ndl = nx * key[0]! + ny * key[1]! + nz * key[2]!;
    const wrapped = Math.max(0, (ndl + m.wrap) / (1 + m.wrap));
    const ndf = Math.max(0, nx * fill[0]! + ny * fill[1]! + nz * fill[2]!);
    const up = 0.5 + 0.5 * ny;
    // Half-vector highlight, energy-normalised Blinn-Phong with Schlick's Fresnel.
    let hx = key[0]! + vx;
    let hy = key[1]! + vy;
    let hz = key[2]! + vz;
    const hl = Math.hypot(hx, hy, hz);
    hx /= hl;
    hy /= hl;
    hz /= hl;
    const ndh = Math.max(0, nx * hx + ny * hy + nz * hz);
    const ndv = Math.max(0, nx * vx + ny * vy + nz * vz);
    const a = Math.max(0.02, m.roughness * m.roughness);
    const power = 2 / (a * a) - 2;
    const fresnel = 0.04 + 0.96 * (1 - ndv) ** 5;
    const spec =
      ndl > 0
        ? m.specular * ((power + 8) / (8 * Math.PI)) * ndh ** power * ndl * (0.25 + fresnel)
        : 0;
    const envSpec = m.specular * fresnel * (1 - m.roughness) * 0.6 * ao * up;
    for (let c = 0; c < 3; c += 1) {
      const albedo = c === 0 ? m.r : c === 1 ? m.g : m.b;
      const bounce = c === 0 ? 0.17 : c === 1 ? 0.11 : 0.06;
      const ambient = (sky[c]! * up + bounce * (1 - up)) * ao;
      const diffuse =
        albedo *
        (keyColour[c]! * wrapped * shadow + fillColour[c]! * ndf * (0.5 + 0.5 * ao) + ambient);
      out[o + c] = diffuse + keyColour[c]! * spec * shadow + envSpec * (sky[c]! + 0.2);
    }
  }

  // Camera.
  const cam = shot.camera;
  const el = (cam.elevation * Math.PI) / 180;
  const az = (cam.azimuth * Math.PI) / 180;
  const [tx, ty, tz] = cam.target;
  const cx = tx + cam.distance * Math.cos(el) * Math.sin(az);
  const cy = ty + cam.distance * Math.sin(el);
  const cz = tz + cam.distance * Math.cos(el) * Math.cos(az);
  const fwd = normalise([tx - cx, ty - cy, tz - cz]);
  const right = normalise(crossv(fwd, [0, 1, 0]));
  const upv = crossv(right, fwd);
  const scale = Math.tan((cam.fov * Math.PI) / 360);
  const aspect = width / height;

  const hdr = new Float32Array(width * height * 3);
  const depth = new Float32Array(width * height);
  const ids = new Int32Array(width * height);
  const sample = new Float32Array(3);

  /** Traces one ray through pixel coordinates (u, v); writes colour into `sample`. */
  function trace(u: number, v: number): { t: number; id: number } {
    const sx = ((2 * u) / width - 1) * scale * aspect;
    const sy = (1 - (2 * v) / height) * scale;
    let dx = fwd[0]! + right[0]! * sx + upv[0]! * sy;
    let dy = fwd[1]! + right[1]! * sx + upv[1]! * sy;
    let dz = fwd[2]! + right[2]! * sx + upv[2]! * sy;
    const l = Math.hypot(dx, dy, dz);
    dx /= l;
    dy /= l;
    dz /= l;
    const boardT = dy < 0 ? -cy / dy : Infinity;
    const t = march(cx, cy, cz, dx, dy, dz, boardT);
    if (t > 0) {
      const px = cx + dx * t;
      const py = cy + dy * t;
      const pz = cz + dz * t;
      sceneDistance(px, py, pz);
      const part = lastPart;
      const e = 0.0012;
      let nx = sceneDistance(px + e, py, pz) - sceneDistance(px - e, py, pz);
      let ny = sceneDistance(px, py + e, pz) - sceneDistance(px, py - e, pz);
      let nz = sceneDistance(px, py, pz + e) - sceneDistance(px, py, pz - e);
      const nl = Math.hypot(nx, ny, nz) || 1;
      nx /= nl;
      ny /= nl;
      nz /= nl;
      materialAt(part, px, py, pz, ny);
      shadeSurface(px, py, pz, nx, ny, nz, -dx, -dy, -dz, sample, 0);
      // Only silhouettes get extra rays: the downscaled widths smooth the seeds' edges anyway.
      return { t, id: part };
    }
    // The board ends behind the bun; beyond it the ray falls to the linen a little lower.
    let gt = boardT;
    let gz = cz + dz * gt;
    const onBoard = gz > -2.6;
    if (!onBoard && dy < 0) {
      gt = (-0.09 - cy) / dy;
      gz = cz + dz * gt;
    }
    if (!Number.isFinite(gt) || gt > 40) {
      sample[0] = 0.09;
      sample[1] = 0.075;
      sample[2] = 0.06;
      return { t: 40, id: -2 };
    }
    const gx = cx + dx * gt;
    const gy = cy + dy * gt;
    if (onBoard) mat.board(m, gx, gz);
    else mat.linen(m, gx, gz);
    shadeSurface(gx, gy, gz, 0, 1, 0, -dx, -dy, -dz, sample, 0);
    // Far linen fades into the dim room behind.
    const fog = clamp((gt - 8) / 14, 0, 1);
    for (let c = 0; c < 3; c += 1)
      sample[c] = sample[c]! * (1 - fog) + [0.09, 0.075, 0.06][c]! * fog;
    return { t: gt, id: onBoard ? -1 : -3 };
  }

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const hit = trace(x + 0.5, y + 0.5);
      const i = y * width + x;
      hdr[i * 3] = sample[0]!;
      hdr[i * 3 + 1] = sample[1]!;
      hdr[i * 3 + 2] = sample[2]!;
      depth[i] = hit.t;
      ids[i] = hit.id;
    }
  }

  // Edges (a different part, or a jump in depth) get four more rays each.
  const offsets = [
    [0.125, 0.375],
    [0.375, 0.875],
    [0.625, 0.125],
    [0.875, 0.625],
  ];
  const edge = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      if (ids[i]! < 0 && ids[i + 1]! < 0 && ids[i + width]! < 0) continue;
      const ratio = (j: number) => Math.abs(depth[i]! - depth[j]!) / depth[i]! > 0.01;
      if (ids[i] !== ids[i + 1] || ids[i] !== ids[i + width] || ratio(i + 1) || ratio(i + width)) {
        edge[i] = 1;
        edge[i + 1] = 1;
        edge[i + width] = 1;
      }
    }
  }
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (!edge[i]) continue;
      let r = 0;
      let g = 0;
      let b = 0;
      let t = 0;
      for (const [ox, oy] of offsets) {
        const hit = trace(x + ox!, y + oy!);
        r += sample[0]!;
        g += sample[1]!;
        b += sample[2]!;
        t += hit.t;
      }
      hdr[i * 3] = r / 4;
      hdr[i * 3 + 1] = g / 4;
      hdr[i * 3 + 2] = b / 4;
      depth[i] = t / 4;
    }
  }

  const focus = Math.hypot(cx - tx, cy - ty, cz - tz) - 0.6;
  const blurred = depthOfField(hdr, depth, width, height, focus, (shot.aperture * width) / 1200);
  return toneMap(blurred, width, height, shot.exposure);
}

function normalise(v: number[]): number[] {
  const l = Math.hypot(v[0]!, v[1]!, v[2]!);
  return [v[0]! / l, v[1]! / l, v[2]! / l];
}
function crossv(a: number[], b: number[]): number[] {
  return [
    a[1]! * b[2]! - a[2]! * b[1]!,
    a[2]! * b[0]! - a[0]! * b[2]!,
    a[0]! * b[1]! - a[1]! * b[0]!,
  ];
}

/**
 * A lens's blur, gathered in layers: each layer is the picture blurred by a set radius with
 * sharper pixels weighted down (so an in-focus bun does not bleed into the blurred board), and
 * each pixel takes the layer matching its own circle of confusion.
 */
function depthOfField(
  hdr: Float32Array,
  depth: Float32Array,
  width: number,
  height: number,
  focus: number,
  aperture: number,
): Float32Array {
  const n = width * height;
  const coc = new Float32Array(n);
  for (let i = 0; i < n; i += 1)
    coc[i] = Math.min(aperture * 1.4, (aperture * Math.abs(depth[i]! - focus)) / depth[i]!);
  const radii = [0, 1, 2, 4, 7, 11, 16, 24]
    .map((r) => (r * width) / 1200)
    .filter((r, i) => i === 0 || r <= aperture * 1.5);
  const layers: Float32Array[] = [hdr];
  for (let k = 1; k < radii.length; k += 1) {
    const r = radii[k]!;
    const buf = new Float32Array(n * 4);
    for (let i = 0; i < n; i += 1) {
      const w = coc[i]! >= r * 0.5 ? 1 : 0.02;
      buf[i * 4] = hdr[i * 3]! * w;
      buf[i * 4 + 1] = hdr[i * 3 + 1]! * w;
      buf[i * 4 + 2] = hdr[i * 3 + 2]! * w;
      buf[i * 4 + 3] = w;
    }
    const radius = Math.max(1, Math.round(r / 1.7));
    for (let pass = 0; pass < 3; pass += 1) {
      boxBlur(buf, width, height, radius, true);
      boxBlur(buf, width, height, radius, false);
    }
    const out = new Float32Array(n * 3);
    for (let i = 0; i < n; i += 1) {
      const w = buf[i * 4 + 3]! || 1e-6;
      out[i * 3] = buf[i * 4]! / w;
      out[i * 3 + 1] = buf[i * 4 + 1]! / w;
      out[i * 3 + 2] = buf[i * 4 + 2]! / w;
    }
    layers.push(out);
  }
  const result = new Float32Array(n * 3);
  for (let i = 0; i < n; i += 1) {
    const c = coc[i]!;
    let k = 0;
    while (k < radii.length - 1 && radii[k + 1]! <= c) k += 1;
    const next = Math.min(k + 1, radii.length - 1);
    const span = radii[next]! - radii[k]!;
    const f = span > 0 ? clamp((c - radii[k]!) / span, 0, 1) : 0;
    for (let ch = 0; ch < 3; ch += 1) {
      result[i * 3 + ch] = layers[k]![i * 3 + ch]! * (1 - f) + layers[next]![i * 3 + ch]! * f;
    }
  }
  return result;
}

function boxBlur(
  buf: Float32Array,
  width: number,
  height: number,
  radius: number,
  horizontal: boolean,
) {
  const len = horizontal ? width : height;
  const lines = horizontal ? height : width;
  const line = new Float32Array(len * 4);
  for (let l = 0; l < lines; l += 1) {
    const idx = (k: number) => (horizontal ? l * width + k : k * width + l) * 4;
    for (let k = 0; k < len; k += 1)
      for (let c = 0; c < 4; c += 1) line[k * 4 + c] = buf[idx(k) + c]!;
    const acc = [0, 0, 0, 0];
    for (let k = -radius; k <= radius; k += 1) {
      const kk = clamp(k, 0, len - 1);
      for (let c = 0; c < 4; c += 1) acc[c]! += line[kk * 4 + c]!;
    }
    const size = 2 * radius + 1;
    for (let k = 0; k < len; k += 1) {
      const o = idx(k);
      for (let c = 0; c < 4; c += 1) buf[o + c] = acc[c]! / size;
      const add = clamp(k + radius + 1, 0, len - 1);
      const sub = clamp(k - radius, 0, len - 1);
      for (let c = 0; c < 4; c += 1) acc[c]! += line[add * 4 + c]! - line[sub * 4 + c]!;
    }
  }
}

/** Exposure, ACES filmic curve (Narkowicz's fit), a soft vignette, sRGB encoding. */
function toneMap(hdr: Float32Array, width: number, height: number, exposure: number): Uint8Array {
  const out = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const dx = x / width - 0.5;
      const dy = y / height - 0.5;
      const vignette = 1 - 0.35 * (dx * dx + dy * dy) * 2;
      for (let c = 0; c < 3; c += 1) {
        const v = hdr[i * 3 + c]! * exposure * vignette;
        const aces = clamp((v * (2.51 * v + 0.03)) / (v * (2.43 * v + 0.59) + 0.14), 0, 1);
        const srgb = aces <= 0.0031308 ? aces * 12.92 : 1.055 * aces ** (1 / 2.4) - 0.055;
        out[i * 3 + c] = Math.round(clamp(srgb, 0, 1) * 255);
      }
    }
  }
  return out;
}

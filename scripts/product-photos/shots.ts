/**
 * The two pictures of every product: the bun on its own (the card and the first gallery
 * picture) and the bun made into a burger (the second gallery picture).
 */
import type { Recipe } from './recipes.ts';
import type { Part, Shot } from './render.ts';
import { makeBun } from './scene.ts';

/** A seed per product, so the seeds fall the same way on every run. */
const seedOf = (slug: string) => [...slug].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

export function bunShot(recipe: Recipe): Shot {
  const shape = makeBun(recipe, seedOf(recipe.slug));
  const parts: Part[] = [
    { kind: 'bun', shape, piece: 'whole', cut: 0, x: 0, y: 0, z: 0.15, turn: 0 },
    // Two more of the pack behind, out of focus.
    { kind: 'bun', shape, piece: 'whole', cut: 0, x: 2.3, y: 0, z: -2.6, turn: 2.1 },
    { kind: 'bun', shape, piece: 'whole', cut: 0, x: -2.6, y: 0, z: -3.6, turn: 4.2 },
  ];
  return {
    parts,
    camera: { target: [0.05, 0.3, 0], distance: 5.0, elevation: 22, azimuth: 8, fov: 29 },
    aperture: 26,
    exposure: 0.78,
  };
}

export function burgerShot(recipe: Recipe): Shot {
  const shape = makeBun({ ...recipe, dome: recipe.dome + 0.06 }, seedOf(recipe.slug) + 1);
  const cut = 0.27;
  const bottomTop = cut;
  const pattyTop = bottomTop + 0.3;
  const parts: Part[] = [
    { kind: 'bun', shape, piece: 'bottom', cut, x: 0, y: 0, z: 0, turn: 0 },
    { kind: 'patty', base: bottomTop - 0.005, thickness: 0.3 },
    { kind: 'cheese', base: pattyTop - 0.004 },
    { kind: 'tomato', base: pattyTop + 0.02, thickness: 0.075 },
    { kind: 'lettuce', base: pattyTop + 0.09 },
    { kind: 'bun', shape, piece: 'top', cut, x: 0, y: pattyTop + 0.15, z: 0, turn: 0.6 },
    {
      kind: 'bun',
      shape: makeBun(recipe, seedOf(recipe.slug) + 2),
      piece: 'whole',
      cut: 0,
      x: 2.2,
      y: 0,
      z: -2.4,
      turn: 1,
    },
  ];
  return {
    parts,
    camera: { target: [0.1, 0.55, -0.2], distance: 5.6, elevation: 16, azimuth: 10, fov: 30 },
    aperture: 24,
    exposure: 0.78,
  };
}

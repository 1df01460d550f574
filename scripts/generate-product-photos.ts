/**
 * Renders the demo catalogue's product photos (decision 013): for every bun in
 * scripts/product-photos/recipes.ts, the bun on a board and the bun as a burger, each at the
 * widths in src/domain/catalogue/product-picture.ts, as WebP in supabase/seed-assets/product-images/seed/.
 * Everything is drawn by the code in scripts/product-photos (no photos, no external service),
 * so the pictures ship under the project's own licence. Deterministic: same code, same files.
 *
 *   npm run gen:product-photos -- [--only bun-classico,buns-patata] [--shots bun,burger]
 *     [--preview /tmp/dir]
 *
 * About a minute or two per picture on one core; run two with different --only lists to use two.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { PRODUCT_PICTURE_WIDTHS } from '../src/domain/catalogue/product-picture.ts';
import { recipes } from './product-photos/recipes.ts';
import { render } from './product-photos/render.ts';
import { bunShot, burgerShot } from './product-photos/shots.ts';

const outputDir = fileURLToPath(
  new URL('../supabase/seed-assets/product-images/seed', import.meta.url),
);
/** Rendered once at the largest width; the smaller ones are downscaled from it (Lanczos). */
const renderWidth = Math.max(...PRODUCT_PICTURE_WIDTHS);
/** WebP quality: the blurred background costs little, so the bun keeps its detail. */
const webpQuality = 80;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      shots: { type: 'string', default: 'bun,burger' },
      preview: { type: 'string' },
    },
  });
  const only = values.only?.split(',').map((slug) => slug.trim());
  const selected = recipes.filter((recipe) => !only || only.includes(recipe.slug));
  mkdirSync(outputDir, { recursive: true });
  for (const recipe of selected) {
    const shots = [
      { kind: 'bun', suffix: '', shot: () => bunShot(recipe) },
      { kind: 'burger', suffix: '-burger', shot: () => burgerShot(recipe) },
    ].filter((entry) => values.shots.split(',').includes(entry.kind));
    for (const { suffix, shot: makeShot } of shots) {
      const shot = makeShot();
      const started = Date.now();
      const width = renderWidth;
      const height = (width * 3) / 4;
      const pixels = render(shot, width, height);
      const image = sharp(Buffer.from(pixels), { raw: { width, height, channels: 3 } });
      const name = `${recipe.slug}${suffix}`;
      const sizes: string[] = [];
      for (const target of PRODUCT_PICTURE_WIDTHS) {
        const file = join(outputDir, `${name}-${target}w.webp`);
        const info = await image
          .clone()
          .resize(target, (target * 3) / 4, { kernel: 'lanczos3' })
          .webp({ quality: webpQuality, effort: 6, smartSubsample: true })
          .toFile(file);
        sizes.push(`${target}w ${(info.size / 1024).toFixed(1)} KB`);
      }
      if (values.preview) {
        mkdirSync(values.preview, { recursive: true });
        await image
          .clone()
          .png()
          .toFile(join(values.preview, `${name}.png`));
      }
      console.info(
        `${name}: ${sizes.join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// Regenerates the favicon, the PWA icons and the social preview image from the brand mark
// (src/components/brand-mark-shapes.ts), rendered by Debian's Chromium through playwright-core.
// The output is committed; run again after changing the mark or the colours:
//   node --import tsx scripts/gen-icons.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IconChefHat, IconListCheck, IconShoppingBag, type TablerIcon } from '@tabler/icons-react';
import { brandMarkSvg, brandTileSvg } from '../src/components/brand-mark-shapes.ts';
import { adminIconBackground } from '../src/app/admin-web-manifest.ts';
import { brandColors } from '../src/app/web-manifest.ts';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const iconsDir = `${publicDir}icons/`;
const flour = brandColors.background;
const crust = brandColors.theme;

async function renderPng(page: Page, html: string, width: number, height: number): Promise<Buffer> {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<!doctype html><html><head><style>html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style></head><body>${html}</body></html>`,
  );
  return page.screenshot({ omitBackground: true, type: 'png' });
}

/** A .ico file holding one PNG image (supported by every browser since IE Vista days). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

/** A shortcut icon: a Tabler glyph in flour white on the crust (or the back office's) tile. */
function glyphTileSvg(Icon: TablerIcon, tile: string = crust): string {
  const glyph = renderToStaticMarkup(createElement(Icon, { size: 56, stroke: 1.75, color: flour }));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="${tile}"/><g transform="translate(20 20)">${glyph}</g></svg>`;
}

function ogImageHtml(): string {
  return `<div style="width:1200px;height:630px;box-sizing:border-box;display:flex;flex-direction:column;justify-content:space-between;background:linear-gradient(160deg,#f3e2cf 0%,${flour} 65%);font-family:Georgia,'DejaVu Serif',serif;color:#5c2c0e">
    <div style="flex:1;display:flex;align-items:center;gap:48px;padding:0 80px">
      <div style="flex:none;width:260px;height:260px;border-radius:50%;background:radial-gradient(circle at 35% 30%,#fff 0%,#f3e2cf 75%);display:flex;align-items:center;justify-content:center;box-shadow:inset 0 0 0 2px #eadccb">${brandMarkSvg('width="176" height="176"')}</div>
      <div style="white-space:nowrap">
        <div style="font-size:72px;font-weight:700;line-height:1.05;color:${crust}">Bottega del Bun</div>
        <div style="margin-top:20px;font-size:40px;line-height:1.2">Bun artigianali per hamburger</div>
        <div style="margin-top:18px;font:600 26px 'DejaVu Sans',Arial,sans-serif;color:#6b5a4b">Fatti a mano a Moncalieri, vicino a Torino</div>
      </div>
    </div>
    <div style="height:84px;display:flex;align-items:center;justify-content:center;background:#d6a634;color:#2b1a0e;font:700 30px 'DejaVu Sans',Arial,sans-serif">Per casa e per ristoranti · Consegna refrigerata in tutta Italia</div>
  </div>`;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  await mkdir(iconsDir, { recursive: true });

  const roundedTile = brandTileSvg({
    background: crust,
    insetRatio: 0.14,
    cornerRadiusRatio: 0.22,
  });
  const squareTile = brandTileSvg({ background: crust, insetRatio: 0.16, cornerRadiusRatio: 0 });
  // Maskable: the mark stays inside the central 80 % circle whatever shape the launcher cuts.
  const maskableTile = brandTileSvg({ background: crust, insetRatio: 0.24, cornerRadiusRatio: 0 });

  const adminTile = (insetRatio: number, cornerRadiusRatio: number) =>
    brandTileSvg({ background: adminIconBackground, insetRatio, cornerRadiusRatio });

  const outputs: Array<[string, Buffer | string]> = [
    ['favicon.svg', `${brandMarkSvg()}\n`],
    ['favicon.ico', icoFromPng(await renderPng(page, brandMarkSvg(), 32, 32), 32)],
    ['icons/icon-192.png', await renderPng(page, roundedTile, 192, 192)],
    ['icons/icon-512.png', await renderPng(page, roundedTile, 512, 512)],
    ['icons/icon-maskable-512.png', await renderPng(page, maskableTile, 512, 512)],
    ['icons/apple-touch-icon-180.png', await renderPng(page, squareTile, 180, 180)],
    [
      'icons/shortcut-products-96.png',
      await renderPng(
        page,
        brandTileSvg({ background: crust, insetRatio: 0.16, cornerRadiusRatio: 0.22 }),
        96,
        96,
      ),
    ],
    ['icons/shortcut-cart-96.png', await renderPng(page, glyphTileSvg(IconShoppingBag), 96, 96)],
    ['icons/shortcut-orders-96.png', await renderPng(page, glyphTileSvg(IconListCheck), 96, 96)],
    ['og-image.png', await renderPng(page, ogImageHtml(), 1200, 630)],
    // The back office's own app (src/app/admin-web-manifest.ts): the mark on an espresso tile.
    ['icons/admin-icon-192.png', await renderPng(page, adminTile(0.14, 0.22), 192, 192)],
    ['icons/admin-icon-512.png', await renderPng(page, adminTile(0.14, 0.22), 512, 512)],
    ['icons/admin-icon-maskable-512.png', await renderPng(page, adminTile(0.24, 0), 512, 512)],
    [
      'icons/admin-shortcut-orders-96.png',
      await renderPng(page, glyphTileSvg(IconListCheck, adminIconBackground), 96, 96),
    ],
    [
      'icons/admin-shortcut-production-96.png',
      await renderPng(page, glyphTileSvg(IconChefHat, adminIconBackground), 96, 96),
    ],
  ];
  for (const [name, content] of outputs) {
    await writeFile(`${publicDir}${name}`, content);
    console.log(`public/${name}`);
  }
} finally {
  await browser.close();
}

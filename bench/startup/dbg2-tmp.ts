import { chromium } from 'playwright';
import { startBenchShop } from './bench-shop.ts';
const shop = await startBenchShop();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/products', '/', '/about', '/products/bun-classico']) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'it-IT' });
  await context.addInitScript({ content: `(() => { const l = []; window.__scrolls = l; addEventListener('scroll', () => l.push(Math.round(performance.now()) + ':' + Math.round(scrollY) + ':' + (document.documentElement.dataset.app || '-')), true); const o = window.scrollTo; window.scrollTo = function (...a) { l.push('scrollTo ' + JSON.stringify(a) + ' ' + new Error().stack.split('\\n').slice(2, 4).join(' | ')); return o.apply(this, a); }; })();` });
  const page = await context.newPage();
  // hold the app back: block the entry until we scrolled
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-.*\.js$/, async (route) => { await held; await route.continue(); });
  await page.goto(shop.web.url + path, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(500);
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.waitForTimeout(200);
  release();
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  await page.waitForTimeout(2500);
  console.info(path, 'scrollY after live', await page.evaluate(() => scrollY), JSON.stringify(await page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls.slice(-6))));
  await context.close();
}
await browser.close(); await shop.stop();

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './statistics.ts';

export interface PageScores {
  url: string;
  /** 'mobile' (Lighthouse's default) or 'desktop' (its desktop preset). */
  formFactor: 'mobile' | 'desktop';
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

/** Flags that let Lighthouse drive Debian's Chromium headless on this machine (STACK.md). */
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Lighthouse with its default mobile emulation and simulated throttling (or its desktop preset),
 * `runs` times per page, each run in a fresh browser profile (chrome-launcher makes a new one per
 * launch: no worker, cache or storage left by the previous run); timings on a shared 2-core
 * machine swing a lot, so every figure is the median of the runs.
 */
export async function runLighthouse(
  urls: string[],
  runs: number,
  formFactor: PageScores['formFactor'] = 'mobile',
): Promise<PageScores[]> {
  const results: PageScores[] = [];
  for (const url of urls) {
    const samples: Omit<PageScores, 'url' | 'runs' | 'formFactor'>[] = [];
    for (let run = 0; run < runs; run += 1) {
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        chromeFlags,
      });
      try {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          fcpMs: metric('first-contentful-paint'),
        });
      } finally {
        await chrome.kill();
      }
    }
    const pick = (key: keyof (typeof samples)[number]) =>
      median(samples.map((sample) => sample[key]));
    results.push({
      url,
      formFactor,
      runs,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: Math.round(pick('lcpMs')),
      tbtMs: Math.round(pick('tbtMs')),
      cls: Math.round(pick('cls') * 1000) / 1000,
      fcpMs: Math.round(pick('fcpMs')),
    });
  }
  return results;
}

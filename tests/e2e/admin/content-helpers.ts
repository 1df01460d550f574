import type { BrowserContext, Page } from '@playwright/test';
import { demoAccounts } from '../../../supabase/local/demo-accounts.ts';
import { submitLogin } from '../accounts/account-helpers.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { expect } from '../support/fixtures.ts';

const admin = demoAccounts.find((account) => account.label === 'Amministratore');

/** Signs the demo admin in through the login page and lands on `path`. */
export async function signInAdminAt(page: Page, context: BrowserContext, path: string) {
  await asReturningVisitor(context);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await waitForApp(page);
  await submitLogin(page, admin?.email ?? '', admin?.password ?? '');
  await expect(page).toHaveURL(path);
}

/** A small SVG "photo" with a visible title, as a file for a Dropzone's input. */
export function svgFile(name: string, title: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><title>${title}</title><rect width="400" height="300" fill="#d9a05b"/><text x="20" y="160" font-size="28">${title}</text></svg>`;
  return { name, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) };
}

/** Unique enough for names and slugs of one test run. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

import type { BrowserContext, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { uniqueEmail } from '../../support/supabase-clients.ts';
import { submitLogin, testPassword } from '../accounts/account-helpers.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { demoAdmin, totpCode, type AdminCredentials } from '../../support/admin-sign-in.ts';
import { expect } from './fixtures.ts';

export { demoAdmin, totpCode, type AdminCredentials };

/**
 * A new confirmed account made an admin (`admin_users`), with the e2e password and no second
 * factor yet: the console asks it to register one at the first visit.
 */
export async function createAdmin(
  serviceClient: SupabaseClient,
  emailPrefix: string,
  name: string,
): Promise<{ email: string; userId: string }> {
  const email = uniqueEmail(emailPrefix);
  const created = await serviceClient.auth.admin.createUser({
    email,
    password: testPassword,
    email_confirm: true,
    user_metadata: { name },
  });
  if (created.error) throw new Error(created.error.message);
  const userId = created.data.user.id;
  const granted = await serviceClient.from('admin_users').insert({ user_id: userId });
  if (granted.error) throw new Error(granted.error.message);
  return { email, userId };
}

/**
 * Answers the console's second-factor page (decision 016) with the current code of `secret`
 * and waits for the page to go: the console (or wherever the guard sends) takes its place.
 */
export async function enterSecondFactorCode(page: Page, secret: string): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' }),
  ).toBeVisible();
  await page.getByLabel('Codice di verifica').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Verifica in due passaggi' }),
  ).toBeHidden();
}

/**
 * Signs an admin in as a person does — the login page, then the TOTP code the console asks
 * for — and lands on `path`. Every e2e admin sign-in goes through here; the demo admin by
 * default (its seeded key), any admin with a verified factor given its `totpSecret`.
 */
export async function signInAdminAt(
  page: Page,
  context: BrowserContext,
  path: string,
  admin: AdminCredentials = demoAdmin,
): Promise<void> {
  if (!admin.totpSecret) throw new Error(`${admin.email}: pass the key of its second factor`);
  await asReturningVisitor(context);
  const consolePath = path.startsWith('/admin') ? path : '/admin';
  await page.goto(`/login?redirect=${encodeURIComponent(consolePath)}`);
  await waitForApp(page);
  await submitLogin(page, admin.email, admin.password);
  await enterSecondFactorCode(page, admin.totpSecret);
  await expect(page).toHaveURL(consolePath);
  if (consolePath !== path) {
    await page.goto(path);
    await waitForApp(page);
  }
}

import type { Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { outboxFor, uniqueEmail } from '../../support/supabase-clients.ts';
import { expect } from '../support/fixtures.ts';
import { waitForApp } from '../shell/shell-helpers.ts';

export { uniqueEmail };

/** A password that meets the policy, shared by the accounts specs' throwaway users. */
export const testPassword = 'Panino-Caldo-26';

export interface TestAccount {
  id: string;
  email: string;
  name: string;
  password: string;
}

/**
 * A customer of this test only (the specs share one database), created behind the UI's back.
 * `confirmed: false` leaves the e-mail unconfirmed, as after a sign-up.
 */
export async function createAccount(
  serviceClient: SupabaseClient,
  { name = 'Cliente di prova', confirmed = true }: { name?: string; confirmed?: boolean } = {},
): Promise<TestAccount> {
  const email = uniqueEmail('e2e.accounts');
  const { data, error } = await serviceClient.auth.admin.createUser({
    email,
    password: testPassword,
    email_confirm: confirmed,
    user_metadata: { name },
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message ?? 'no user'}`);
  return { id: data.user.id, email, name, password: testPassword };
}

/** The link of the newest auth e-mail of `kind` to `email`, as its button points (waits for it). */
export async function mailLink(stackUrl: string, email: string, kind: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await outboxFor(stackUrl, email)).find((item) => item.kind === kind);
        link = /<a href="([^"]+\/auth\/v1\/verify[^"]+)"/.exec(mail?.html ?? '')?.[1] ?? '';
        return link;
      },
      { message: `a ${kind} mail to ${email}` },
    )
    .not.toBe('');
  return link.replaceAll('&amp;', '&');
}

/** Fills and sends the login form (the page must already show it). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

/** Opens /login and signs in, waiting for the welcome toast. */
export async function signIn(
  page: Page,
  account: { email: string; password: string; name: string },
) {
  await page.goto('/login');
  await waitForApp(page);
  await submitLogin(page, account.email, account.password);
  await expect(page.getByText(`Benvenuto, ${account.name}!`, { exact: true })).toBeVisible();
}

/** The header's account corner: what a signed-in visitor sees there. */
export function headerOf(page: Page) {
  const header = page.locator('header.bdb-header');
  return {
    profileLink: header.getByRole('link', { name: 'Il mio profilo' }),
    adminIcon: header.getByRole('link', { name: 'Area Admin' }),
    adminLink: header.getByRole('link', { name: 'Admin', exact: true }),
    logout: header.getByRole('button', { name: 'Logout' }),
    login: header.getByRole('link', { name: 'Login' }),
  };
}

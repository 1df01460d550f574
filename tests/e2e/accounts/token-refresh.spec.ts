import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { shortLivedTokenStack } from '../support/short-lived-token-stack.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { headerOf, submitLogin } from './account-helpers.ts';

// Spec §9: tokens are refreshed on supabase-js's schedule, so a signed-in user never notices
// an expiry. The shared e2e stack issues tokens for an hour and the built PWA has its address
// baked in, so this file starts its own in-memory stack whose tokens live 5 seconds and sends
// every request the page makes to the e2e stack there instead (same API, other port). The app
// under test is the unchanged production build.
const tokenLifetimeSeconds = 5;
const shortLived = shortLivedTokenStack(tokenLifetimeSeconds);

test('the session survives several token expiries without the user noticing', async ({
  page,
  context,
}) => {
  test.slow();
  await asReturningVisitor(context);
  await shortLived.routeTo(context);

  const refreshStatuses: number[] = [];
  const userTokens = new Set<string>();
  const refusedReads: string[] = [];
  page.on('request', (request) => {
    const token = /^Bearer (.+)$/.exec(request.headers().authorization ?? '')?.[1];
    // User tokens carry a subject; the anon key does not.
    if (token && request.url().includes('/rest/v1/') && JSON.parse(atobUrl(token)).sub) {
      userTokens.add(token);
    }
  });
  page.on('response', (response) => {
    if (response.url().includes('grant_type=refresh_token')) {
      refreshStatuses.push(response.status());
    }
    if (response.url().includes('/rest/v1/') && [401, 403].includes(response.status())) {
      refusedReads.push(response.url());
    }
  });

  await page.goto('/login');
  await waitForApp(page);
  await submitLogin(page, 'giulia.rossi@example.com', 'Giulia-Bun-2026');
  await expect(page.getByText('Benvenuto, Giulia Rossi!', { exact: true })).toBeVisible();
  const firstToken = await storedAccessToken(page);
  const signedInAt = Date.now();

  await headerOf(page).profileLink.click();
  const details = page.getByRole('form', { name: 'Dati del profilo' });
  await expect(details.getByLabel(/^Nome e cognome/)).toHaveValue('Giulia Rossi');

  // About 18 s of use, a save every ~4.5 s: each one outlives the token the previous one used.
  let saves = 0;
  while (Date.now() - signedInAt < 18_000) {
    await page.waitForTimeout(4_500);
    await details.getByRole('button', { name: 'Salva le modifiche' }).click();
    await expect(page.getByText('Profilo aggiornato con successo').last()).toBeVisible();
    saves += 1;
    await expect(headerOf(page).logout).toBeVisible();
  }

  // A reload with an expired stored token: restored and refreshed, still signed in.
  await page.reload();
  await waitForApp(page);
  await expect(details.getByLabel(/^Nome e cognome/)).toHaveValue('Giulia Rossi');
  await expect(headerOf(page).logout).toBeVisible();
  await expect(headerOf(page).login).toHaveCount(0);

  const elapsedSeconds = (Date.now() - signedInAt) / 1000;
  expect(elapsedSeconds).toBeGreaterThan(3 * tokenLifetimeSeconds);
  expect(saves).toBeGreaterThanOrEqual(3);
  // Several refreshes, all accepted; several different tokens used; no read ever refused.
  expect(refreshStatuses.length).toBeGreaterThanOrEqual(3);
  expect(refreshStatuses.every((status) => status === 200)).toBe(true);
  expect(userTokens.size).toBeGreaterThanOrEqual(3);
  expect(refusedReads).toEqual([]);
  expect(await storedAccessToken(page)).not.toBe(firstToken);
  await expect(page.getByText('Logout effettuato con successo')).toHaveCount(0);

  // The expiry was real: the first token is refused by the server now.
  const stale = await fetch(`${shortLived.stack.url}/auth/v1/user`, {
    headers: { apikey: shortLived.stack.anonKey, authorization: `Bearer ${firstToken}` },
  });
  expect(stale.status).toBe(403);
});

function atobUrl(token: string): string {
  return Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8');
}

async function storedAccessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
    const session = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as {
      access_token?: string;
    };
    return session.access_token ?? '';
  });
}

import type { BrowserContext, Page } from '@playwright/test';
import { demoAccounts } from '../../../supabase/local/demo-accounts.ts';
import { signIn } from '../accounts/account-helpers.ts';
import { asReturningVisitor, waitForApp } from '../shell/shell-helpers.ts';
import { expect, test } from '../support/fixtures.ts';

// Web Push in the installed app (issue 42, decision 022). The browser's subscribe() needs its
// vendor's push service, which this machine cannot reach: the opt-in is tested up to the
// browser's answer. What the worker does with a push is driven through Chromium's DevTools
// protocol (ServiceWorker.deliverPushMessage), as a push service would deliver it.

test.use({ serviceWorkers: 'allow' });

const buyer = demoAccounts.find((account) => account.email === 'giulia.rossi@example.com')!;

async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 60_000,
    })
    .toBe(true);
}

/** Delivers `message` to the page's worker as its push service would. */
async function deliverPush(context: BrowserContext, page: Page, message: object): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  });
  await cdp.detach();
}

function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      icon: new URL(notification.icon).pathname,
      data: notification.data as unknown,
    }));
  });
}

test('a push shows in Italian, replaces one of its kind, and its tap opens the order', async ({
  page,
  context,
  serviceClient,
}) => {
  test.setTimeout(120_000);
  await asReturningVisitor(context);
  await context.grantPermissions(['notifications']);
  const { data: orders } = await serviceClient
    .from('orders')
    .select('order_number')
    .eq('customer_email', buyer.email)
    .order('created_at', { ascending: false })
    .limit(1);
  const orderNumber = orders?.[0]?.order_number as string;
  expect(orderNumber).toBeTruthy();

  await signIn(page, { ...buyer, name: 'Giulia Rossi' });
  await page.goto('/profile');
  await waitForApp(page);
  await controlledByWorker(page);

  await test.step('the profile offers notifications; the browser is asked, and its refusal is told', async () => {
    const section = page.getByRole('region', { name: 'Notifiche' });
    await expect(section.getByText('Ricevi gli avvisi sul telefono o sul tablet')).toBeVisible();
    await section.getByRole('button', { name: 'Attiva le notifiche su questo dispositivo' }).click();
    // No vendor push service here: the browser refuses the subscription and nothing is saved.
    await expect(page.getByText('Non siamo riusciti ad attivare le notifiche. Riprova.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      section.getByRole('button', { name: 'Attiva le notifiche su questo dispositivo' }),
    ).toBeEnabled();
  });

  await test.step('the worker shows the push with the shop icon; a newer one of its kind replaces it', async () => {
    await deliverPush(context, page, {
      title: 'Il tuo ordine è in consegna',
      body: `L’ordine ${orderNumber} è partito.`,
      url: '/orders',
      tag: 'order_shipped',
    });
    await expect.poll(() => shownNotifications(page)).toHaveLength(1);
    await deliverPush(context, page, {
      title: 'Il tuo ordine è in consegna',
      body: `L’ordine ${orderNumber} è partito: arriva domani.`,
      url: `/orders/${orderNumber}`,
      tag: 'order_shipped',
    });
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: 'Il tuo ordine è in consegna',
          body: `L’ordine ${orderNumber} è partito: arriva domani.`,
          tag: 'order_shipped',
          icon: '/icons/icon-192.png',
          data: { url: `/orders/${orderNumber}` },
        },
      ]);
  });

  await test.step('a tap opens the order in the open window', async () => {
    const [worker] = context.serviceWorkers();
    expect(worker).toBeTruthy();
    // What the browser dispatches when the notification is tapped (no DevTools command clicks one).
    await worker!.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(`/orders/${orderNumber}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  });

  await test.step('a push that is not the shop’s shape still shows, and opens nothing foreign', async () => {
    await deliverPush(context, page, { url: 'https://example.com/phishing' });
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: 'Bottega del Bun',
          body: 'Hai un nuovo avviso: apri l’app per vederlo.',
          tag: 'avviso',
          icon: '/icons/icon-192.png',
          data: { url: '/' },
        },
      ]);
  });
});

import type { BrowserContext, Page } from '@playwright/test';
import { demoAccounts } from '../../../supabase/local/demo-accounts.ts';
import { createAccount, signIn } from '../accounts/account-helpers.ts';
import { asReturningVisitor, waitForApp, waitForWorkerControl } from '../shell/shell-helpers.ts';
import { expect, test } from '../support/fixtures.ts';

// Web Push in the installed app (issue 42, decision 022). The browser's subscribe() needs its
// vendor's push service, which this machine cannot reach: the opt-in is tested up to the
// browser's answer. What the worker does with a push is driven through Chromium's DevTools
// protocol (ServiceWorker.deliverPushMessage), as a push service would deliver it.

test.use({ serviceWorkers: 'allow' });

const buyer = demoAccounts.find((account) => account.email === 'giulia.rossi@example.com')!;

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

/** A busy machine may take a while to wake the worker and show the notification. */
const notificationWait = { timeout: 20_000 };

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
  await waitForWorkerControl(page);

  await test.step('the profile offers notifications; the browser is asked, and its refusal is told', async () => {
    const section = page.getByRole('region', { name: 'Notifiche', exact: true });
    await expect(
      section.getByText('Le notifiche non sono attive su questo dispositivo.'),
    ).toBeVisible();
    await section.getByRole('button', { name: 'Attiva le notifiche' }).click();
    // No vendor push service here: the browser refuses the subscription and nothing is saved.
    await expect(
      page.getByText('Non siamo riusciti ad attivare le notifiche. Riprova.'),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(section.getByRole('button', { name: 'Attiva le notifiche' })).toBeEnabled();
  });

  await test.step('the worker shows the push with the shop icon; a newer one of its kind replaces it', async () => {
    await deliverPush(context, page, {
      title: 'Il tuo ordine è in consegna',
      body: `L’ordine ${orderNumber} è partito.`,
      url: '/orders',
      tag: 'order_shipped',
    });
    await expect.poll(() => shownNotifications(page), notificationWait).toHaveLength(1);
    await deliverPush(context, page, {
      title: 'Il tuo ordine è in consegna',
      body: `L’ordine ${orderNumber} è partito: arriva domani.`,
      url: `/orders/${orderNumber}`,
      tag: 'order_shipped',
    });
    await expect
      .poll(() => shownNotifications(page), notificationWait)
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
      // The worker's globals (this file is typed for the page): its registration and the
      // NotificationEvent constructor.
      const scope = self as unknown as {
        registration: { getNotifications(): Promise<unknown[]> };
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(`/orders/${orderNumber}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber);
    await expect.poll(() => shownNotifications(page), notificationWait).toEqual([]);
  });

  await test.step('a push that is not the shop’s shape still shows, and opens nothing foreign', async () => {
    await deliverPush(context, page, { url: 'https://example.com/phishing' });
    await expect
      .poll(() => shownNotifications(page), notificationWait)
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

test('the profile lists the other devices: their reminders change and they go', async ({
  page,
  context,
  serviceClient,
}) => {
  await asReturningVisitor(context);
  const account = await createAccount(serviceClient, { name: 'Trattoria Dispositivi' });
  // The kitchen tablet, subscribed earlier (its browser's push service gave these keys).
  const tablet = await serviceClient
    .from('push_subscriptions')
    .insert({
      user_id: account.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Date.now().toString(36)}`,
      p256dh:
        'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
      auth: 'BTBZMqHH6r4Tts7J_aSIgg',
      device_label: 'Chrome su Android',
      topics: ['order_shipped', 'standing_reminder'],
    })
    .select('id')
    .single();
  expect(tablet.error).toBeNull();

  await signIn(page, account);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Notifiche', exact: true });
  await expect(section.getByText('Altri dispositivi')).toBeVisible();
  await expect(section.getByText('Chrome su Android', { exact: true })).toBeVisible();
  const tabletTopics = section.getByRole('group', { name: 'Avvisi su Chrome su Android' });
  await expect(tabletTopics.getByRole('switch', { name: /Ordine in consegna/ })).toBeChecked();
  // A private customer approves nobody's orders: no such switch.
  await expect(tabletTopics.getByRole('switch', { name: /Ordini da approvare/ })).toHaveCount(0);

  await tabletTopics.getByRole('switch', { name: /Ordine in consegna/ }).uncheck();
  await expect(tabletTopics.getByRole('switch', { name: /Ordine in consegna/ })).not.toBeChecked();
  await expect
    .poll(async () => {
      const { data } = await serviceClient
        .from('push_subscriptions')
        .select('topics')
        .eq('id', tablet.data!.id)
        .single();
      return data?.topics;
    })
    .toEqual(['standing_reminder']);

  await section.getByRole('button', { name: /^Rimuovi Chrome su Android/ }).click();
  await expect(page.getByText('Dispositivo rimosso')).toBeVisible();
  await expect(section.getByText('Altri dispositivi')).toHaveCount(0);
  const { data: left } = await serviceClient
    .from('push_subscriptions')
    .select('id')
    .eq('user_id', account.id);
  expect(left).toEqual([]);
});

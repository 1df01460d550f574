import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../supabase/local/demo-accounts.ts';
import { localVapidPublicKey } from '../../../supabase/local/push/local-vapid-keys.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { signInAsAdmin } from '../../support/admin-sign-in.ts';
import { romeToday } from '../../support/rome-calendar.ts';
import {
  startTestPushService,
  type TestPushService,
  type TestSubscription,
} from '../../support/push-service.ts';
import { createNodeClient, outboxFor } from '../../support/supabase-clients.ts';
import { testAuthOverrides } from '../../support/test-stack-options.ts';
import {
  type Customer,
  invoke,
  newCustomer,
  newProduct,
  placeOrder,
  serviceClient,
} from '../payments/payment-fixtures.ts';
import { startFixtureStack } from '../storage/fixture-stack.ts';

// Web Push (issue 42, decision 022), end to end on the local stack: a device saves its
// subscription (RLS, admin topics for admins), the database routes an event to the devices that
// want its topic instead of the e-mail, order-follow-up encrypts and signs it for a push service
// started here, which checks the VAPID signature and decrypts the body with the private key only
// this test has. 404/410 remove the subscription and bring the e-mail back; 429 waits.

let stack: RunningStack;
let push: TestPushService;
let admin: SupabaseClient;
let adminId: string;

beforeAll(async () => {
  // The scheduled order-follow-up off: on PostgreSQL it would run every minute beside the
  // test's own runs and take their pushes (SKIP LOCKED), so each run here is the test's.
  stack = await startFixtureStack({ auth: testAuthOverrides, runScheduledJobs: false });
  push = await startTestPushService(localVapidPublicKey);
  admin = createNodeClient(stack.url, stack.anonKey);
  adminId = (await signInAsAdmin(admin, demoAccounts[0]!)).userId;
});
afterAll(async () => {
  await push?.stop();
  await stack?.stop();
});

async function subscribe(
  client: SupabaseClient,
  topics: string[],
): Promise<TestSubscription & { id: string }> {
  const subscription = push.subscribe();
  const { data, error } = await client.rpc('save_push_subscription', {
    endpoint: subscription.endpoint,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    device_label: 'Tablet cucina',
    topics,
  });
  if (error) throw new Error(error.message);
  return { ...subscription, id: data as string };
}

async function shipOrder(customer: Customer) {
  const product = await newProduct(stack);
  const order = await placeOrder(stack, customer, {
    lines: [{ product_id: product.id, quantity: 1 }],
    payment_method: 'cash_on_delivery',
  });
  await admin.from('orders').update({ status: 'in_preparation' }).eq('id', order.id);
  const shipped = await admin.from('orders').update({ status: 'shipped' }).eq('id', order.id);
  expect(shipped.error).toBeNull();
  return order;
}

async function followUp(): Promise<{ pushed: number; push_failures: number }> {
  const run = await invoke<{ pushed: number; push_failures: number }>(admin, 'order-follow-up', {});
  expect(run.status).toBe(200);
  return run.body;
}

async function statusMails(email: string) {
  return (await outboxFor(stack.url, email)).filter((mail) => mail.kind === 'order-status');
}

async function deliveries(subscriptionId: string) {
  const { rows } = await stack.ctx.db.query<{
    attempts: number;
    sent: boolean;
    given_up: boolean;
    wait_seconds: number;
  }>(
    `select attempts, sent_at is not null as sent, given_up_at is not null as given_up,
            extract(epoch from not_before - now())::int as wait_seconds
       from private.push_deliveries where subscription_id = $1 order by id`,
    [subscriptionId],
  );
  return rows;
}

describe('push subscriptions', () => {
  it('belong to their user: read, changed and deleted only by them', async () => {
    const owner = await newCustomer(stack, 'Trattoria Notifiche');
    const other = await newCustomer(stack, 'Altro Cliente');
    const device = await subscribe(owner.client, ['order_shipped', 'standing_reminder']);

    const own = await owner.client.from('push_subscriptions').select('device_label, topics');
    expect(own.data).toEqual([
      { device_label: 'Tablet cucina', topics: ['order_shipped', 'standing_reminder'] },
    ]);
    expect((await other.client.from('push_subscriptions').select('id')).data).toEqual([]);
    const stolen = await other.client
      .from('push_subscriptions')
      .update({ topics: [] })
      .eq('id', device.id)
      .select('id');
    expect(stolen.data).toEqual([]);
    await other.client.from('push_subscriptions').delete().eq('id', device.id);
    expect((await owner.client.from('push_subscriptions').select('id')).data).toHaveLength(1);

    const direct = await other.client.from('push_subscriptions').insert({
      user_id: other.id,
      endpoint: `${push.url}/push/forged`,
      p256dh: device.p256dh,
      auth: device.auth,
    });
    expect(direct.error).not.toBeNull();
    const anonymous = createNodeClient(stack.url, stack.anonKey);
    const anon = await anonymous.rpc('save_push_subscription', {
      endpoint: `${push.url}/push/anon`,
      p256dh: device.p256dh,
      auth: device.auth,
      device_label: 'x',
      topics: [],
    });
    expect(anon.error).not.toBeNull();

    const adminTopic = await owner.client
      .from('push_subscriptions')
      .update({ topics: ['new_order'] })
      .eq('id', device.id);
    expect(adminTopic.error?.message).toBe('not_allowed');
    const unknownTopic = await owner.client
      .from('push_subscriptions')
      .update({ topics: ['everything'] })
      .eq('id', device.id);
    expect(unknownTopic.error).not.toBeNull();

    const removed = await owner.client.from('push_subscriptions').delete().eq('id', device.id);
    expect(removed.error).toBeNull();
    expect((await owner.client.from('push_subscriptions').select('id')).data).toEqual([]);
  });

  it('move to whoever signs in on the device next', async () => {
    const first = await newCustomer(stack, 'Primo');
    const second = await newCustomer(stack, 'Secondo');
    const device = await subscribe(first.client, ['order_shipped']);
    const moved = await second.client.rpc('save_push_subscription', {
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
      device_label: 'Tablet cucina',
      topics: ['payment_due'],
    });
    // A new row: nothing the first person was owed travels with the device.
    expect(moved.error).toBeNull();
    expect(moved.data).not.toBe(device.id);
    expect((await first.client.from('push_subscriptions').select('id')).data).toEqual([]);
    expect((await second.client.from('push_subscriptions').select('topics')).data).toEqual([
      { topics: ['payment_due'] },
    ]);
  });
});

describe('sending', () => {
  it('encrypts and signs "in consegna" for the device, and sends no e-mail', async () => {
    const customer = await newCustomer(stack, 'Osteria Push');
    const device = await subscribe(customer.client, ['order_shipped']);
    const order = await shipOrder(customer);

    const run = await followUp();
    expect(run.pushed).toBeGreaterThanOrEqual(1);
    const received = push.received(device.endpoint);
    expect(received).toHaveLength(1);
    expect(received[0]!.message).toEqual({
      title: 'Il tuo ordine è in consegna',
      body: expect.stringMatching(
        new RegExp(
          `^L’ordine ${order.order_number} è partito: arriva \\S+ \\d{1,2} \\S+ \\d{4}\\.$`,
        ),
      ),
      url: `/orders/${order.order_number}`,
      tag: 'order_shipped',
    });
    // No Topic header: a device offline overnight gets every event, not only the last one.
    expect(received[0]!.headers).toEqual({ ttl: '43200', topic: undefined, urgency: 'normal' });
    expect(push.refused()).toEqual([]);
    expect(await statusMails(customer.email)).toEqual([]);
    const { data } = await customer.client.from('push_subscriptions').select('last_sent_at');
    expect(data?.[0]?.last_sent_at).toEqual(expect.any(String));

    await followUp();
    expect(push.received(device.endpoint)).toHaveLength(1);
  });

  it('e-mails instead when the device turned the topic off', async () => {
    const customer = await newCustomer(stack, 'Bar Silenzio');
    const device = await subscribe(customer.client, ['standing_reminder']);
    await shipOrder(customer);
    await followUp();
    expect(push.received(device.endpoint)).toEqual([]);
    expect(await statusMails(customer.email)).toHaveLength(1);
  });

  it('sends both only to a user who chose both', async () => {
    const customer = await newCustomer(stack, 'Pizzeria Entrambi');
    const chose = await customer.client
      .from('notification_preferences')
      .insert({ user_id: customer.id, email_too: true });
    expect(chose.error).toBeNull();
    const device = await subscribe(customer.client, ['order_shipped']);
    await shipOrder(customer);
    await followUp();
    expect(push.received(device.endpoint)).toHaveLength(1);
    expect(await statusMails(customer.email)).toHaveLength(1);
  });

  it('removes a subscription the push service forgot (410) and e-mails instead', async () => {
    const customer = await newCustomer(stack, 'Trattoria Scaduta');
    const device = await subscribe(customer.client, ['order_shipped']);
    push.answerWith(device.endpoint, { status: 410 });
    await shipOrder(customer);
    const run = await followUp();
    expect(run.push_failures).toBeGreaterThanOrEqual(1);
    expect(push.received(device.endpoint)).toEqual([]);
    expect((await customer.client.from('push_subscriptions').select('id')).data).toEqual([]);
    expect(await statusMails(customer.email)).toHaveLength(1);
  });

  it('waits as long as a busy push service asks (429), then delivers', async () => {
    const customer = await newCustomer(stack, 'Osteria Attesa');
    const device = await subscribe(customer.client, ['order_shipped']);
    push.answerWith(device.endpoint, { status: 429, retryAfter: '120' });
    await shipOrder(customer);
    await followUp();
    const [waiting] = await deliveries(device.id);
    expect(waiting).toMatchObject({ attempts: 1, sent: false, given_up: false });
    expect(waiting!.wait_seconds).toBeGreaterThanOrEqual(110);
    await followUp();
    expect(push.received(device.endpoint)).toEqual([]);
    expect(await statusMails(customer.email)).toEqual([]);

    await stack.ctx.db.query(
      `update private.push_deliveries set not_before = now() where subscription_id = $1`,
      [device.id],
    );
    await followUp();
    expect(push.received(device.endpoint)).toHaveLength(1);
    expect(await deliveries(device.id)).toMatchObject([{ attempts: 2, sent: true }]);
  });

  it('backs off on 5xx and gives up to e-mail after the sixth try', async () => {
    const customer = await newCustomer(stack, 'Bar Guasto');
    const device = await subscribe(customer.client, ['order_shipped']);
    push.answerWith(device.endpoint, ...Array.from({ length: 6 }, () => ({ status: 503 })));
    await shipOrder(customer);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await followUp();
      const [row] = await deliveries(device.id);
      if (!row!.given_up) waits.push(row!.wait_seconds);
      await stack.ctx.db.query(
        `update private.push_deliveries set not_before = now() where subscription_id = $1`,
        [device.id],
      );
    }
    // 30 s doubling: 30, 60, 120, 240, 480 (±1 s of the clock between the two statements).
    expect(waits.map((seconds) => Math.round(seconds / 10) * 10)).toEqual([30, 60, 120, 240, 480]);
    expect(await deliveries(device.id)).toMatchObject([{ attempts: 6, given_up: true }]);
    expect(await statusMails(customer.email)).toHaveLength(1);
    // The device stays subscribed: the push service was down, the subscription is not gone.
    expect((await customer.client.from('push_subscriptions').select('id')).data).toHaveLength(1);
  });
});

describe('nothing lost, nothing doubled', () => {
  it('e-mails once a user who chose both when no device takes the push', async () => {
    const customer = await newCustomer(stack, 'Trattoria Doppia');
    await customer.client
      .from('notification_preferences')
      .insert({ user_id: customer.id, email_too: true });
    const device = await subscribe(customer.client, ['order_shipped']);
    push.answerWith(device.endpoint, { status: 410 });
    await shipOrder(customer);
    await followUp();
    await followUp();
    expect(await statusMails(customer.email)).toHaveLength(1);
  });

  it('e-mails what a device still owed when it is removed or turns the topic off', async () => {
    const customer = await newCustomer(stack, 'Osteria Rimossa');
    const device = await subscribe(customer.client, ['order_shipped']);
    push.answerWith(device.endpoint, { status: 503 });
    await shipOrder(customer);
    await followUp();
    expect(await statusMails(customer.email)).toEqual([]);
    // The owner removes the tablet while the push waits for the push service.
    await customer.client.from('push_subscriptions').delete().eq('id', device.id);
    await followUp();
    expect(await statusMails(customer.email)).toHaveLength(1);

    const other = await newCustomer(stack, 'Osteria Silenziata');
    const tablet = await subscribe(other.client, ['order_shipped', 'payment_due']);
    push.answerWith(tablet.endpoint, { status: 503 });
    await shipOrder(other);
    await followUp();
    await other.client
      .from('push_subscriptions')
      .update({ topics: ['payment_due'] })
      .eq('id', tablet.id);
    await followUp();
    expect(await statusMails(other.email)).toHaveLength(1);
    expect(push.received(tablet.endpoint)).toEqual([]);
  });

  it("never shows the previous person's pending notice to whoever takes the device over", async () => {
    const first = await newCustomer(stack, 'Primo Turno');
    const second = await newCustomer(stack, 'Secondo Turno');
    const device = await subscribe(first.client, ['order_shipped']);
    push.answerWith(device.endpoint, { status: 429, retryAfter: '1' });
    await shipOrder(first);
    await followUp();
    await second.client.rpc('save_push_subscription', {
      endpoint: device.endpoint,
      p256dh: device.p256dh,
      auth: device.auth,
      device_label: 'Tablet cucina',
      topics: ['order_shipped'],
    });
    await stack.ctx.db.query(`update private.push_deliveries set not_before = now()`);
    await followUp();
    expect(push.received(device.endpoint)).toEqual([]);
    expect(await statusMails(first.email)).toHaveLength(1);
  });

  it('does not push an event already e-mailed when its queue writes it again', async () => {
    const customer = await newCustomer(stack, 'Bar Ripetuto');
    const remind = () =>
      stack.ctx.db.query(
        `insert into private.account_mails (kind, recipient_email, payload, dedupe_key)
         values ('payment_overdue', $1,
                 jsonb_build_object('order_number', 'BDB-2026-008888', 'total', 40, 'due_on', '2026-11-20',
                                    'days_overdue', 8),
                 'payment_overdue:' || $1)
         on conflict (dedupe_key) do nothing`,
        [customer.email],
      );
    await remind();
    await followUp();
    const device = await subscribe(customer.client, ['payment_due']);
    await remind();
    await followUp();
    expect(push.received(device.endpoint)).toEqual([]);
    expect(
      (await outboxFor(stack.url, customer.email)).filter((mail) =>
        mail.subject.includes('BDB-2026-008888'),
      ),
    ).toHaveLength(1);
  });

  it('keeps a user to ten devices', async () => {
    const customer = await newCustomer(stack, 'Catena Dieci');
    for (let device = 0; device < 10; device += 1) await subscribe(customer.client, []);
    await expect(subscribe(customer.client, [])).rejects.toThrow('too_many_devices');
  });
});

describe('the other customer topics', () => {
  it('carry a transfer falling due and the standing order reminder, each instead of its e-mail', async () => {
    const customer = await newCustomer(stack, 'Osteria Scadenze');
    const device = await subscribe(customer.client, ['payment_due', 'standing_reminder']);
    await stack.ctx.db.query(
      `insert into private.account_mails (kind, recipient_email, recipient_name, payload, dedupe_key)
       values ('payment_due_soon', $1, 'Osteria Scadenze',
               jsonb_build_object('order_number', 'BDB-2026-009999', 'total', 182.5, 'due_on', '2026-12-04'),
               'payment_due_soon:' || $1)`,
      [customer.email],
    );
    const { rows } = await stack.ctx.db.query<{ sent: boolean }>(
      `select sent_at is not null as sent from private.account_mails where recipient_email = $1`,
      [customer.email],
    );
    expect(rows).toEqual([{ sent: true }]);
    await followUp();
    expect(push.received(device.endpoint).map((entry) => entry.message)).toEqual([
      {
        title: 'Bonifico in scadenza',
        body: expect.stringMatching(
          /^L’ordine BDB-2026-009999 \(182,50\s€\) va pagato entro venerdì 4 dicembre 2026\.$/,
        ),
        url: '/orders/BDB-2026-009999',
        tag: 'payment_due',
      },
    ]);
    expect((await outboxFor(stack.url, customer.email)).map((mail) => mail.subject)).toEqual([]);
  });
});

describe("the office's topics", () => {
  it('are for admins; a new order reaches an admin device that wants it', async () => {
    const customer = await newCustomer(stack, 'Cliente Nuovo');
    await expect(subscribe(customer.client, ['new_order'])).rejects.toThrow('not_allowed');

    const office = await subscribe(admin, ['new_order']);
    const product = await newProduct(stack);
    const order = await placeOrder(stack, customer, {
      lines: [{ product_id: product.id, quantity: 2 }],
      payment_method: 'cash_on_delivery',
    });
    await followUp();
    const received = push.received(office.endpoint).map((entry) => entry.message);
    expect(received).toContainEqual({
      title: `Nuovo ordine ${order.order_number}`,
      body: expect.stringMatching(/^Cliente Nuovo ha ordinato per \d+,\d{2}\s€, consegna il /),
      url: `/admin/orders/${order.id}`,
      tag: 'new_order',
    });
    await admin.from('push_subscriptions').delete().eq('id', office.id);
  });

  it('tell the other admins of a payment a colleague recorded, not the colleague', async () => {
    const colleague = await newCustomer(stack, 'Giulia Ufficio');
    const service = serviceClient(stack);
    const promoted = await service.from('admin_users').insert({ user_id: colleague.id });
    expect(promoted.error).toBeNull();
    const colleagueDevice = push.subscribe();
    const saved = await service.from('push_subscriptions').insert({
      user_id: colleague.id,
      endpoint: colleagueDevice.endpoint,
      p256dh: colleagueDevice.p256dh,
      auth: colleagueDevice.auth,
      device_label: 'PC ufficio',
      topics: ['payment_recorded'],
    });
    expect(saved.error).toBeNull();
    const ownDevice = await subscribe(admin, ['payment_recorded']);

    const customer = await newCustomer(stack, 'Cliente Contanti');
    const product = await newProduct(stack);
    const order = await placeOrder(stack, customer, {
      lines: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'cash_on_delivery',
    });
    const recorded = await admin.rpc('record_payment', {
      order_id: order.id,
      received_on: romeToday(),
    });
    expect(recorded.error).toBeNull();
    await followUp();

    expect(push.received(ownDevice.endpoint)).toEqual([]);
    expect(push.received(colleagueDevice.endpoint).map((entry) => entry.message)).toEqual([
      {
        title: `Pagamento registrato: ordine ${order.order_number}`,
        body: expect.stringMatching(
          /^Chiara Ferrero ha registrato un pagamento di \d+,\d{2}\s€ ricevuto il \d{2}\/\d{2}\/\d{4}\.$/,
        ),
        url: `/admin/orders/${order.id}`,
        tag: 'payment_recorded',
      },
    ]);
    expect(adminId).toBeTruthy();
    await admin.from('push_subscriptions').delete().eq('id', ownDevice.id);
    await service.from('admin_users').delete().eq('user_id', colleague.id);
  });
});

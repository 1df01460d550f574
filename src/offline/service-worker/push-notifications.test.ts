import { describe, expect, it, vi } from 'vitest';
import {
  openNotifiedPage,
  readPushNotice,
  shopPath,
} from '@/offline/service-worker/push-notifications';

const origin = 'https://www.bottegadelbun.it';

function windowClient(url: string, navigates = true, focused = false) {
  const client = {
    url,
    focused,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (to: string) => {
      if (!navigates) throw new TypeError('not controlled');
      client.url = to;
      return client;
    }),
  };
  return client;
}

function clientsWith(windows: ReturnType<typeof windowClient>[]) {
  return {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  };
}

describe('reading a push', () => {
  it('keeps the shop’s message and falls back for anything else', () => {
    const message = {
      title: 'Nuovo ordine',
      body: 'Testo',
      url: '/admin/orders/1',
      tag: 'new_order',
    };
    expect(readPushNotice(message)).toEqual(message);
    expect(readPushNotice({ title: 'Senza tag', url: 'https://evil.example/x' })).toEqual({
      title: 'Senza tag',
      body: '',
      url: '/',
      tag: 'avviso',
    });
    expect(readPushNotice(undefined).title).toBe('Bottega del Bun');
    expect(readPushNotice({ title: '   ' }).title).toBe('Bottega del Bun');
  });

  it('opens only paths of the shop', () => {
    expect(shopPath('/orders/BDB-2026-000001')).toBe('/orders/BDB-2026-000001');
    expect(shopPath('//evil.example/x')).toBe('/');
    expect(shopPath('/\\evil.example')).toBe('/');
    expect(shopPath('https://evil.example')).toBe('/');
    expect(shopPath('/\t/evil.example')).toBe('/');
    expect(shopPath('/orders?tab=1#fine')).toBe('/orders?tab=1#fine');
    expect(shopPath(42)).toBe('/');
  });
});

describe('a tapped notification', () => {
  it('navigates and focuses a window of the same app', async () => {
    const shop = windowClient(`${origin}/products`);
    const console = windowClient(`${origin}/admin/orders`);
    const clients = clientsWith([shop, console]);
    await openNotifiedPage(clients as unknown as Clients, origin, '/admin/orders/42');
    expect(console.navigate).toHaveBeenCalledWith(`${origin}/admin/orders/42`);
    expect(console.focus).toHaveBeenCalled();
    expect(shop.navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('prefers the window the user looked at last, and one already on the page', async () => {
    const first = windowClient(`${origin}/checkout`);
    const last = windowClient(`${origin}/products`, true, true);
    const clients = clientsWith([first, last]);
    await openNotifiedPage(clients as unknown as Clients, origin, '/orders/BDB-2026-000001');
    expect(last.focus).toHaveBeenCalled();
    expect(last.navigate).toHaveBeenCalledWith(`${origin}/orders/BDB-2026-000001`);
    expect(first.navigate).not.toHaveBeenCalled();

    const there = windowClient(`${origin}/ordine-fisso`);
    const others = clientsWith([windowClient(`${origin}/`, true, true), there]);
    await openNotifiedPage(others as unknown as Clients, origin, '/ordine-fisso');
    expect(there.focus).toHaveBeenCalled();
    expect(there.navigate).not.toHaveBeenCalled();
  });

  it('opens a new window when none of the app is open, or the open one cannot be steered', async () => {
    const console = windowClient(`${origin}/admin`);
    const clients = clientsWith([console]);
    await openNotifiedPage(clients as unknown as Clients, origin, '/orders/BDB-2026-000001');
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/orders/BDB-2026-000001`);

    const uncontrolled = windowClient(`${origin}/`, false);
    const others = clientsWith([uncontrolled]);
    await openNotifiedPage(others as unknown as Clients, origin, '/ordine-fisso');
    expect(others.openWindow).toHaveBeenCalledWith(`${origin}/ordine-fisso`);
  });
});

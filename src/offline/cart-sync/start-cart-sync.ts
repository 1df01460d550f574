import { cartStore, type CartStore } from '@/domain/cart/cart-store';
import { createCartSyncRunner } from '@/offline/cart-sync/cart-sync-runner';
import { loadCartProducts } from '@/offline/cart-sync/load-cart-products';
import { mergeWithServerCart } from '@/offline/cart-sync/server-cart';
import { getSupabase } from '@/lib/supabase';

/**
 * Keeps a signed-in customer's cart in step with the server cart (docs/decisions/003):
 * on start and sign-in, on `online` (the merge's own request refreshes an expired token first),
 * when the app becomes visible again, and 1.5 s after local changes. Not on every refreshed
 * token: each sync asks for the session, and with short-lived tokens that would refresh again,
 * a loop. Returns the stop.
 */
export async function startCartSync(store: CartStore = cartStore): Promise<() => void> {
  const supabase = await getSupabase();
  const runner = createCartSyncRunner({
    store,
    merge: (lines) => mergeWithServerCart(supabase, lines),
    loadProducts: (lines) => loadCartProducts(supabase, lines),
  });
  // Leaves supabase-js's auth callback first: it holds the auth lock while calling us, and the
  // merge asks for the session again.
  const syncSoon = () => setTimeout(() => void runner.syncNow(), 0);

  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_OUT') {
      // This person's pending removals must never reach the next person's cart.
      store.replaceSynced(store.getItems(), {});
    }
    // Offline with an expired token there is no session until the reconnect's refresh:
    // syncing waits, the cart and its removals stay on the device.
    runner.setEnabled(session !== null);
    if (session && (event === 'INITIAL_SESSION' || event === 'SIGNED_IN')) syncSoon();
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void runner.syncNow();
  };
  const onOnline = () => void runner.syncNow();
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);

  return () => {
    data.subscription.unsubscribe();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    runner.stop();
  };
}

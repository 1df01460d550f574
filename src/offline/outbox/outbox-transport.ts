import type { OrderLineInput } from '@/domain/orders/order-lines';
import { type PlaceOrderOutcome, placeOrderWith, quoteOrderWith } from '@/domain/orders/order-rpc';
import type { OrderQuote } from '@/domain/orders/order-schemas';
import type { OutboxOrderRequest } from '@/offline/outbox/order-outbox-types';
import type { OrderClient } from '@/domain/orders/order-client';
import type { StandingChange } from '@/offline/outbox/standing-outbox-types';
import { sendStandingChange } from '@/offline/outbox/standing-outbox';

/** What the outbox needs of the API: re-price, place, and who is signed in. */
export interface OutboxTransport {
  quote(lines: OrderLineInput[]): Promise<OrderQuote>;
  place(request: OutboxOrderRequest): Promise<PlaceOrderOutcome>;
  signedInUserId(): Promise<string | null>;
  /** A standing-order change made offline (issue 23). */
  standingChange(change: StandingChange): Promise<void>;
}

/**
 * The outbox's calls: the checkout's own quote_order / place_order functions
 * (`@/domain/orders/order-rpc`), one attempt each (the outbox decides when to try again).
 */
export function supabaseOutboxTransport(client: OrderClient): OutboxTransport {
  return {
    quote: (lines) => quoteOrderWith(client, lines),
    place: (request) => placeOrderWith(client, request),
    standingChange: (change) => sendStandingChange(client, change),
    async signedInUserId() {
      const { data } = await client.auth.getSession();
      return data.session?.user.id ?? null;
    },
  };
}

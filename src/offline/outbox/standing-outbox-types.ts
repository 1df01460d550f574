/**
 * A change to the customer's standing order made without a connection (issue 23), waiting in
 * the outbox. Each is the same call the screen makes online, and setting a state (skip / one-off
 * quantities / status) rather than toggling one, so sending it twice changes nothing.
 */
export type StandingChange =
  | { kind: 'skip'; deliveryDate: string; skipped: boolean }
  | {
      kind: 'change';
      deliveryDate: string;
      lines: { product_id: string; quantity: number }[] | null;
    }
  | { kind: 'status'; status: 'active' | 'paused' | 'ended' };

/** One waiting change (Dexie table `standingOutbox`), keyed by what it changes. */
export interface StandingOutboxEntry {
  /** `skip:2026-11-28`, `change:2026-11-28`, `status`: a newer change replaces an older one. */
  id: string;
  userId: string;
  /** Epoch ms. */
  createdAt: number;
  change: StandingChange;
  status: 'waiting' | 'failed';
  /** The server's Italian reason for `failed` (e.g. the cut-off passed while offline). */
  problem?: string;
}

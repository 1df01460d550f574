/**
 * What the simulated clients were told: every order acknowledged to a client (its idempotency
 * key and the order's id), every key a client tried, the refusals, and the errors that a client
 * would have retried. The run's verdict compares this with what the database stored.
 */
export class Ledger {
  readonly acknowledged = new Map<string, string>();
  readonly attempted = new Set<string>();
  /** Keys whose client gave up (the run ended, or retries ran out) without an answer. */
  readonly abandoned = new Set<string>();
  /** The same key acknowledged with two different order ids: a duplicate a client could see. */
  conflictingAcks = 0;
  readonly refusals = new Map<string, number>();
  /** Orders acknowledged per customer, for cancelling and paying. */
  readonly ordersOf = new Map<
    string,
    { id: string; method: string; at: number; settled?: boolean }[]
  >();

  acknowledge(customerId: string, key: string, orderId: string, method: string): void {
    const known = this.acknowledged.get(key);
    if (known && known !== orderId) this.conflictingAcks += 1;
    if (known) return;
    this.acknowledged.set(key, orderId);
    const list = this.ordersOf.get(customerId) ?? [];
    list.push({ id: orderId, method, at: Date.now() });
    this.ordersOf.set(customerId, list);
  }

  refuse(code: string): void {
    this.refusals.set(code, (this.refusals.get(code) ?? 0) + 1);
  }
}

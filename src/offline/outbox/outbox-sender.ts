import { errorStatus } from '@/lib/http-error';
import { logger } from '@/lib/logger';
import { claimForSending, outboxEntriesOf, updateOutboxEntry } from '@/offline/outbox/order-outbox';
import type { OutboxEntry } from '@/offline/outbox/order-outbox-types';
import type { OutboxTransport } from '@/offline/outbox/outbox-transport';
import { quoteDifferences } from '@/offline/outbox/quote-differences';
import { sendStandingChanges } from '@/offline/outbox/standing-outbox';

const unknownProblem = "L'ordine non è stato accettato. Controlla il carrello e riprova.";

/**
 * A failure worth trying again later: no connection (status 0 or none), the server or the
 * session not ready (5xx, 401/403 while a token refreshes). Anything else is the server's
 * "no" to this order (a 400 with a code and an Italian hint).
 */
export function isTemporaryFailure(error: unknown): boolean {
  const status = errorStatus(error);
  return status === undefined || status === 0 || status >= 500 || status === 401 || status === 403;
}

function refusal(error: unknown): string {
  const hint = (error as { hint?: unknown }).hint;
  return typeof hint === 'string' && hint.length > 0 ? hint : unknownProblem;
}

/** Re-prices one claimed entry and places it when nothing changed. */
async function sendEntry(entry: OutboxEntry, transport: OutboxTransport): Promise<void> {
  const quote = await transport.quote(entry.request.lines);
  if (quote.shortages.length > 0) {
    const names = quote.shortages.map((shortage) => shortage.name).join(', ');
    await updateOutboxEntry(entry.id, {
      status: 'failed',
      problem: `Disponibilità insufficiente per: ${names}.`,
    });
    return;
  }
  if (quoteDifferences(entry.quote, quote).length > 0) {
    await updateOutboxEntry(entry.id, { status: 'needs-confirmation', newQuote: quote });
    return;
  }
  const outcome = await transport.place(entry.request);
  await updateOutboxEntry(
    entry.id,
    outcome.kind === 'order'
      ? { status: 'placed', orderId: outcome.order.id, orderNumber: outcome.order.order_number }
      : { status: 'awaiting-approval', approvalRequestId: outcome.request.id },
  );
}

/**
 * Sends the signed-in customer's waiting orders, oldest first: each is re-priced by the server
 * and placed only if the prices are the ones the buyer saw (otherwise it waits for them to
 * confirm). The idempotency key makes every retry the same order. Stops at the first
 * temporary failure (offline again): the rest waits for the next trigger.
 */
export async function sendOutbox(transport: OutboxTransport): Promise<void> {
  const userId = await transport.signedInUserId();
  if (!userId) return;
  for (const waiting of await outboxEntriesOf(userId)) {
    const entry = await claimForSending(waiting.id);
    if (!entry) continue;
    try {
      await sendEntry(entry, transport);
    } catch (error) {
      if (isTemporaryFailure(error)) {
        await updateOutboxEntry(entry.id, { status: 'waiting' });
        logger.info('Ordine in attesa: nuovo tentativo alla prossima connessione', error);
        return;
      }
      await updateOutboxEntry(entry.id, { status: 'failed', problem: refusal(error) });
    }
  }
  // Then the standing-order changes made offline (issue 23), through the same triggers.
  await sendStandingChanges(
    userId,
    (change) => transport.standingChange(change),
    isTemporaryFailure,
  );
}

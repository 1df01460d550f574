import type { OutboxEntry, OutboxStatus } from '@/offline/outbox/order-outbox-types';

/** What each outbox status means to the buyer (badge text and colour). */
export const outboxStatusLabels: Record<OutboxStatus, { label: string; color: string }> = {
  waiting: { label: 'In attesa di connessione', color: 'gray' },
  sending: { label: 'Invio in corso…', color: 'blue' },
  'needs-confirmation': { label: 'Prezzi cambiati: conferma richiesta', color: 'orange' },
  failed: { label: 'Non inviato', color: 'red' },
  placed: { label: 'Ordine inviato', color: 'green' },
  'awaiting-approval': { label: 'In attesa di approvazione', color: 'grape' },
};

/** 'Bonifico bancario' / 'Pagamento alla consegna'. */
export function paymentLabel(entry: OutboxEntry): string {
  return entry.request.paymentMethod === 'bank_transfer'
    ? 'Bonifico bancario'
    : 'Pagamento alla consegna';
}

/** Packs in the order: plain lines count their packs, a bundle its packs × copies. */
export function packCount(entry: OutboxEntry): number {
  return entry.request.lines.reduce(
    (sum, line) =>
      sum +
      ('bundle' in line
        ? line.quantity * line.bundle.reduce((packs, item) => packs + item.quantity, 0)
        : line.quantity),
    0,
  );
}

import type { CreditReason, IssueRequest } from '@/domain/documents/invoices';

/** An order line as the credit note form offers it: what was sold, and how much is left. */
export interface CreditableLine {
  itemId: string;
  productName: string;
  quantity: number;
}

export interface CreditNoteForm {
  reason: CreditReason;
  /** Everything still to credit (a refund, a cancellation) or only some packs (a return). */
  whole: boolean;
  packs: Record<string, number | ''>;
  shipping: boolean;
  description: string;
}

export const creditReasonLabels: Record<CreditReason, string> = {
  refund: 'Rimborso',
  return: 'Reso di merce',
  cancellation: 'Annullamento dell’ordine',
};

export function emptyCreditNoteForm(lines: CreditableLine[]): CreditNoteForm {
  return {
    reason: 'return',
    whole: false,
    packs: Object.fromEntries(lines.map((line) => [line.itemId, ''])),
    shipping: false,
    description: '',
  };
}

/**
 * The request the form asks for, or the Italian reason it cannot be sent yet. The database
 * checks again what is left to credit after earlier credit notes.
 */
export function creditNoteRequest(
  orderId: string,
  lines: CreditableLine[],
  form: CreditNoteForm,
): { ok: true; request: IssueRequest } | { ok: false; message: string } {
  const description = form.description.trim();
  if (description.length > 500) {
    return { ok: false, message: 'La descrizione può avere al massimo 500 caratteri.' };
  }
  const base = {
    type: 'TD04' as const,
    order_id: orderId,
    reason: form.reason,
    ...(description ? { description } : {}),
  };
  if (form.whole) return { ok: true, request: base };
  const chosen = [];
  for (const line of lines) {
    const packs = form.packs[line.itemId] ?? '';
    if (packs === '' || packs === 0) continue;
    if (!Number.isInteger(packs) || packs < 0 || packs > line.quantity) {
      return {
        ok: false,
        message: `Per ${line.productName} si possono stornare da 0 a ${line.quantity} confezioni.`,
      };
    }
    chosen.push({ item_id: line.itemId, packs });
  }
  if (chosen.length === 0 && !form.shipping) {
    return { ok: false, message: 'Scegli almeno una confezione o la spedizione da stornare.' };
  }
  return { ok: true, request: { ...base, lines: chosen, shipping: form.shipping } };
}

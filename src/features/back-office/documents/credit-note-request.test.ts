import { describe, expect, it } from 'vitest';
import {
  creditNoteRequest,
  emptyCreditNoteForm,
} from '@/features/back-office/documents/credit-note-request';

const lines = [
  { itemId: 'i1', productName: 'Bun Classico', quantity: 3 },
  { itemId: 'i2', productName: 'Brioche Bun al Burro', quantity: 2 },
];

describe('the credit note form', () => {
  it('asks for the packs returned, and the shipping when ticked', () => {
    const form = {
      ...emptyCreditNoteForm(lines),
      packs: { i1: '' as const, i2: 1 },
      shipping: true,
    };
    expect(creditNoteRequest('o1', lines, form)).toEqual({
      ok: true,
      request: {
        type: 'TD04',
        order_id: 'o1',
        reason: 'return',
        lines: [{ item_id: 'i2', packs: 1 }],
        shipping: true,
      },
    });
  });

  it('asks for everything still to credit for a refund', () => {
    const form = {
      ...emptyCreditNoteForm(lines),
      reason: 'refund' as const,
      whole: true,
      description: ' Ordine rifiutato ',
    };
    expect(creditNoteRequest('o1', lines, form)).toEqual({
      ok: true,
      request: { type: 'TD04', order_id: 'o1', reason: 'refund', description: 'Ordine rifiutato' },
    });
  });

  it('says what is wrong in Italian', () => {
    expect(creditNoteRequest('o1', lines, emptyCreditNoteForm(lines))).toEqual({
      ok: false,
      message: 'Scegli almeno una confezione o la spedizione da stornare.',
    });
    const tooMany = { ...emptyCreditNoteForm(lines), packs: { i1: 4, i2: '' as const } };
    expect(creditNoteRequest('o1', lines, tooMany)).toEqual({
      ok: false,
      message: 'Per Bun Classico si possono stornare da 0 a 3 confezioni.',
    });
  });
});

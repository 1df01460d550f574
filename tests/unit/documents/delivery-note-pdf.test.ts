import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DeliveryNoteRow } from '../../../supabase/functions/delivery-notes/delivery-note-content.ts';
import { renderDeliveryNote } from '../../../supabase/functions/delivery-notes/delivery-note-pdf.ts';

function note(lineCount: number): DeliveryNoteRow {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    order_id: '22222222-2222-4222-8222-222222222222',
    year: 2026,
    number: 3,
    issued_on: '2026-11-27',
    issued_at: '2026-11-27T06:00:00Z',
    content: {
      seller: {
        company_name: 'Bottega del Bun S.r.l.',
        street_address: 'Via Pastrengo 18',
        postal_code: '10024',
        city: 'Moncalieri',
        province: 'TO',
        vat_number: '09456120014',
        tax_code: '09456120014',
        rea: 'TO-1187654',
        share_capital: '€ 10.000 i.v.',
        email: 'info@bottegadelbun.it',
        phone: '+39 011 640 1234',
        pec: null,
      },
      order: {
        order_number: 'BDB-2026-000123',
        ordered_on: '2026-11-25',
        delivery_date: '2026-11-27',
        customer_name: 'Osteria del Borgo',
        customer_email: 'osteria.borgo@example.com',
        delivery_address: {
          recipient: 'Osteria del Borgo',
          street: 'Via Garibaldi 12',
          postal_code: '10122',
          city: 'Torino',
          province: 'TO',
        },
        invoice_data: null,
        notes: 'Consegnare dal retro 🚚',
      },
      lot: 'L20261127',
      lines: Array.from({ length: lineCount }, (_, index) => ({
        product_name: `Bun numero ${index + 1}`,
        packs: 2,
        pack_size: 4,
        pieces: 8,
        net_weight_grams: 640,
      })),
    },
  };
}

describe('renderDeliveryNote', () => {
  it('draws the same bytes for the same note (dates come from the note, not the clock)', async () => {
    const first = await renderDeliveryNote(note(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await renderDeliveryNote(note(3));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const pdf = await PDFDocument.load(first, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('DDT 3/2026 – ordine BDB-2026-000123');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-11-27T06:00:00.000Z');
  });

  it('continues a very long order on a second page', async () => {
    const pdf = await PDFDocument.load(await renderDeliveryNote(note(60)));
    expect(pdf.getPageCount()).toBe(2);
  });
});

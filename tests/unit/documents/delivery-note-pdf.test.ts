import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { DeliveryNoteRow } from '../../../supabase/functions/delivery-notes/delivery-note-content.ts';
import { renderDeliveryNote } from '../../../supabase/functions/delivery-notes/delivery-note-pdf.ts';
import { pdfText } from '../../support/pdf-text.ts';

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

  it('names the recipient at its registered office, the carrier and when the transport starts', async () => {
    const shipped: DeliveryNoteRow = {
      ...note(2),
      transport_started_at: '2026-11-27T06:45:00Z',
      content: {
        ...note(2).content,
        recipient: {
          name: 'Osteria del Borgo S.n.c.',
          vat_number: '11876540011',
          tax_code: null,
          office: { street: 'Via Roma 1', postal_code: '10023', city: 'Chieri', province: 'TO' },
        },
        transport: {
          by: 'carrier',
          carrier_name: 'BRT Corriere Espresso',
          reason: 'vendita',
          started_at: '2026-11-27T06:45:00Z',
          packages: 4,
          net_weight_grams: 1280,
          gross_weight_grams: 1328,
        },
      },
    };
    const [text] = await pdfText(await renderDeliveryNote(shipped));
    for (const expected of [
      'Sede legale: Via Roma 1, 10023 Chieri (TO)',
      'Via Garibaldi 12',
      'Trasporto a cura del: vettore BRT Corriere Espresso',
      'Inizio del trasporto: 27/11/2026 alle 07:45',
      'Colli: 4 · peso lordo 1,33 kg',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('ANNULLATO');
  });

  it('marks a cancelled order’s note ANNULLATO, number kept', async () => {
    const cancelled = { ...note(2), cancelled_at: '2026-11-27T09:10:00Z' };
    const [text] = await pdfText(await renderDeliveryNote(cancelled));
    expect(text).toContain('DDT 3/2026 del 27/11/2026');
    expect(text).toContain('ANNULLATO il 27/11/2026 alle 10:10');
    expect(text).toMatch(/^ANNULLATO$/m);
  });
});

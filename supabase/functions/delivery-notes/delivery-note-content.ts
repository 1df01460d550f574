// The snapshot a delivery note prints (public.delivery_notes.content, written by the database
// when the note is issued), checked at the boundary before anything is drawn.
import { z } from 'zod';

const text = z.string().nullish();

export const deliveryNoteRowSchema = z.object({
  id: z.string().uuid(),
  order_id: z.string().uuid(),
  year: z.number().int(),
  number: z.number().int().positive(),
  issued_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  issued_at: z.string(),
  transport_started_at: z.string().nullish(),
  cancelled_at: z.string().nullish(),
  content: z.object({
    seller: z.object({
      company_name: z.string(),
      street_address: z.string(),
      postal_code: z.string(),
      city: z.string(),
      province: z.string(),
      vat_number: z.string(),
      tax_code: text,
      rea: z.string(),
      share_capital: z.string(),
      email: z.string(),
      phone: z.string(),
      pec: text,
    }),
    order: z.object({
      order_number: z.string(),
      ordered_on: z.string(),
      delivery_date: z.string(),
      customer_name: text,
      customer_email: text,
      delivery_address: z.object({
        recipient: text,
        street: text,
        postal_code: text,
        city: text,
        province: text,
        phone: text,
        notes: text,
      }),
      invoice_data: z
        .object({
          company_name: text,
          vat_number: text,
          tax_code: text,
        })
        .nullish(),
      notes: text,
    }),
    // Notes issued before issue 37 name neither the recipient's office nor the transport.
    recipient: z
      .object({
        name: text,
        vat_number: text,
        tax_code: text,
        office: z
          .object({
            street: z.string(),
            postal_code: z.string(),
            city: z.string(),
            province: z.string(),
          })
          .nullish(),
      })
      .nullish(),
    transport: z
      .object({
        by: z.enum(['sender', 'carrier']),
        carrier_name: text,
        reason: z.string(),
        started_at: z.string(),
        packages: z.number().int().nonnegative(),
        net_weight_grams: z.number().int().nullable(),
        gross_weight_grams: z.number().int().nullable(),
      })
      .nullish(),
    lot: z.string(),
    lines: z.array(
      z.object({
        product_name: z.string(),
        packs: z.number().int().positive(),
        pack_size: z.number().int().positive(),
        pieces: z.number().int().positive(),
        net_weight_grams: z.number().int().positive().nullable(),
      }),
    ),
  }),
});

export type DeliveryNoteRow = z.infer<typeof deliveryNoteRowSchema>;

/** `DDT 12/2026`: how the number is printed and quoted. */
export function deliveryNoteLabel(note: Pick<DeliveryNoteRow, 'number' | 'year'>): string {
  return `DDT ${note.number}/${note.year}`;
}

/**
 * The stored file's key in the `shop-documents` bucket: one per number, never rewritten; a
 * cancelled note is a file of its own (the same note, marked ANNULLATO).
 */
export function deliveryNotePath(
  note: Pick<DeliveryNoteRow, 'number' | 'year'> & { cancelled_at?: string | null },
): string {
  const base = `delivery-notes/${note.year}/DDT-${note.year}-${String(note.number).padStart(6, '0')}`;
  return `${base}${note.cancelled_at ? '-annullato' : ''}.pdf`;
}

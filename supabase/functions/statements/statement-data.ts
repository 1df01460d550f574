// What public.account_statement returns (issue 36): an account's orders on credit with due
// dates, its terms and credit, checked here so a schema change fails loudly, not as a wrong PDF.
import { z } from 'zod';

const money = z.coerce.number();

export const statementSchema = z.object({
  customer: z.object({
    id: z.string(),
    company_name: z.string().nullable(),
    full_name: z.string().nullable(),
    vat_number: z.string().nullable(),
    tax_code: z.string().nullable(),
    email: z.string().nullable(),
    office: z
      .object({
        street: z.string(),
        postal_code: z.string(),
        city: z.string(),
        province: z.string(),
      })
      .nullable(),
  }),
  credit: z
    .object({
      payment_terms_label: z.string(),
      credit_limit: money,
      open_balance: money,
      available_credit: money,
      overdue_total: money,
    })
    .nullable(),
  today: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  rows: z.array(
    z.object({
      order_number: z.string(),
      ordered_on: z.string(),
      delivery_date: z.string(),
      payment_method: z.enum(['bank_transfer', 'cash_on_delivery']),
      payment_status: z.enum(['pending', 'paid']),
      total: money,
      /** The total less its credit notes; 0 once paid. */
      amount_due: money,
      due_on: z.string().nullable(),
      paid_on: z.string().nullable(),
      overdue: z.boolean(),
      days_overdue: z.number(),
      invoice: z
        .object({
          number: z.number(),
          year: z.number(),
          issued_on: z.string(),
          label: z.string().optional(),
        })
        .nullable(),
      credit_notes: z
        .array(z.object({ label: z.string(), issued_on: z.string(), total: money }))
        .default([]),
    }),
  ),
});

export type Statement = z.infer<typeof statementSchema>;

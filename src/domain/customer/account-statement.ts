import { z } from 'zod/mini';
import { dataOrThrow } from '@/lib/api-error';
import { customerSchemas } from '@/domain/customer/current-customer';
import type { ShopSupabaseClient } from '@/lib/supabase-shop-client';

/**
 * The statement (estratto conto) of an account (`public.account_statement`, decision 015): its
 * orders on credit with due dates and invoices, its terms and credit. Read by the business's
 * statement page and by the admin's customer page.
 */
export const statementRowSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  ordered_on: z.string(),
  delivery_date: z.string(),
  status: z.string(),
  payment_method: z.enum(['bank_transfer', 'cash_on_delivery']),
  payment_status: z.enum(['pending', 'paid']),
  total: z.number(),
  /** What is still to pay: the total less its credit notes; 0 once paid (decision 018). */
  amount_due: z.number(),
  due_on: z.nullable(z.string()),
  paid_on: z.nullable(z.string()),
  overdue: z.boolean(),
  days_overdue: z.number(),
  /** The standing invoice that covers the order: a TD01, or its month's deferred TD24. */
  invoice: z.nullable(
    z.object({
      number: z.number(),
      year: z.number(),
      issued_on: z.string(),
      label: z.optional(z.string()),
    }),
  ),
  /** Credit notes correcting it (issue 37), oldest first. */
  credit_notes: z.optional(
    z.array(
      z.object({ id: z.string(), label: z.string(), issued_on: z.string(), total: z.number() }),
    ),
  ),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const accountStatementSchema = z.object({
  customer: z.object({
    id: z.string(),
    company_name: z.nullable(z.string()),
    full_name: z.nullable(z.string()),
    vat_number: z.nullable(z.string()),
  }),
  credit: z.nullable(customerSchemas().creditSummary),
  today: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  rows: z.array(statementRowSchema),
});
export type AccountStatement = z.infer<typeof accountStatementSchema>;

export async function fetchAccountStatement(
  client: ShopSupabaseClient,
  customerId?: string,
): Promise<AccountStatement> {
  return accountStatementSchema.parse(
    dataOrThrow(
      await client.rpc('account_statement', customerId ? { p_customer_id: customerId } : {}),
    ),
  );
}

/** How a row's invoice is quoted: `12/2026`, `FD-3/2026`. */
export function invoiceLabel(invoice: NonNullable<StatementRow['invoice']>): string {
  return invoice.label ?? `${invoice.number}/${invoice.year}`;
}

/** The sum still to pay on the rows (after their credit notes), and the part overdue, in cents. */
export function statementTotals(rows: readonly StatementRow[]): {
  openCents: number;
  overdueCents: number;
} {
  let openCents = 0;
  let overdueCents = 0;
  for (const row of rows) {
    if (row.payment_status !== 'pending') continue;
    const cents = Math.round(row.amount_due * 100);
    openCents += cents;
    if (row.overdue) overdueCents += cents;
  }
  return { openCents, overdueCents };
}

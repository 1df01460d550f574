// What public.claim_account_mails returns (issue 36): the e-mails owed about business accounts,
// each with the fields its kind needs. Checked here so that a schema change fails loudly
// instead of sending a broken e-mail.
import { z } from 'zod';

const money = z.coerce.number();
const day = z.string();

export const accountMailPayloads = {
  business_approved: z.object({
    request_kind: z.enum(['new', 'change']),
    company_name: z.string(),
    note: z.string().nullish(),
  }),
  business_rejected: z.object({
    request_kind: z.enum(['new', 'change']),
    company_name: z.string(),
    note: z.string().nullish(),
  }),
  member_invited: z.object({
    company_name: z.string().nullish(),
    role: z.string(),
    purchase_limit: money.nullish(),
    expires_at: z.string(),
    invited_by: z.string().nullish(),
  }),
  approval_requested: z.object({
    request_id: z.string(),
    requested_by_name: z.string().nullish(),
    total: money,
    purchase_limit: money,
    delivery_date: day,
  }),
  approval_decided: z.object({
    approved: z.boolean(),
    request_id: z.string(),
    order_number: z.string().nullish(),
    total: money,
    delivery_date: day,
    note: z.string().nullish(),
  }),
  payment_due_soon: z.object({
    order_number: z.string(),
    total: money,
    due_on: day,
    days_overdue: z.number(),
  }),
  payment_overdue: z.object({
    order_number: z.string(),
    total: money,
    due_on: day,
    days_overdue: z.number(),
  }),
} as const;

export type AccountMailKind = keyof typeof accountMailPayloads;

const claimedRow = z.object({
  id: z.number().int(),
  kind: z.enum(Object.keys(accountMailPayloads) as [AccountMailKind, ...AccountMailKind[]]),
  recipient_email: z.string(),
  recipient_name: z.string().nullish(),
  payload: z.record(z.string(), z.unknown()),
});

export type AccountMail = {
  [Kind in AccountMailKind]: {
    id: number;
    kind: Kind;
    recipient_email: string;
    recipient_name?: string | null;
    payload: z.infer<(typeof accountMailPayloads)[Kind]>;
  };
}[AccountMailKind];

/** The claimed rows, each payload checked against its kind. */
export function parseAccountMails(data: unknown): AccountMail[] {
  return z
    .array(claimedRow)
    .parse(data)
    .map(
      (row) =>
        ({ ...row, payload: accountMailPayloads[row.kind].parse(row.payload) }) as AccountMail,
    );
}

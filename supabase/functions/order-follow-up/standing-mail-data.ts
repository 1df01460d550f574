// What public.claim_standing_order_mails returns (issue 23): the standing-order e-mails owed —
// the reminder the evening before the cut-off and the notices when a delivery could not be
// placed. Checked here so that a schema change fails loudly instead of a broken e-mail.
import { z } from 'zod';

export const claimedStandingMails = z.array(
  z.object({
    id: z.number().int(),
    kind: z.enum([
      'reminder',
      'holiday',
      'closed',
      'out_of_stock',
      'unavailable',
      'failed',
      'missed',
    ]),
    delivery_date: z.string(),
    cutoff_time: z.string(),
    customer_email: z.string().nullish(),
    customer_name: z.string().nullish(),
    message: z.string().nullish(),
    lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  }),
);

export type StandingMail = z.infer<typeof claimedStandingMails>[number];

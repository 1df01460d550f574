// The standing-order e-mails in Italian (issue 23). The reminder leaves the evening before the
// cut-off ("Domani alle 14:00 confermiamo il tuo ordine fisso…") with the day's packs and the
// link to change or skip it; a notice says why a delivery was not placed, in the words the
// customer also reads on the standing-order screen (written by the database).
import { escapeHtml } from '../_shared/html-escape.ts';
import { formatLongDate } from '../_shared/italian-format.ts';
import type { StandingMail } from './standing-mail-data.ts';

export interface StandingEmail {
  subject: string;
  text: string;
}

function packs(quantity: number): string {
  return quantity === 1 ? '1 confezione' : `${quantity} confezioni`;
}

function body(mail: StandingMail): { subject: string; paragraphs: string[] } {
  const day = formatLongDate(mail.delivery_date);
  const lines = mail.lines.map((line) => `• ${line.name}: ${packs(line.quantity)}`);
  if (mail.kind === 'reminder') {
    return {
      subject: `Domani alle ${mail.cutoff_time} confermiamo il tuo ordine fisso`,
      paragraphs: [
        `Domani alle ${mail.cutoff_time} confermiamo il tuo ordine fisso per la consegna di ${day}: modificalo o salta questa consegna.`,
        lines.join('\n'),
      ],
    };
  }
  const notices = {
    holiday: {
      subject: `Nessuna consegna ${day}: è festivo`,
      fallback: `${day} è festivo e non consegniamo: il tuo ordine fisso salta questa consegna.`,
    },
    // A closure of the bakery or the business's own closed day (issue 36): the database's
    // notice says which.
    closed: {
      subject: `Nessuna consegna ${day}`,
      fallback: `${day} non consegniamo: il tuo ordine fisso salta questa consegna.`,
    },
    // The job was down through the delivery's whole window (issue 40): the cut-off has passed.
    missed: {
      subject: `Ordine fisso di ${day} non partito`,
      fallback: `Non abbiamo confermato in tempo il tuo ordine fisso per la consegna di ${day}.`,
    },
  } as const;
  const notice =
    mail.kind === 'holiday' || mail.kind === 'closed' || mail.kind === 'missed'
      ? notices[mail.kind]
      : {
          subject: `Ordine fisso di ${day} non confermato`,
          fallback: `Non abbiamo potuto confermare il tuo ordine fisso per la consegna di ${day}.`,
        };
  return { subject: notice.subject, paragraphs: [mail.message?.trim() || notice.fallback] };
}

/** Subject and text of the e-mail; pageUrl is the customer's standing-order screen. */
export function buildStandingEmail(
  mail: StandingMail,
  pageUrl: string,
): StandingEmail & {
  html: string;
} {
  const { subject, paragraphs } = body(mail);
  const greeting = mail.customer_name ? `Ciao ${mail.customer_name},` : 'Ciao,';
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `Il tuo ordine fisso: ${pageUrl}`,
    '',
    'Grazie,',
    'Bottega del Bun',
  ].join('\n');
  const html = `<!doctype html><html lang="it"><body style="font-family:Arial,sans-serif;color:#2b1d12">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`).join('\n')}
<p><a href="${escapeHtml(pageUrl)}" style="color:#8a4b14">Modifica o salta la consegna</a></p>
<p>Grazie,<br>Bottega del Bun</p>
</body></html>`;
  return { subject, text, html };
}

// The e-mails about business accounts in Italian (issue 36): the bakery's decision on a request,
// an invitation to a restaurant's team, an order waiting for the owner's approval and its
// outcome, and the payment reminders. Each says what happened and links to the page to act on.
import { escapeHtml } from '../_shared/html-escape.ts';
import { formatEuroCents, formatLongDate, toCents } from '../_shared/italian-format.ts';
import type { AccountMail } from './account-mail-data.ts';

export interface AccountEmail {
  subject: string;
  text: string;
  html: string;
}

interface Body {
  subject: string;
  paragraphs: string[];
  link: { path: string; label: string };
}

const euros = (amount: number) => formatEuroCents(toCents(amount));

function days(count: number): string {
  return count === 1 ? '1 giorno' : `${count} giorni`;
}

function body(mail: AccountMail): Body {
  switch (mail.kind) {
    case 'business_approved': {
      const { request_kind, company_name, note } = mail.payload;
      return {
        subject:
          request_kind === 'new' ? 'Il tuo account business è attivo' : 'Dati fiscali aggiornati',
        paragraphs: [
          request_kind === 'new'
            ? `Abbiamo verificato i dati di ${company_name}: da ora puoi pagare con bonifico, impostare un ordine fisso e invitare il tuo team a ordinare con te.`
            : `Abbiamo aggiornato i dati fiscali di ${company_name}: le prossime fatture li useranno.`,
          ...(note ? [`Nota della Bottega: ${note}`] : []),
        ],
        link: { path: '/profile', label: 'Apri il tuo profilo' },
      };
    }
    case 'business_rejected': {
      const { company_name, note } = mail.payload;
      return {
        subject: 'La tua richiesta di account business',
        paragraphs: [
          `Non abbiamo potuto approvare la richiesta per ${company_name}.`,
          ...(note ? [`Il motivo: ${note}`] : []),
          'Puoi correggere i dati e inviare una nuova richiesta dal tuo profilo.',
        ],
        link: { path: '/profile', label: 'Correggi e invia di nuovo' },
      };
    }
    case 'member_invited': {
      const { company_name, role, purchase_limit, expires_at, invited_by } = mail.payload;
      const who = invited_by ?? 'Il titolare';
      const company = company_name ?? 'un ristorante';
      const limit = purchase_limit
        ? `, con un limite di spesa di ${euros(purchase_limit)} per ordine`
        : '';
      return {
        subject: `${who} ti invita nel team di ${company}`,
        paragraphs: [
          `${who} ti ha invitato a lavorare per ${company} su Bottega del Bun con il ruolo ${role}${limit}.`,
          `Accedi o registrati con questo indirizzo e accetta l'invito entro ${formatLongDate(expires_at)}.`,
        ],
        link: { path: '/invito', label: 'Accetta l’invito' },
      };
    }
    case 'approval_requested': {
      const { request_id, requested_by_name, total, purchase_limit, delivery_date } = mail.payload;
      const who = requested_by_name ?? 'Un membro del team';
      return {
        subject: `Ordine da approvare: ${who}, ${euros(total)}`,
        paragraphs: [
          `${who} ha preparato un ordine di ${euros(total)} per la consegna di ${formatLongDate(delivery_date)}: supera il suo limite di ${euros(purchase_limit)} per ordine e aspetta la tua approvazione.`,
          'Lo confermiamo ai prezzi e con la disponibilità del momento in cui lo approvi.',
        ],
        link: { path: `/orders/approvazioni?richiesta=${request_id}`, label: 'Approva o rifiuta' },
      };
    }
    case 'approval_decided': {
      const { approved, order_number, total, delivery_date, note } = mail.payload;
      return approved
        ? {
            subject: order_number ? `Ordine ${order_number} approvato` : 'Ordine approvato',
            paragraphs: [
              `Il tuo ordine per la consegna di ${formatLongDate(delivery_date)} è stato approvato ed è confermato${order_number ? ` con il numero ${order_number}` : ''}: ${euros(total)}.`,
            ],
            link: { path: '/orders', label: 'I tuoi ordini' },
          }
        : {
            subject: 'Ordine non approvato',
            paragraphs: [
              `Il tuo ordine di ${euros(total)} per la consegna di ${formatLongDate(delivery_date)} non è stato approvato.`,
              ...(note ? [`Il motivo: ${note}`] : []),
            ],
            link: { path: '/orders', label: 'I tuoi ordini' },
          };
    }
    case 'payment_due_soon': {
      const { order_number, total, due_on } = mail.payload;
      return {
        subject: `Bonifico in scadenza: ordine ${order_number}`,
        paragraphs: [
          `Il pagamento dell'ordine ${order_number} (restano da pagare ${euros(total)}) scade ${formatLongDate(due_on)}.`,
          'Se hai già fatto il bonifico, non serve altro: lo registriamo appena arriva.',
        ],
        link: { path: '/estratto-conto', label: 'Il tuo estratto conto' },
      };
    }
    case 'payment_overdue': {
      const { order_number, total, due_on, days_overdue } = mail.payload;
      return {
        subject: `Pagamento scaduto: ordine ${order_number}`,
        paragraphs: [
          `Il pagamento dell'ordine ${order_number} (restano da pagare ${euros(total)}) è scaduto ${formatLongDate(due_on)}, da ${days(days_overdue)}.`,
          'Ti chiediamo di fare il bonifico appena puoi; se l’hai già fatto, scrivici e lo verifichiamo.',
        ],
        link: { path: '/estratto-conto', label: 'Il tuo estratto conto' },
      };
    }
  }
}

/** Subject, text and HTML of an account e-mail; siteUrl is the shop's address. */
export function buildAccountEmail(mail: AccountMail, siteUrl: string): AccountEmail {
  const { subject, paragraphs, link } = body(mail);
  const url = `${siteUrl}${link.path}`;
  const greeting = mail.recipient_name ? `Ciao ${mail.recipient_name},` : 'Ciao,';
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${link.label}: ${url}`,
    '',
    'Grazie,',
    'Bottega del Bun',
  ].join('\n');
  const html = `<!doctype html><html lang="it"><body style="font-family:Arial,sans-serif;color:#2b1d12">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="color:#8a4b14">${escapeHtml(link.label)}</a></p>
<p>Grazie,<br>Bottega del Bun</p>
</body></html>`;
  return { subject, text, html };
}

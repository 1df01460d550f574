// The e-mail a customer gets when the bakery moves their order on: Italian subject, a short
// text per status, HTML and plain text.
import { escapeHtml } from '../_shared/html-escape.ts';
import { formatLongDate } from '../_shared/italian-format.ts';

/** The statuses a customer is told about; 'received' is the confirmation e-mail's job. */
export type NotifiedStatus = 'in_preparation' | 'shipped' | 'delivered' | 'cancelled';

export interface StatusEmailOrder {
  order_number: string;
  status: NotifiedStatus;
  customer_name: string | null;
  delivery_date: string;
}

export interface StatusEmail {
  subject: string;
  text: string;
  html: string;
}

function statusSentences(order: StatusEmailOrder): { subject: string; body: string } {
  const number = order.order_number;
  const day = formatLongDate(order.delivery_date);
  switch (order.status) {
    case 'in_preparation':
      return {
        subject: `Il tuo ordine ${number} è in preparazione`,
        body: `Stiamo preparando i tuoi bun: la consegna è prevista per ${day}.`,
      };
    case 'shipped':
      return {
        subject: `Il tuo ordine ${number} è stato spedito`,
        body: `I tuoi bun sono partiti con il corriere refrigerato: la consegna è prevista per ${day}.`,
      };
    case 'delivered':
      return {
        subject: `Il tuo ordine ${number} è stato consegnato`,
        body: 'Il tuo ordine è stato consegnato. Buon appetito e grazie per averci scelto!',
      };
    case 'cancelled':
      return {
        subject: `Il tuo ordine ${number} è stato annullato`,
        body: 'Il tuo ordine è stato annullato. Se hai già pagato, riceverai il rimborso; per qualsiasi domanda rispondi a questa e-mail.',
      };
  }
}

/** Subject and bodies for the order's current status; ordersUrl links to the customer's orders. */
export function buildStatusEmail(order: StatusEmailOrder, ordersUrl: string): StatusEmail {
  const { subject, body } = statusSentences(order);
  const greeting = order.customer_name ? `Ciao ${order.customer_name},` : 'Ciao,';
  const text = [
    greeting,
    '',
    body,
    '',
    `Segui i tuoi ordini: ${ordersUrl}`,
    '',
    'Bottega del Bun',
  ].join('\n');
  const html = `<!doctype html><html lang="it"><body style="font-family:Arial,sans-serif;color:#2b1d12">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(ordersUrl)}" style="color:#8a4b14">Vai ai tuoi ordini</a></p>
<p>Bottega del Bun</p>
</body></html>`;
  return { subject, text, html };
}

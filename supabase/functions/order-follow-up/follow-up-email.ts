// The e-mails after the confirmation, in Italian: the order was cancelled (by the customer, by
// the bakery, or because the online payment was not completed in time), shipped (with the
// courier's tracking link) or refunded. Every one signs with the shop's legal details.
import { escapeHtml } from '../_shared/html-escape.ts';
import { formatEuroCents, formatLongDate, toCents } from '../_shared/italian-format.ts';
import type { FollowUpKind, FollowUpOrder, FollowUpShop } from './follow-up-data.ts';

export interface FollowUpEmail {
  subject: string;
  text: string;
  html: string;
}

interface Content {
  subject: string;
  paragraphs: string[];
  link?: { href: string; label: string };
}

function paidOnline(order: FollowUpOrder): boolean {
  return order.payment_method === 'card' && order.paid_at != null;
}

function cancelledContent(order: FollowUpOrder): Content {
  const number = order.order_number;
  const refundNote = paidOnline(order)
    ? `Ti rimborsiamo ${formatEuroCents(toCents(order.total))} sul metodo con cui hai pagato: riceverai un’altra e-mail quando il rimborso sarà partito.`
    : 'Non ti è stato addebitato nulla.';
  switch (order.cancellation_reason) {
    case 'payment_expired':
      return {
        subject: `Ordine ${number} annullato: pagamento non completato`,
        paragraphs: [
          `Il pagamento dell’ordine ${number} non è stato completato in tempo, quindi l’abbiamo annullato e i prodotti sono tornati disponibili.`,
          refundNote,
          'Se vuoi ancora i nostri bun, puoi riordinarli dalla pagina dei tuoi ordini.',
        ],
      };
    case 'customer':
      return {
        subject: `Hai annullato l’ordine ${number}`,
        paragraphs: [`Come richiesto, abbiamo annullato l’ordine ${number}.`, refundNote],
      };
    default:
      return {
        subject: `Il tuo ordine ${number} è stato annullato`,
        paragraphs: [
          `Abbiamo dovuto annullare l’ordine ${number}. Ci scusiamo per l’inconveniente.`,
          refundNote,
          'Per qualsiasi domanda rispondi a questa e-mail o chiamaci.',
        ],
      };
  }
}

function content(kind: FollowUpKind, order: FollowUpOrder): Content {
  const number = order.order_number;
  if (kind === 'cancelled') return cancelledContent(order);
  if (kind === 'shipped') {
    const tracking = order.tracking_url?.trim();
    return {
      subject: `Il tuo ordine ${number} è stato spedito`,
      paragraphs: [
        `I tuoi bun sono partiti con il corriere refrigerato: la consegna è prevista per ${formatLongDate(order.delivery_date)}.`,
        tracking
          ? 'Puoi seguire la spedizione sul sito del corriere.'
          : 'Il corriere ti contatterà se serve per la consegna.',
      ],
      ...(tracking ? { link: { href: tracking, label: 'Segui la spedizione' } } : {}),
    };
  }
  return {
    subject: `Rimborso dell’ordine ${number}`,
    paragraphs: [
      `Abbiamo rimborsato ${formatEuroCents(toCents(order.total))} per l’ordine ${number} sul metodo con cui hai pagato.`,
      'A seconda della banca o del servizio di pagamento, l’importo compare sul conto entro 5-10 giorni lavorativi.',
    ],
  };
}

function shopLines(shop: FollowUpShop): string[] {
  return [
    shop.company_name,
    `${shop.street_address}, ${shop.postal_code} ${shop.city} (${shop.province})`,
    `P. IVA ${shop.vat_number}`,
    `${shop.email} · ${shop.phone}`,
  ];
}

/** Subject and bodies of the `kind` e-mail for the order; ordersUrl is the customer's orders page. */
export function buildFollowUpEmail(
  kind: FollowUpKind,
  order: FollowUpOrder,
  shop: FollowUpShop,
  ordersUrl: string,
): FollowUpEmail {
  const { subject, paragraphs, link } = content(kind, order);
  const greeting = order.customer_name ? `Ciao ${order.customer_name},` : 'Ciao,';
  const shopText = shopLines(shop);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(link ? [`${link.label}: ${link.href}`, ''] : []),
    `I tuoi ordini: ${ordersUrl}`,
    '',
    'Grazie,',
    ...shopText,
  ].join('\n');
  const html = `<!doctype html><html lang="it"><body style="font-family:Arial,sans-serif;color:#2b1d12">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.href)}" style="color:#8a4b14">${escapeHtml(link.label)}</a></p>` : ''}
<p><a href="${escapeHtml(ordersUrl)}" style="color:#8a4b14">Vai ai tuoi ordini</a></p>
<p>Grazie,<br>${shopText.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { subject, text, html };
}

// The local test payment page that stands in for Stripe Checkout when no Stripe key is set,
// and its outcome pages. Italian, and labelled on every page as a test without real charges.
import type { StoredSession } from '../payments/checkout-emulator.ts';
import { escapeHtml, htmlPage } from './html-page.ts';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const time = new Intl.DateTimeFormat('it-IT', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

const testBanner =
  '<p class="test-banner" role="note"><strong>Pagamento di prova — nessun addebito reale</strong></p>';

const style = `
  main { max-width: 40rem; margin: 0 auto; }
  .test-banner { background: #fff3cd; border: 2px dashed #b7791f; padding: .75rem 1rem; font-size: 1.1rem; }
  .amount, .nowrap { white-space: nowrap; }
  .amount { text-align: right; }
  .total td { font-weight: bold; border-bottom: none; }
  .actions { display: flex; gap: 1rem; align-items: center; margin-top: 1.5rem; }
  .methods { display: flex; gap: 1.5rem; border: 1px solid #d9c7b0; border-radius: .4rem; padding: .75rem 1rem; margin-top: 1rem; }
  .method { display: flex; gap: .4rem; align-items: center; font-size: 1.05rem; }
  button { background: #8a3b12; color: #fff; border: 0; padding: .75rem 1.5rem; font-size: 1rem; border-radius: .4rem; cursor: pointer; }
`;

/** The names Stripe Checkout shows for the methods the shop offers. */
const methodLabels: Record<string, string> = {
  card: 'Carta',
  paypal: 'PayPal',
  satispay: 'Satispay',
};

function methodChoices(methods: string[]): string {
  const options = methods
    .map(
      (method, index) =>
        `<label class="method"><input type="radio" name="method" value="${escapeHtml(method)}"${
          index === 0 ? ' checked' : ''
        }> ${escapeHtml(methodLabels[method] ?? method)}</label>`,
    )
    .join('');
  return `<fieldset class="methods"><legend>Metodo di pagamento</legend>${options}</fieldset>`;
}

function money(cents: number): string {
  return euro.format(cents / 100);
}

function shell(title: string, body: string): string {
  return htmlPage(title, `<main>${testBanner}${body}</main>`, style);
}

/** `{CHECKOUT_SESSION_ID}` in a success URL is replaced by the session id, as Stripe does. */
export function successUrlOf({ session }: StoredSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

/** The payment page of an open session: order, lines, totals, "Paga (prova)" and "Annulla". */
export function payPage(entry: StoredSession, formAction: string): string {
  const { session, lineItems } = entry;
  const orderNumber = session.metadata.order_number ?? session.client_reference_id ?? '';
  const rows = lineItems
    .map(
      (item) =>
        `<tr><td>${item.quantity} × ${escapeHtml(item.name)}${
          item.description ? `<br><span class="muted">${escapeHtml(item.description)}</span>` : ''
        }</td><td class="amount">${money(item.amount_total)}</td></tr>`,
    )
    .join('');
  const { amount_discount: discount, amount_shipping: shipping } = session.total_details;
  const cancel = session.cancel_url
    ? `<a href="${escapeHtml(session.cancel_url)}">Annulla</a>`
    : '';
  return shell(
    `Pagamento di prova — ordine ${orderNumber}`,
    `<h1>Bottega del Bun — ordine <span class="nowrap">${escapeHtml(orderNumber)}</span></h1>
<p class="muted">Questa pagina esiste solo nello stack locale e prende il posto di Stripe Checkout: non si inseriscono
dati di carta e non viene addebitato nulla. “Paga (prova)” invia al negozio lo stesso evento firmato che manderebbe Stripe.</p>
${session.customer_email ? `<p>Cliente: ${escapeHtml(session.customer_email)}</p>` : ''}
<table><tbody>${rows}
<tr><td>Subtotale</td><td class="amount">${money(session.amount_subtotal)}</td></tr>
${discount > 0 ? `<tr><td>Sconto</td><td class="amount">−${money(discount)}</td></tr>` : ''}
<tr><td>${escapeHtml(entry.shippingName ?? 'Spedizione')}</td><td class="amount">${shipping === 0 ? 'Gratuita' : money(shipping)}</td></tr>
<tr class="total"><td>Totale</td><td class="amount">${money(session.amount_total)}</td></tr>
</tbody></table>
<p class="muted">Sessione valida fino alle ${time.format(new Date(session.expires_at * 1000))}.</p>
<form method="post" action="${escapeHtml(formAction)}">
${methodChoices(session.payment_method_types)}
<div class="actions"><button type="submit">Paga (prova)</button>${cancel}</div>
</form>`,
  );
}

/** A session that cannot be paid any more, or a page that is not available. */
export function payNoticePage(
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  return shell(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${
      link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
    }`,
  );
}

/** The webhook refused the test payment: show what it said, so the developer can fix it. */
export function webhookFailedPage(status: number, body: string, retryAction: string): string {
  return shell(
    'Pagamento di prova non registrato',
    `<h1>Il negozio non ha registrato il pagamento</h1>
<p>La funzione <code>stripe-webhook</code> ha risposto <strong>${status}</strong>:</p>
<pre>${escapeHtml(body.slice(0, 4000))}</pre>
<form method="post" action="${escapeHtml(retryAction)}" class="actions"><button type="submit">Riprova il pagamento</button></form>`,
  );
}

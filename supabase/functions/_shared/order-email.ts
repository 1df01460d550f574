// The order confirmation e-mail as plain text and as simple, inline-styled HTML (what mail
// clients render reliably). Every value from the database goes through escapeHtml.
import { escapeHtml } from './html-escape.ts';
import type { ConfirmationOrder, ConfirmationShop } from './order-email-data.ts';
import { buildOrderEmailView, type OrderEmailView } from './order-email-view.ts';

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

function renderText(view: OrderEmailView): string {
  const sections = [
    `${view.greeting}\n${view.intro}`,
    [
      'RIEPILOGO',
      ...view.lines.map(
        (line) =>
          `${line.quantity} × ${line.name}${line.detail ? ` · ${line.detail}` : ''} — ${line.unitPrice} a confezione = ${line.lineTotal}`,
      ),
      '',
      ...view.totals.map((row) => `${row.label}: ${row.value}`),
      `${view.total.label}: ${view.total.value}`,
    ].join('\n'),
    ['CONSEGNA', `Data prevista: ${view.deliveryDate}`, ...view.address].join('\n'),
    [
      'ALLERGENI',
      view.allergenNote,
      ...view.allergens.map((entry) => `- ${entry.label}: ${entry.products.join(', ')}`),
    ].join('\n'),
    [
      view.payment.title.toUpperCase(),
      ...view.payment.paragraphs,
      ...view.payment.details.map((row) => `${row.label}: ${row.value}`),
    ].join('\n'),
    ...(view.invoice.length > 0 ? [['DATI DI FATTURAZIONE', ...view.invoice].join('\n')] : []),
    ...(view.notes ? [`NOTE\n${view.notes}`] : []),
    [...view.closing, `I tuoi ordini: ${view.ordersUrl}`].join('\n'),
    view.shop.join('\n'),
  ];
  return `${sections.join('\n\n')}\n`;
}

const colors = { text: '#2b1d0e', muted: '#6b5a48', line: '#e8dccb', accent: '#8a3b12' };

function heading(text: string): string {
  return `<h2 style="font-size:17px;margin:28px 0 8px;color:${colors.accent}">${escapeHtml(text)}</h2>`;
}

function paragraph(text: string, muted = false): string {
  return `<p style="margin:0 0 8px;${muted ? `color:${colors.muted};` : ''}">${escapeHtml(text)}</p>`;
}

function keyValueRows(rows: { label: string; value: string }[], strongLast = false): string {
  return rows
    .map((row, index) => {
      const weight = strongLast && index === rows.length - 1 ? 'font-weight:bold;' : '';
      return `<tr><td style="padding:4px 0;${weight}">${escapeHtml(row.label)}</td><td style="padding:4px 0;text-align:right;${weight}">${escapeHtml(row.value)}</td></tr>`;
    })
    .join('');
}

function renderHtml(view: OrderEmailView): string {
  const itemRows = view.lines
    .map(
      (line) => `<tr>
<td style="padding:8px 0;border-bottom:1px solid ${colors.line}">${escapeHtml(`${line.quantity} × ${line.name}`)}${
        line.detail
          ? `<br><span style="color:${colors.muted};font-size:13px">${escapeHtml(line.detail)}</span>`
          : ''
      }<br><span style="color:${colors.muted};font-size:13px">${escapeHtml(`${line.unitPrice} a confezione`)}</span></td>
<td style="padding:8px 0;border-bottom:1px solid ${colors.line};text-align:right;vertical-align:top">${escapeHtml(line.lineTotal)}</td>
</tr>`,
    )
    .join('\n');
  const allergenItems = view.allergens
    .map(
      (entry) =>
        `<li><strong>${escapeHtml(entry.label)}</strong>: ${escapeHtml(entry.products.join(', '))}</li>`,
    )
    .join('');

  const body = [
    paragraph(view.greeting),
    paragraph(view.intro),
    heading('Riepilogo'),
    `<table role="presentation" width="100%" style="border-collapse:collapse">${itemRows}
${keyValueRows([...view.totals, view.total], true)}</table>`,
    heading('Consegna'),
    paragraph(`Data prevista: ${view.deliveryDate}`),
    `<p style="margin:0 0 8px">${view.address.map(escapeHtml).join('<br>')}</p>`,
    heading('Allergeni'),
    paragraph(view.allergenNote),
    allergenItems ? `<ul style="margin:0 0 8px;padding-left:20px">${allergenItems}</ul>` : '',
    heading(view.payment.title),
    ...view.payment.paragraphs.map((text) => paragraph(text)),
    view.payment.details.length > 0
      ? `<table role="presentation" width="100%" style="border-collapse:collapse">${keyValueRows(view.payment.details)}</table>`
      : '',
    ...(view.invoice.length > 0
      ? [
          heading('Dati di fatturazione'),
          `<p style="margin:0 0 8px">${view.invoice.map(escapeHtml).join('<br>')}</p>`,
        ]
      : []),
    ...(view.notes ? [heading('Note'), paragraph(view.notes)] : []),
    `<div style="margin-top:28px">${view.closing.map((text) => paragraph(text)).join('')}
<p style="margin:0 0 8px"><a href="${escapeHtml(view.ordersUrl)}" style="color:${colors.accent}">Vai ai tuoi ordini</a></p></div>`,
    `<p style="margin-top:28px;font-size:12px;color:${colors.muted}">${view.shop.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');

  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(view.subject)}</title></head>
<body style="margin:0;padding:24px;background:#fffaf3;color:${colors.text};font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border:1px solid ${colors.line}">
<h1 style="font-size:22px;margin:0 0 16px">Bottega del Bun</h1>
${body}
</div></body></html>`;
}

/** Subject, text and HTML of an order's confirmation e-mail. */
export function composeOrderConfirmation(
  order: ConfirmationOrder,
  shop: ConfirmationShop,
  siteUrl: string,
): ComposedEmail {
  const view = buildOrderEmailView(order, shop, siteUrl);
  return { subject: view.subject, text: renderText(view), html: renderHtml(view) };
}

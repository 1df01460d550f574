import type { StoredMail } from '../mail/outbox.ts';
import { escapeHtml, htmlPage as page } from './html-page.ts';

/** The list of stored mails, newest first. */
export function outboxListPage(mails: StoredMail[], filterTo: string | undefined): string {
  const rows = mails
    .map(
      (mail) => `<tr><td>${escapeHtml(mail.createdAt)}</td><td>${escapeHtml(mail.to)}</td>
<td><a href="/_local/outbox/${mail.id}">${escapeHtml(mail.subject)}</a></td><td class="muted">${escapeHtml(mail.kind)}</td></tr>`,
    )
    .join('');
  const heading = filterTo
    ? `Posta in uscita per ${escapeHtml(filterTo)}`
    : 'Posta in uscita (stack locale)';
  return page(
    'Posta in uscita',
    `<h1>${heading}</h1>
<p class="muted">Le e-mail dello stack locale non vengono spedite: restano qui. Filtra con <code>?to=indirizzo</code>;
JSON su <code>/_local/outbox/messages</code>.</p>
<table><thead><tr><th>Data</th><th>Destinatario</th><th>Oggetto</th><th>Tipo</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">Nessuna e-mail.</td></tr>'}</tbody></table>`,
  );
}

/** One mail; its HTML body is shown in a sandboxed frame so its markup cannot touch this page. */
export function outboxMailPage(mail: StoredMail): string {
  return page(
    mail.subject,
    `<p><a href="/_local/outbox">← Tutte le e-mail</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<p>A: <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.createdAt)} · <span class="muted">${escapeHtml(mail.kind)}</span></p>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(mail.html)}" title="Contenuto dell'e-mail"></iframe>
<h2>Testo</h2><pre>${escapeHtml(mail.text)}</pre>`,
  );
}

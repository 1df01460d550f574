import { describe, expect, it } from 'vitest';
import { parseAccountMails } from '../../../supabase/functions/order-follow-up/account-mail-data.ts';
import { buildAccountEmail } from '../../../supabase/functions/order-follow-up/account-mail-email.ts';

// The account e-mails (issue 36) as the customer reads them: Italian subject, the sentence that
// says what happened, the page to act on, and nothing a customer typed left unescaped.

const site = 'https://bottegadelbun.it';

function mail(kind: string, payload: Record<string, unknown>, name: string | null = 'Luca') {
  const [parsed] = parseAccountMails([
    { id: 1, kind, recipient_email: 'luca@example.com', recipient_name: name, payload },
  ]);
  return buildAccountEmail(parsed!, site);
}

describe('account e-mails', () => {
  it('tell a restaurant its business account is active, or why not', () => {
    const approved = mail('business_approved', {
      request_kind: 'new',
      company_name: 'Osteria <b>X</b>',
    });
    expect(approved.subject).toBe('Il tuo account business è attivo');
    expect(approved.text).toContain(
      'Abbiamo verificato i dati di Osteria <b>X</b>: da ora puoi pagare con bonifico',
    );
    expect(approved.text).toContain('Apri il tuo profilo: https://bottegadelbun.it/profile');
    expect(approved.html).toContain('Osteria &lt;b&gt;X&lt;/b&gt;');
    const rejected = mail('business_rejected', {
      request_kind: 'new',
      company_name: 'Osteria X',
      note: 'La Partita IVA è cessata.',
    });
    expect(rejected.subject).toBe('La tua richiesta di account business');
    expect(rejected.text).toContain('Il motivo: La Partita IVA è cessata.');
  });

  it('invite a person with the role and the limit, until the day it expires', () => {
    const invited = mail(
      'member_invited',
      {
        company_name: 'Osteria del Borgo',
        role: 'Ordini',
        purchase_limit: 150,
        expires_at: '2026-12-11T10:00:00Z',
        invited_by: 'Luca Martini',
      },
      null,
    );
    expect(invited.subject).toBe('Luca Martini ti invita nel team di Osteria del Borgo');
    expect(invited.text).toMatch(/^Ciao,/);
    expect(invited.text).toMatch(
      /con il ruolo Ordini, con un limite di spesa di 150,00\s€ per ordine\./,
    );
    expect(invited.text).toContain('entro venerdì 11 dicembre 2026');
    expect(invited.text).toContain('https://bottegadelbun.it/invito');
  });

  it('ask the owner to approve, and tell the sender the decision', () => {
    const asked = mail('approval_requested', {
      request_id: 'r1',
      requested_by_name: 'Marco',
      total: 240,
      purchase_limit: 150,
      delivery_date: '2026-12-01',
    });
    expect(asked.subject).toMatch(/^Ordine da approvare: Marco, 240,00\s€$/);
    expect(asked.text).toContain('https://bottegadelbun.it/orders/approvazioni?richiesta=r1');
    const approved = mail('approval_decided', {
      approved: true,
      request_id: 'r1',
      order_number: 'BDB-2026-000042',
      total: 240,
      delivery_date: '2026-12-01',
    });
    expect(approved.subject).toBe('Ordine BDB-2026-000042 approvato');
    const refused = mail('approval_decided', {
      approved: false,
      request_id: 'r1',
      total: 240,
      delivery_date: '2026-12-01',
      note: 'Troppi panini',
    });
    expect(refused.subject).toBe('Ordine non approvato');
    expect(refused.text).toContain('Il motivo: Troppi panini');
  });

  it('remind a payment before it falls due and once it is late', () => {
    const soon = mail('payment_due_soon', {
      order_number: 'BDB-2026-000042',
      total: 96.5,
      due_on: '2026-12-04',
      days_overdue: 0,
    });
    expect(soon.subject).toBe('Bonifico in scadenza: ordine BDB-2026-000042');
    expect(soon.text).toMatch(/\(restano da pagare 96,50\s€\) scade venerdì 4 dicembre 2026/);
    const late = mail('payment_overdue', {
      order_number: 'BDB-2026-000042',
      total: 96.5,
      due_on: '2026-12-04',
      days_overdue: 1,
    });
    expect(late.subject).toBe('Pagamento scaduto: ordine BDB-2026-000042');
    expect(late.text).toContain('da 1 giorno');
    expect(late.text).toContain('https://bottegadelbun.it/estratto-conto');
  });

  it('refuse a payload that does not fit its kind', () => {
    expect(() =>
      parseAccountMails([
        { id: 2, kind: 'payment_overdue', recipient_email: 'a@b.it', payload: {} },
      ]),
    ).toThrow();
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSdiReceipt } from '../../../supabase/functions/_shared/fatturapa/sdi-receipt.ts';
import { sdiReceiptXml } from '../../support/sdi-receipts.ts';

const sample = (kind: 'RC' | 'NS' | 'MC') =>
  readFileSync(`standards/fatturapa/samples/IT01234567890_11111_${kind}_001.xml`, 'utf8');

describe('SdI receipts', () => {
  it('reads the official delivery, rejection and non-delivery examples', async () => {
    const delivered = await readSdiReceipt(sample('RC'));
    expect(delivered).toMatchObject({
      ok: true,
      receipt: {
        kind: 'delivered',
        messageType: 'RicevutaConsegna',
        fileName: 'IT01234567890_11111.xml.p7m',
        sdiIdentifier: '111',
        receivedAt: '2013-06-06T12:00:00Z',
      },
    });
    const rejected = await readSdiReceipt(sample('NS'));
    expect(rejected).toMatchObject({
      ok: true,
      receipt: {
        kind: 'rejected',
        errors: [{ code: '00100', description: 'Certificato di firma scaduto', hint: null }],
      },
    });
    expect(await readSdiReceipt(sample('MC'))).toMatchObject({
      ok: true,
      receipt: { kind: 'not_delivered' },
    });
  });

  it('reads the Agenzia’s receipts too, with the suggestion for each error', async () => {
    const xml = sdiReceiptXml({
      family: 'ade',
      kind: 'rejected',
      fileName: 'IT09456120014_A0001.xml',
      errors: [
        { code: '00311', description: 'CodiceDestinatario non valido', hint: 'Verifica il codice' },
      ],
    });
    expect(await readSdiReceipt(xml)).toMatchObject({
      ok: true,
      receipt: {
        kind: 'rejected',
        messageType: 'RicevutaScarto',
        fileName: 'IT09456120014_A0001.xml',
        errors: [
          {
            code: '00311',
            description: 'CodiceDestinatario non valido',
            hint: 'Verifica il codice',
          },
        ],
      },
    });
  });

  it('refuses what is not a receipt, or not a valid one', async () => {
    expect(await readSdiReceipt('<fattura/>')).toMatchObject({
      ok: false,
      reason: 'not_a_receipt',
    });
    expect(await readSdiReceipt('non è xml <')).toMatchObject({ ok: false });
    const missing = sample('NS').replace(/<MessageId>123456<\/MessageId>/, '');
    const verdict = await readSdiReceipt(missing);
    expect(verdict).toMatchObject({ ok: false, reason: 'invalid_receipt' });
    expect(verdict.ok === false && verdict.errors.join('\n')).toMatch(/MessageId|Note/);
  });
});

import { type ParsedFattura, parseFattura } from '../../support/fattura-xml.ts';
import { describe, expect, it } from 'vitest';
import { sdiContentErrors } from '../../../supabase/functions/_shared/fatturapa/sdi-checks.ts';
import {
  checkFatturaPA,
  validateFatturaPA,
} from '../../../supabase/functions/_shared/fatturapa/validate-fatturapa.ts';
import { buildFatturaXml } from '../../../supabase/functions/invoices/fatturapa-xml.ts';
import type { FiscalDocument } from '../../../supabase/functions/invoices/invoice-content.ts';
import {
  creditNoteFixture,
  deferredInvoiceFixture,
  invoiceFixture,
  privateInvoiceFixture,
} from './invoice-fixture.ts';

const parse = (xml: string) =>
  parseFattura(xml, {
    withAttributes: true,
    repeated: ['DettaglioLinee', 'DatiDDT', 'DatiRiepilogo', 'DettaglioPagamento'],
  });

/** Each document is valid against FatturaPA 1.2.3 and passes the SdI's arithmetic. */
async function expectAccepted(document: FiscalDocument) {
  const xml = buildFatturaXml(document);
  expect(await validateFatturaPA(xml)).toEqual({ valid: true, errors: [] });
  expect(sdiContentErrors(xml)).toEqual([]);
  return parse(xml);
}

describe('an immediate invoice (TD01) to a business', () => {
  it('is valid, from the shop to the restaurant at its registered office', async () => {
    const document = await expectAccepted(invoiceFixture());
    expect(document['@_versione']).toBe('FPR12');
    const header = document.FatturaElettronicaHeader;
    expect(header.DatiTrasmissione).toMatchObject({
      ProgressivoInvio: 'A000C',
      FormatoTrasmissione: 'FPR12',
      CodiceDestinatario: 'M5UXCR1',
    });
    expect(header.CedentePrestatore.DatiAnagrafici.IdFiscaleIVA.IdCodice).toBe('09456120014');
    expect(header.CedentePrestatore.IscrizioneREA).toMatchObject({
      Ufficio: 'TO',
      NumeroREA: '1187654',
    });
    expect(header.CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA.IdCodice).toBe('11876540011');
    expect(header.CessionarioCommittente.Sede.Indirizzo).toBe('Via Garibaldi 12');
    // Characters outside Latin-1 (the SdI refuses them) are replaced, accents kept.
    expect(header.CessionarioCommittente.DatiAnagrafici.Anagrafica.Denominazione).toBe(
      'Osteria del Borgo S.n.c. ? ?cucina? & più',
    );
  });

  it('states each line at its VAT rate and one summary per rate adding up to the total', async () => {
    const body = (await expectAccepted(invoiceFixture())).FatturaElettronicaBody;
    expect(body.DatiGenerali.DatiGeneraliDocumento).toMatchObject({
      TipoDocumento: 'TD01',
      Numero: '12/2026',
      Data: '2026-11-27',
      ImportoTotaleDocumento: '32.40',
    });
    expect(body.DatiGenerali.DatiDDT).toEqual([{ NumeroDDT: '7/2026', DataDDT: '2026-11-27' }]);
    const lines = body.DatiBeniServizi.DettaglioLinee as ParsedFattura[];
    expect(lines.map((line) => [line.Descrizione, line.AliquotaIVA, line.PrezzoTotale])).toEqual([
      ['Bun classico', '4.00', '12.98'],
      ['Bun brioche', '10.00', '10.00'],
      ['Spese di trasporto', '4.00', '7.60'],
    ]);
    expect(body.DatiBeniServizi.DatiRiepilogo).toEqual([
      { AliquotaIVA: '4.00', ImponibileImporto: '20.58', Imposta: '0.82', EsigibilitaIVA: 'I' },
      { AliquotaIVA: '10.00', ImponibileImporto: '10.00', Imposta: '1.00', EsigibilitaIVA: 'I' },
    ]);
  });

  it('asks for a bank transfer by the order’s due date, to the IBAN', async () => {
    const payment = (await expectAccepted(invoiceFixture())).FatturaElettronicaBody.DatiPagamento;
    expect(payment.DettaglioPagamento).toEqual([
      expect.objectContaining({
        ModalitaPagamento: 'MP05',
        DataScadenzaPagamento: '2026-12-27',
        ImportoPagamento: '32.40',
        IBAN: 'IT60X0542811101000000123456',
      }),
    ]);
    const noTerms = parse(buildFatturaXml(invoiceFixture({ payment_due_on: null })));
    expect(
      noTerms.FatturaElettronicaBody.DatiPagamento.DettaglioPagamento[0].DataScadenzaPagamento,
    ).toBe('2026-12-27');
  });

  it('refuses an order whose lines do not add up to its total', () => {
    expect(() => buildFatturaXml(invoiceFixture({ total: 40 }))).toThrow(/do not add up/);
  });
});

describe('an immediate invoice to a private buyer who asked for one', () => {
  it('names the buyer by codice fiscale, no VAT number, and goes to their reserved area', async () => {
    const document = await expectAccepted(privateInvoiceFixture());
    const buyer = document.FatturaElettronicaHeader.CessionarioCommittente;
    expect(buyer.DatiAnagrafici.IdFiscaleIVA).toBeUndefined();
    expect(buyer.DatiAnagrafici.CodiceFiscale).toBe('RSSGLI85M41L219K');
    expect(buyer.DatiAnagrafici.Anagrafica.Denominazione).toBe('Giulia Rossi');
    expect(document.FatturaElettronicaHeader.DatiTrasmissione.CodiceDestinatario).toBe('0000000');
    const payment = document.FatturaElettronicaBody.DatiPagamento.DettaglioPagamento[0];
    expect(payment).toEqual({ ModalitaPagamento: 'MP08', ImportoPagamento: '31.05' });
    expect(document.FatturaElettronicaBody.DatiGenerali.DatiDDT).toBeUndefined();
  });
});

describe('a deferred invoice (TD24)', () => {
  it('lists a month of deliveries, each line tied to its delivery note', async () => {
    const body = (await expectAccepted(deferredInvoiceFixture())).FatturaElettronicaBody;
    expect(body.DatiGenerali.DatiGeneraliDocumento).toMatchObject({
      TipoDocumento: 'TD24',
      Numero: 'FD-3/2026',
      // Dated on the month's last delivery note: the VAT belongs to November.
      Data: '2026-11-26',
      ImportoTotaleDocumento: '89.30',
    });
    expect(body.DatiGenerali.DatiDDT).toEqual([
      { NumeroDDT: '40/2026', DataDDT: '2026-11-05', RiferimentoNumeroLinea: ['1', '2', '3'] },
      { NumeroDDT: '41/2026', DataDDT: '2026-11-12', RiferimentoNumeroLinea: ['4', '5', '6'] },
      { NumeroDDT: '42/2026', DataDDT: '2026-11-26', RiferimentoNumeroLinea: ['7', '8'] },
    ]);
    const lines = body.DatiBeniServizi.DettaglioLinee as ParsedFattura[];
    expect(lines[2]).toMatchObject({
      Descrizione: 'Spese di trasporto ordine BDB-2026-000200',
      UnitaMisura: 'servizio',
    });
    expect(body.DatiGenerali.DatiGeneraliDocumento.Causale[0]).toMatch(/consegne di novembre 2026/);
    // The three orders fall due on the same day: one payment.
    expect(body.DatiPagamento.DettaglioPagamento).toEqual([
      expect.objectContaining({ DataScadenzaPagamento: '2026-12-31', ImportoPagamento: '89.30' }),
    ]);
  });

  it('is refused when a line refers to no delivery note', async () => {
    const document = deferredInvoiceFixture();
    document.content.orders[1]!.delivery_note = null;
    const verdict = await checkFatturaPA(buildFatturaXml(document));
    expect(verdict.valid).toBe(false);
    expect(verdict.errors.join('\n')).toMatch(/TD24/);
  });
});

describe('a credit note (TD04)', () => {
  it('refers to the invoice it corrects and credits the returned pack', async () => {
    const body = (await expectAccepted(creditNoteFixture())).FatturaElettronicaBody;
    expect(body.DatiGenerali.DatiGeneraliDocumento).toMatchObject({
      TipoDocumento: 'TD04',
      Numero: 'NC-1/2026',
      ImportoTotaleDocumento: '5.50',
    });
    expect(body.DatiGenerali.DatiFattureCollegate).toEqual({
      IdDocumento: '12/2026',
      Data: '2026-11-27',
    });
    expect(body.DatiBeniServizi.DatiRiepilogo).toEqual([
      { AliquotaIVA: '10.00', ImponibileImporto: '5.00', Imposta: '0.50', EsigibilitaIVA: 'I' },
    ]);
    expect(body.DatiPagamento).toBeUndefined();
  });
});

describe('the checks before a number is spent', () => {
  it('refuse a document that breaks the schema, saying where', async () => {
    const broken = buildFatturaXml(invoiceFixture()).replace(
      '<IdCodice>11876540011</IdCodice>',
      '<IdCodice>11876540011</IdCodice><Extra>no</Extra>',
    );
    const verdict = await checkFatturaPA(broken);
    expect(verdict.valid).toBe(false);
    expect(verdict.errors.join('\n')).toMatch(/Extra/);
    const wrongFormat = buildFatturaXml(invoiceFixture()).replace('>FPR12<', '>FPR13<');
    expect((await checkFatturaPA(wrongFormat)).valid).toBe(false);
  });

  it('accept the codes 1.2.3 added and refuse a withdrawn regime', async () => {
    const xml = buildFatturaXml(invoiceFixture());
    expect((await validateFatturaPA(xml.replace('>RF01<', '>RF20<'))).valid).toBe(true);
    expect((await validateFatturaPA(xml.replace('>TD01<', '>TD29<'))).valid).toBe(true);
    expect((await validateFatturaPA(xml.replace('>RF01<', '>RF03<'))).valid).toBe(false);
  });

  it('refuse the arithmetic the SdI refuses', () => {
    const xml = buildFatturaXml(invoiceFixture());
    expect(
      sdiContentErrors(
        xml.replace('<PrezzoTotale>12.98</PrezzoTotale>', '<PrezzoTotale>12.90</PrezzoTotale>'),
      ),
    ).toEqual(
      expect.arrayContaining([expect.stringMatching(/^00423/), expect.stringMatching(/^00422/)]),
    );
    expect(
      sdiContentErrors(xml.replace('<Imposta>0.82</Imposta>', '<Imposta>0.90</Imposta>')),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^00421/)]));
    expect(
      sdiContentErrors(xml.replace('<ImportoPagamento>32.40', '<ImportoPagamento>30.00')),
    ).toEqual(['i pagamenti non corrispondono al totale del documento']);
  });
});

import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { schemaFiles } from '../../../supabase/functions/_shared/fatturapa/schema-files.gen.ts';
import { validateFatturaPA } from '../../../supabase/functions/_shared/fatturapa/validate-fatturapa.ts';
import { buildFatturaXml } from '../../../supabase/functions/invoices/fatturapa-xml.ts';
import {
  invoiceFileName,
  invoiceProgressive,
} from '../../../supabase/functions/invoices/invoice-content.ts';
import { invoiceFixture } from './invoice-fixture.ts';

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as Record<
    string,
    Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
  >;

describe('the FatturaPA XML of an invoice', () => {
  const xml = buildFatturaXml(invoiceFixture());
  const document = parse(xml)['p:FatturaElettronica']!;

  it('validates against the official FatturaPA schema', async () => {
    const verdict = await validateFatturaPA(xml);
    expect(verdict.errors).toEqual([]);
    expect(verdict.valid).toBe(true);
  });

  it('is an FPR12 invoice from the shop to the business buyer', () => {
    expect(document['@_versione']).toBe('FPR12');
    const header = document.FatturaElettronicaHeader;
    expect(header.DatiTrasmissione.FormatoTrasmissione).toBe('FPR12');
    expect(header.DatiTrasmissione.CodiceDestinatario).toBe('M5UXCR1');
    expect(header.CedentePrestatore.DatiAnagrafici.IdFiscaleIVA.IdCodice).toBe('09456120014');
    expect(header.CedentePrestatore.IscrizioneREA).toMatchObject({
      Ufficio: 'TO',
      NumeroREA: '1187654',
    });
    expect(header.CessionarioCommittente.DatiAnagrafici.IdFiscaleIVA.IdCodice).toBe('11876540011');
    // Characters outside Latin-1 (the SdI refuses them) are replaced, accents kept.
    expect(header.CessionarioCommittente.DatiAnagrafici.Anagrafica.Denominazione).toBe(
      'Osteria del Borgo S.n.c. ? ?cucina? & più',
    );
    expect(xml).toContain(
      '<Denominazione>Osteria del Borgo S.n.c. ? ?cucina? &amp; più</Denominazione>',
    );
  });

  it('states each line at its VAT rate and one summary per rate adding up to the total', () => {
    const body = document.FatturaElettronicaBody;
    expect(body.DatiGenerali.DatiGeneraliDocumento).toMatchObject({
      TipoDocumento: 'TD01',
      Numero: '12/2026',
      Data: '2026-11-27',
      ImportoTotaleDocumento: '32.40',
    });
    expect(body.DatiGenerali.DatiDDT).toEqual({ NumeroDDT: '7/2026', DataDDT: '2026-11-27' });
    const lines = body.DatiBeniServizi.DettaglioLinee as Record<string, string>[];
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

  it('asks for a bank transfer to the IBAN within the payment terms', () => {
    expect(document.FatturaElettronicaBody.DatiPagamento.DettaglioPagamento).toMatchObject({
      ModalitaPagamento: 'MP05',
      GiorniTerminiPagamento: '30',
      DataScadenzaPagamento: '2026-12-27',
      ImportoPagamento: '32.40',
      IBAN: 'IT60X0542811101000000123456',
    });
    const card = parse(buildFatturaXml(invoiceFixture({ payment_method: 'card' })));
    const cardPayment =
      card['p:FatturaElettronica']!.FatturaElettronicaBody.DatiPagamento.DettaglioPagamento;
    expect(cardPayment.ModalitaPagamento).toBe('MP08');
    expect(cardPayment.IBAN).toBeUndefined();
  });

  it('refuses an order whose lines do not add up to its total', () => {
    expect(() => buildFatturaXml(invoiceFixture({ total: 40 }))).toThrow(/do not add up/);
  });
});

describe('the schema check', () => {
  it('rejects a document that breaks the schema, saying where', async () => {
    const broken = buildFatturaXml(invoiceFixture()).replace(
      '<IdCodice>11876540011</IdCodice>',
      '<IdCodice>11876540011</IdCodice><Extra>no</Extra>',
    );
    const verdict = await validateFatturaPA(broken);
    expect(verdict.valid).toBe(false);
    expect(verdict.errors.join('\n')).toMatch(/Extra/);
    const wrongFormat = buildFatturaXml(invoiceFixture()).replace('>FPR12<', '>FPR13<');
    expect((await validateFatturaPA(wrongFormat)).valid).toBe(false);
  });

  it('uses the schema files exactly as their npm packages ship them', () => {
    for (const file of schemaFiles) {
      expect(file.contents).toBe(readFileSync(file.source, 'utf8'));
    }
    expect(schemaFiles[0]!.contents).toContain('<xs:enumeration value="FPR12">');
  });
});

describe('invoice file names', () => {
  it('are IT + Partita IVA + a progressive of 5 characters unique per year and number', () => {
    expect(invoiceProgressive({ year: 2026, number: 12 })).toBe('0Q00C');
    expect(invoiceFileName({ year: 2026, number: 12 }, '09456120014')).toBe(
      'IT09456120014_0Q00C.xml',
    );
    expect(invoiceProgressive({ year: 2027, number: 46_655 })).toBe('0RZZZ');
  });
});

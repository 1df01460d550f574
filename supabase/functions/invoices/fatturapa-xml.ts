// The FatturaPA 1.2 document (format FPR12: an invoice between private businesses) for an
// issued invoice, built with fast-xml-parser's XMLBuilder from a plain object whose key order
// is the schema's element order. Figures come from invoice-amounts.ts (integer cents).
import { XMLBuilder } from 'fast-xml-parser';
import {
  euroDecimal,
  type GrossLine,
  invoiceAmounts,
} from '../_shared/fatturapa/invoice-amounts.ts';
import { toCents } from '../_shared/italian-format.ts';
import { type InvoiceRow, invoiceNumber, invoiceProgressive } from './invoice-content.ts';

const namespace = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

// FatturaPA ModalitaPagamento: MP01 cash, MP05 bank transfer, MP08 payment card.
const paymentModes = { cash_on_delivery: 'MP01', bank_transfer: 'MP05', card: 'MP08' } as const;

/** A text field cut to the schema's length (Latin-1 is enough: SdI refuses other characters). */
function field(value: string, maxLength: number): string {
  const latin = [...value.replace(/\s+/g, ' ').trim()]
    .map((char) => ((char.codePointAt(0) ?? 0) <= 0xff ? char : '?'))
    .join('');
  return latin.slice(0, maxLength);
}

function rate(vatRate: number): string {
  return vatRate.toFixed(2);
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `TO-1187654` → office TO, number 1187654 (the REA as the settings print it). */
function reaParts(rea: string, province: string): { Ufficio: string; NumeroREA: string } {
  const match = /^([A-Z]{2})\s*-?\s*(.+)$/.exec(rea.trim().toUpperCase());
  return match
    ? { Ufficio: match[1]!, NumeroREA: field(match[2]!, 20) }
    : { Ufficio: province, NumeroREA: field(rea, 20) };
}

function sede(address: { street: string; postal_code: string; city: string; province: string }) {
  return {
    Indirizzo: field(address.street, 60),
    CAP: address.postal_code,
    Comune: field(address.city, 60),
    Provincia: address.province,
    Nazione: 'IT',
  };
}

/** The document as an object in schema order (exported for the structure tests). */
export function fatturaObject(invoice: InvoiceRow) {
  const { seller, buyer, buyer_address: buyerAddress, order, lines } = invoice.content;
  const amounts = invoiceAmounts({
    lines: lines.map((line): GrossLine => ({
      description: line.product_name,
      quantity: line.quantity,
      grossCents: toCents(line.line_total),
      vatRate: line.vat_rate,
    })),
    discountCents: toCents(order.discount),
    shippingCents: toCents(order.shipping),
  });
  if (amounts.totalCents !== toCents(order.total)) {
    throw new Error(`order ${order.order_number}: lines do not add up to its total`);
  }
  const bankTransfer = order.payment_method === 'bank_transfer';
  const note = invoice.content.delivery_note;

  return {
    'p:FatturaElettronica': {
      '@_versione': 'FPR12',
      '@_xmlns:p': namespace,
      FatturaElettronicaHeader: {
        DatiTrasmissione: {
          IdTrasmittente: { IdPaese: 'IT', IdCodice: seller.vat_number },
          ProgressivoInvio: invoiceProgressive(invoice),
          FormatoTrasmissione: 'FPR12',
          // Without a recipient code the SdI delivers to the PEC (code seven zeros).
          CodiceDestinatario: buyer.sdi_code ?? '0000000',
          ...(!buyer.sdi_code && buyer.pec ? { PECDestinatario: buyer.pec } : {}),
        },
        CedentePrestatore: {
          DatiAnagrafici: {
            IdFiscaleIVA: { IdPaese: 'IT', IdCodice: seller.vat_number },
            ...(seller.tax_code ? { CodiceFiscale: seller.tax_code } : {}),
            Anagrafica: { Denominazione: field(seller.company_name, 80) },
            RegimeFiscale: seller.tax_regime,
          },
          Sede: sede({
            street: seller.street_address,
            postal_code: seller.postal_code,
            city: seller.city,
            province: seller.province,
          }),
          IscrizioneREA: { ...reaParts(seller.rea, seller.province), StatoLiquidazione: 'LN' },
          Contatti: { Email: field(seller.email, 256) },
        },
        CessionarioCommittente: {
          DatiAnagrafici: {
            IdFiscaleIVA: { IdPaese: 'IT', IdCodice: buyer.vat_number },
            ...(buyer.tax_code ? { CodiceFiscale: buyer.tax_code } : {}),
            Anagrafica: { Denominazione: field(buyer.company_name, 80) },
          },
          Sede: sede(buyerAddress),
        },
      },
      FatturaElettronicaBody: {
        DatiGenerali: {
          DatiGeneraliDocumento: {
            TipoDocumento: 'TD01',
            Divisa: 'EUR',
            Data: invoice.issued_on,
            Numero: invoiceNumber(invoice),
            ImportoTotaleDocumento: euroDecimal(amounts.totalCents),
            Causale: field(`Ordine ${order.order_number} del ${order.ordered_on}`, 200),
          },
          DatiOrdineAcquisto: {
            IdDocumento: field(order.order_number, 20),
            Data: order.ordered_on,
          },
          ...(note
            ? { DatiDDT: { NumeroDDT: `${note.number}/${note.year}`, DataDDT: note.issued_on } }
            : {}),
        },
        DatiBeniServizi: {
          DettaglioLinee: amounts.lines.map((line, index) => ({
            NumeroLinea: index + 1,
            Descrizione: field(line.description, 1000),
            Quantita: `${line.quantity}.00`,
            UnitaMisura: line.description === 'Spese di trasporto' ? 'servizio' : 'confezioni',
            PrezzoUnitario: line.unitPrice,
            PrezzoTotale: euroDecimal(line.netCents),
            AliquotaIVA: rate(line.vatRate),
          })),
          DatiRiepilogo: amounts.summary.map((summary) => ({
            AliquotaIVA: rate(summary.vatRate),
            ImponibileImporto: euroDecimal(summary.taxableCents),
            Imposta: euroDecimal(summary.taxCents),
            EsigibilitaIVA: 'I',
          })),
        },
        DatiPagamento: {
          CondizioniPagamento: 'TP02',
          DettaglioPagamento: {
            ModalitaPagamento: paymentModes[order.payment_method],
            ...(bankTransfer
              ? {
                  DataRiferimentoTerminiPagamento: invoice.issued_on,
                  GiorniTerminiPagamento: seller.payment_days,
                  DataScadenzaPagamento: addDays(invoice.issued_on, seller.payment_days),
                }
              : {}),
            ImportoPagamento: euroDecimal(amounts.totalCents),
            ...(bankTransfer && seller.bank_name
              ? { IstitutoFinanziario: field(seller.bank_name, 80) }
              : {}),
            ...(bankTransfer && seller.iban ? { IBAN: seller.iban } : {}),
          },
        },
      },
    },
  };
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

/** The invoice's XML, UTF-8, with its declaration. */
export function buildFatturaXml(invoice: InvoiceRow): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(fatturaObject(invoice))}`;
}

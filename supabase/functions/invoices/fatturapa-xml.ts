// The FatturaPA 1.2.3 document (format FPR12: between private parties) of an invoice (TD01), a
// deferred invoice (TD24) or a credit note (TD04), built with fast-xml-parser's XMLBuilder from
// a plain object whose key order is the schema's element order. Figures come from
// invoice-amounts.ts (integer cents); the rules are in decision 018.
import { XMLBuilder } from 'fast-xml-parser';
import {
  type DocumentAmounts,
  documentAmounts,
  euroDecimal,
} from '../_shared/fatturapa/invoice-amounts.ts';
import { toCents } from '../_shared/italian-format.ts';
import type { FiscalDocument, InvoiceContent, InvoiceOrderEntry } from './invoice-content.ts';
import { documentCausale } from './invoice-wording.ts';

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

/** Each order's lines (VAT included) as amounts groups, in the order the document lists them. */
export function amountsOf(content: InvoiceContent): DocumentAmounts {
  const many = content.orders.length > 1;
  const amounts = documentAmounts(
    content.orders.map((order) => ({
      lines: order.lines.map((line) => ({
        description: line.product_name,
        quantity: line.quantity,
        grossCents: toCents(line.line_total),
        vatRate: line.vat_rate,
      })),
      discountCents: toCents(order.discount),
      shippingCents: toCents(order.shipping),
      shippingDescription: many
        ? `Spese di trasporto ordine ${order.order_number}`
        : 'Spese di trasporto',
    })),
  );
  const expected = content.orders.reduce((sum, order) => sum + toCents(order.total), 0);
  if (amounts.totalCents !== expected) {
    throw new Error('the lines do not add up to the orders’ totals');
  }
  return amounts;
}

/** 1-based line numbers of each order's lines. */
function lineNumbersOf(amounts: DocumentAmounts, group: number): number[] {
  return amounts.lines.flatMap((line, index) => (line.group === group ? [index + 1] : []));
}

function buyerBlock(content: InvoiceContent) {
  const { buyer } = content;
  const fiscal =
    buyer.customer_type === 'business' && buyer.vat_number
      ? {
          IdFiscaleIVA: { IdPaese: 'IT', IdCodice: buyer.vat_number },
          ...(buyer.tax_code ? { CodiceFiscale: buyer.tax_code } : {}),
        }
      : { CodiceFiscale: buyer.tax_code ?? '' };
  return {
    DatiAnagrafici: { ...fiscal, Anagrafica: { Denominazione: field(buyer.name, 80) } },
    Sede: sede(buyer.address),
  };
}

/** What references the document carries: orders, corrected invoice, delivery notes. */
function references(document: FiscalDocument, amounts: DocumentAmounts) {
  const { orders, credit } = document.content;
  const many = orders.length > 1;
  const notes = orders.flatMap((order, group) =>
    order.delivery_note ? [{ order, group, note: order.delivery_note }] : [],
  );
  return {
    DatiOrdineAcquisto: orders.map((order, group) => ({
      ...(many ? { RiferimentoNumeroLinea: lineNumbersOf(amounts, group) } : {}),
      IdDocumento: field(order.order_number, 20),
      Data: order.ordered_on,
    })),
    ...(credit
      ? {
          DatiFattureCollegate: {
            IdDocumento: field(credit.corrects.label, 20),
            Data: credit.corrects.issued_on,
          },
        }
      : {}),
    ...(notes.length > 0
      ? {
          DatiDDT: notes.map(({ group, note }) => ({
            NumeroDDT: `${note.number}/${note.year}`,
            DataDDT: note.issued_on,
            ...(many ? { RiferimentoNumeroLinea: lineNumbersOf(amounts, group) } : {}),
          })),
        }
      : {}),
  };
}

/** Payment: one entry per way and due date, with what falls due then; none on a credit note. */
function payments(document: FiscalDocument) {
  const { seller, orders } = document.content;
  const byTerm = new Map<string, { order: InvoiceOrderEntry; cents: number }>();
  for (const order of orders) {
    const due =
      order.payment_method === 'card'
        ? ''
        : (order.payment_due_on ?? addDays(document.issuedOn, seller.payment_days));
    const key = `${order.payment_method}|${due}`;
    const entry = byTerm.get(key);
    byTerm.set(key, { order, cents: (entry?.cents ?? 0) + toCents(order.total) });
  }
  return {
    CondizioniPagamento: 'TP02',
    DettaglioPagamento: [...byTerm.entries()].map(([key, { order, cents }]) => {
      const due = key.split('|')[1];
      const bankTransfer = order.payment_method === 'bank_transfer';
      return {
        ModalitaPagamento: paymentModes[order.payment_method],
        ...(due ? { DataScadenzaPagamento: due } : {}),
        ImportoPagamento: euroDecimal(cents),
        ...(bankTransfer && seller.bank_name
          ? { IstitutoFinanziario: field(seller.bank_name, 80) }
          : {}),
        ...(bankTransfer && seller.iban ? { IBAN: seller.iban } : {}),
      };
    }),
  };
}

/** The document as an object in schema order (exported for the structure tests). */
export function fatturaObject(document: FiscalDocument) {
  const { seller, buyer } = document.content;
  const amounts = amountsOf(document.content);

  return {
    'p:FatturaElettronica': {
      '@_versione': 'FPR12',
      '@_xmlns:p': namespace,
      FatturaElettronicaHeader: {
        DatiTrasmissione: {
          IdTrasmittente: { IdPaese: 'IT', IdCodice: seller.vat_number },
          ProgressivoInvio: document.progressive,
          FormatoTrasmissione: 'FPR12',
          // Without a recipient code the SdI delivers to the PEC, or (a private buyer) leaves the
          // invoice in the buyer's reserved area: code seven zeros.
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
        CessionarioCommittente: buyerBlock(document.content),
      },
      FatturaElettronicaBody: {
        DatiGenerali: {
          DatiGeneraliDocumento: {
            TipoDocumento: document.documentType,
            Divisa: 'EUR',
            Data: document.issuedOn,
            Numero: field(document.label, 20),
            ImportoTotaleDocumento: euroDecimal(amounts.totalCents),
            Causale: documentCausale(document).map((line) => field(line, 200)),
          },
          ...references(document, amounts),
        },
        DatiBeniServizi: {
          DettaglioLinee: amounts.lines.map((line, index) => ({
            NumeroLinea: index + 1,
            Descrizione: field(line.description, 1000),
            Quantita: `${line.quantity}.00`,
            UnitaMisura: line.kind === 'shipping' ? 'servizio' : 'confezioni',
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
        ...(document.documentType === 'TD04' ? {} : { DatiPagamento: payments(document) }),
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

/** The document's XML, UTF-8, with its declaration. */
export function buildFatturaXml(document: FiscalDocument): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(fatturaObject(document))}`;
}

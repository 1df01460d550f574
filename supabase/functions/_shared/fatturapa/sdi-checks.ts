// The content checks the SdI runs after the schema (technical specifications, "controlli sul
// contenuto"), as far as the shop's documents can fail them, plus the shop's own rules for the
// document types it issues. A document with any of these errors is refused before it is
// numbered, like one the schema refuses.
//   00423  PrezzoTotale = PrezzoUnitario × Quantita (tolerance 0.01)
//   00422  ImponibileImporto = sum of the PrezzoTotale at that rate (the shop sends no Arrotondamento)
//   00421  Imposta = ImponibileImporto × AliquotaIVA / 100 (tolerance 0.01)
//   00419  every rate of the lines has its DatiRiepilogo
//   shop   ImportoTotaleDocumento = taxable + tax; the payments add up to it; a TD24 refers to
//          a delivery note for every line (art. 21 c.4 a DPR 633/72); a TD04 names the invoice
//          it corrects (DatiFattureCollegate)
import { XMLParser } from 'fast-xml-parser';

const repeated = new Set([
  'DettaglioLinee',
  'DatiRiepilogo',
  'DettaglioPagamento',
  'DatiDDT',
  'RiferimentoNumeroLinea',
  'DatiFattureCollegate',
  'FatturaElettronicaBody',
]);

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => repeated.has(name),
});

type Node = Record<string, unknown>;

function node(value: unknown): Node {
  return typeof value === 'object' && value !== null ? (value as Node) : {};
}

function list(value: unknown): Node[] {
  return Array.isArray(value) ? value.map(node) : value === undefined ? [] : [node(value)];
}

function values(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** A decimal of the document in cents, exactly (two decimals at most, as FatturaPA writes money). */
function cents(value: unknown): number {
  return Math.round(Number(value) * 100);
}

/** The errors the SdI (or the shop's rules) would find in `xml`; empty when there are none. */
export function sdiContentErrors(xml: string): string[] {
  const errors: string[] = [];
  const root = node(parser.parse(xml).FatturaElettronica);
  for (const body of list(root.FatturaElettronicaBody)) {
    const general = node(body.DatiGenerali);
    const header = node(general.DatiGeneraliDocumento);
    const goods = node(body.DatiBeniServizi);
    const lines = list(goods.DettaglioLinee);
    const summaries = list(goods.DatiRiepilogo);

    for (const line of lines) {
      const expected = Number(line.PrezzoUnitario) * Number(line.Quantita ?? 1);
      if (Math.abs(expected - Number(line.PrezzoTotale)) > 0.01 + 1e-9) {
        errors.push(
          `00423: linea ${String(line.NumeroLinea)}: PrezzoTotale non è PrezzoUnitario × Quantita`,
        );
      }
    }
    const rates = new Set(lines.map((line) => Number(line.AliquotaIVA)));
    for (const rate of rates) {
      if (!summaries.some((summary) => Number(summary.AliquotaIVA) === rate)) {
        errors.push(`00419: manca il riepilogo per l'aliquota ${rate}`);
      }
    }
    let documentCents = 0;
    for (const summary of summaries) {
      const rate = Number(summary.AliquotaIVA);
      const taxable = cents(summary.ImponibileImporto);
      const lineSum = lines
        .filter((line) => Number(line.AliquotaIVA) === rate)
        .reduce((sum, line) => sum + cents(line.PrezzoTotale), 0);
      if (taxable !== lineSum) {
        errors.push(`00422: aliquota ${rate}: ImponibileImporto diverso dalla somma delle linee`);
      }
      const tax = cents(summary.Imposta);
      if (Math.abs(tax - (taxable * rate) / 100) > 1 + 1e-9) {
        errors.push(`00421: aliquota ${rate}: Imposta non calcolata sull'imponibile`);
      }
      documentCents += taxable + tax;
    }
    if (cents(header.ImportoTotaleDocumento) !== documentCents) {
      errors.push('ImportoTotaleDocumento diverso da imponibile più imposta');
    }
    const paymentsCents = list(node(body.DatiPagamento).DettaglioPagamento).reduce(
      (sum, payment) => sum + cents(payment.ImportoPagamento),
      0,
    );
    if (body.DatiPagamento !== undefined && paymentsCents !== documentCents) {
      errors.push('i pagamenti non corrispondono al totale del documento');
    }
    if (header.TipoDocumento === 'TD24') {
      const notes = list(general.DatiDDT);
      const single = notes.length === 1 && values(notes[0]?.RiferimentoNumeroLinea).length === 0;
      const covered = new Set(
        notes.flatMap((note) => values(note.RiferimentoNumeroLinea).map((ref) => Number(ref))),
      );
      const uncovered = lines.filter((line) => !single && !covered.has(Number(line.NumeroLinea)));
      if (notes.length === 0 || uncovered.length > 0) {
        errors.push('TD24: ogni linea di una fattura differita deve riferirsi a un DDT');
      }
    }
    if (header.TipoDocumento === 'TD04' && list(general.DatiFattureCollegate).length === 0) {
      errors.push('TD04: la nota di credito deve indicare la fattura che rettifica');
    }
  }
  return errors;
}

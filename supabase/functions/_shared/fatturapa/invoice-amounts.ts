// The invoice's figures in integer cents. The shop's prices include VAT (what a customer pays),
// an invoice states net amounts and the tax per rate. Per rate, the gross total is split once
// into taxable and tax (taxable rounded to the cent, tax the rest), so the invoice's total is
// exactly what the order cost; the taxable amount is then shared among that rate's lines.

export interface GrossLine {
  description: string;
  quantity: number;
  /** What the line cost, VAT included, before the order's discount. */
  grossCents: number;
  /** Percent, a whole number (4, 5, 10, 22). */
  vatRate: number;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  netCents: number;
  /** Net unit price in euros as FatturaPA writes it: 2 decimals, or 8 when not exact. */
  unitPrice: string;
  vatRate: number;
}

export interface VatSummary {
  vatRate: number;
  taxableCents: number;
  taxCents: number;
}

export interface InvoiceAmounts {
  lines: InvoiceLine[];
  summary: VatSummary[];
  totalCents: number;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${what} must be a whole, non-negative number of cents: ${value}`);
  }
}

/**
 * `totalCents` shared in proportion to `weights` (largest remainder): whole cents that add up
 * exactly. All-zero weights share nothing (the total must then be zero).
 */
export function allocateCents(totalCents: number, weights: number[]): number[] {
  assertCents(totalCents, 'total');
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum === 0) {
    if (totalCents !== 0) throw new Error('cannot share an amount over zero weights');
    return weights.map(() => 0);
  }
  const exact = weights.map((weight) => (totalCents * weight) / weightSum);
  const shares = exact.map(Math.floor);
  let left = totalCents - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The taxable part of a VAT-inclusive amount, rounded half up to the cent (integer maths). */
export function netOfVat(grossCents: number, vatRate: number): number {
  assertCents(grossCents, 'gross');
  if (!Number.isInteger(vatRate) || vatRate < 0 || vatRate > 100) {
    throw new Error(`unsupported VAT rate ${vatRate}`);
  }
  return Math.floor((200 * grossCents + 100 + vatRate) / (2 * (100 + vatRate)));
}

/** Euros with exactly 2 decimals from cents: `12.30`. */
export function euroDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A net unit price: exact with 2 decimals when it divides, otherwise rounded to 8 decimals. */
export function unitPriceDecimal(netCents: number, quantity: number): string {
  if (netCents % quantity === 0) return euroDecimal(netCents / quantity);
  // In units of 1e-8 euro (1e-6 cent): safe integers for any realistic order.
  const units = Math.round((netCents * 1_000_000) / quantity);
  return `${Math.floor(units / 100_000_000)}.${String(units % 100_000_000).padStart(8, '0')}`;
}

/**
 * The rate shipping is charged at: as an accessory of the goods it follows them (DPR 633/72,
 * art. 12), so it takes the rate of the larger part of the goods (the higher rate on a tie).
 */
export function prevalentRate(lines: { grossCents: number; vatRate: number }[]): number {
  const byRate = new Map<number, number>();
  for (const line of lines) {
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.grossCents);
  }
  const ranked = [...byRate.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const first = ranked[0];
  if (!first) throw new Error('an invoice needs at least one line');
  return first[0];
}

/** One order's goods with its discount and shipping: a group of a document's lines. */
export interface GrossGroup {
  lines: GrossLine[];
  discountCents: number;
  shippingCents: number;
  /** How the shipping line reads (one order: "Spese di trasporto"). */
  shippingDescription?: string;
}

/** A document line with the group (order) it belongs to and whether it is shipping. */
export interface DocumentLine extends InvoiceLine {
  group: number;
  kind: 'goods' | 'shipping';
}

export interface DocumentAmounts {
  lines: DocumentLine[];
  summary: VatSummary[];
  totalCents: number;
}

function checkGroup(group: GrossGroup): void {
  group.lines.forEach((line) => {
    assertCents(line.grossCents, 'line');
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) {
      throw new Error(`quantity must be a positive whole number: ${line.quantity}`);
    }
  });
  assertCents(group.discountCents, 'discount');
  assertCents(group.shippingCents, 'shipping');
  const goodsCents = group.lines.reduce((sum, line) => sum + line.grossCents, 0);
  if (group.discountCents > goodsCents) throw new Error('the discount exceeds the goods');
}

/** A group's lines VAT included: goods after its discount, then its shipping. */
function grossLinesOf(group: GrossGroup, index: number) {
  const goodsCents = group.lines.reduce((sum, line) => sum + line.grossCents, 0);
  const discounted = allocateCents(
    goodsCents - group.discountCents,
    group.lines.map((line) => line.grossCents),
  );
  const goods = group.lines.map((line, position) => ({
    ...line,
    grossCents: discounted[position] ?? 0,
    group: index,
    kind: 'goods' as const,
  }));
  if (group.shippingCents <= 0) return goods;
  return [
    ...goods,
    {
      description: group.shippingDescription ?? 'Spese di trasporto',
      quantity: 1,
      grossCents: group.shippingCents,
      vatRate: prevalentRate(goods),
      group: index,
      kind: 'shipping' as const,
    },
  ];
}

/**
 * Net lines and the VAT summary of a document of one or more orders (a deferred invoice lists
 * a month's): each order's goods after its own discount, then its shipping at its own
 * prevalent rate; per rate, the gross total of all of them is split once into taxable and tax.
 */
export function documentAmounts(groups: GrossGroup[]): DocumentAmounts {
  groups.forEach(checkGroup);
  const gross = groups.flatMap(grossLinesOf);
  if (gross.length === 0) throw new Error('a document needs at least one line');

  const rates = [...new Set(gross.map((line) => line.vatRate))].sort((a, b) => a - b);
  const netCents = new Array<number>(gross.length).fill(0);
  const summary: VatSummary[] = rates.map((vatRate) => {
    const indexes = gross.flatMap((line, index) => (line.vatRate === vatRate ? [index] : []));
    const rateGross = indexes.reduce((sum, index) => sum + (gross[index]?.grossCents ?? 0), 0);
    const taxableCents = netOfVat(rateGross, vatRate);
    const shares = allocateCents(
      taxableCents,
      indexes.map((index) => gross[index]?.grossCents ?? 0),
    );
    indexes.forEach((lineIndex, position) => (netCents[lineIndex] = shares[position] ?? 0));
    return { vatRate, taxableCents, taxCents: rateGross - taxableCents };
  });

  return {
    lines: gross.map((line, index) => ({
      description: line.description,
      quantity: line.quantity,
      netCents: netCents[index] ?? 0,
      unitPrice: unitPriceDecimal(netCents[index] ?? 0, line.quantity),
      vatRate: line.vatRate,
      group: line.group,
      kind: line.kind,
    })),
    summary,
    totalCents: gross.reduce((sum, line) => sum + line.grossCents, 0),
  };
}

/** Net lines and the VAT summary of one order: goods after its discount, then shipping. */
export function invoiceAmounts(input: GrossGroup): InvoiceAmounts {
  return documentAmounts([input]);
}

// The allergen and product sheet a restaurant files for its own allergen duties (EU Regulation
// 1169/2011): one page per product with the trade and legal names, the net quantity of a pack,
// the ingredients (allergens in bold), the 14 allergens one by one and the precautionary "Può
// contenere tracce di …" line, the nutrition declaration per 100 g (energy by the Annex XIV
// factors, values rounded as the Commission's guidance says), storage and the shelf life from
// the day of baking, the producer, and the sheet's version and date (the product's label data
// as of that date: the same product and version always print the same sheet).
import { allergenLabels } from '../_shared/allergens.ts';
import { emphasiseAllergens } from '../_shared/documents/allergen-emphasis.ts';
import { formatRomeDate } from '../_shared/documents/document-format.ts';
import { margin, PdfWriter } from '../_shared/documents/pdf-writer.ts';
import { nutritionDeclaration } from '../_shared/nutrition-declaration.ts';
import type { Producer, SheetProduct } from './product-sheet-data.ts';

/** `4 pezzi da 80 g, 320 g`: what a pack holds (art. 23 and Annex IX: net quantity in grams). */
export function netQuantity(product: Pick<SheetProduct, 'pack_size' | 'weight_grams'>): string {
  const pieces = product.pack_size === 1 ? '1 pezzo' : `${product.pack_size} pezzi`;
  if (!product.weight_grams) return `${pieces} (peso non ancora indicato)`;
  return `${product.pack_size * product.weight_grams} g (${pieces} da ${product.weight_grams} g)`;
}

/** The allergens the laboratory handles that this product does not contain. */
export function mayContain(product: Pick<SheetProduct, 'allergens'>, producer: Producer): string[] {
  return Object.keys(allergenLabels)
    .filter(
      (code) => producer.may_contain_allergens.includes(code) && !product.allergens.includes(code),
    )
    .map((code) => (allergenLabels[code] ?? code).toLowerCase());
}

export function shelfLife(product: Pick<SheetProduct, 'shelf_life_days'>): string {
  if (!product.shelf_life_days) return 'Durata non ancora indicata.';
  const days = product.shelf_life_days === 1 ? '1 giorno' : `${product.shelf_life_days} giorni`;
  return `Da consumarsi preferibilmente entro ${days} dal giorno di produzione (il giorno indicato dal lotto, L + data).`;
}

function heading(writer: PdfWriter, text: string) {
  writer.gap(8);
  writer.text(text.toUpperCase(), { size: 9, bold: true, gray: true });
}

function productPage(writer: PdfWriter, product: SheetProduct, producer: Producer) {
  writer.text('SCHEDA PRODOTTO E ALLERGENI', { size: 9, bold: true, gray: true });
  writer.text(product.name, { size: 18, bold: true });
  writer.text(`Denominazione: ${product.legal_name || 'non ancora indicata'}`, {
    size: 10,
    bold: true,
  });
  if (product.description) writer.text(product.description, { size: 10 });
  writer.text(`Quantità netta della confezione: ${netQuantity(product)}`, { size: 10 });
  const facts = [
    product.is_vegan ? 'vegano' : null,
    product.is_gluten_free ? 'senza glutine' : null,
  ].filter(Boolean);
  if (facts.length > 0) writer.text(facts.join(' · '), { size: 9, gray: true });

  heading(writer, 'Ingredienti');
  writer.runs(emphasiseAllergens(product.ingredients || 'Non indicati.', product.allergens), {
    size: 10,
  });
  writer.text('Gli allergeni sono evidenziati in grassetto.', { size: 8, gray: true });

  heading(writer, 'Allergeni (Reg. UE 1169/2011, allegato II)');
  const codes = Object.keys(allergenLabels);
  const half = Math.ceil(codes.length / 2);
  const top = writer.y;
  codes.forEach((code, index) => {
    const column = index < half ? 0 : 1;
    const row = index < half ? index : index - half;
    const y = top - (row + 1) * 13;
    const present = product.allergens.includes(code);
    writer.textAt(`${allergenLabels[code]}`, margin + column * 260, y, { size: 9, bold: present });
    writer.textAt(present ? 'CONTIENE' : 'non contiene', margin + column * 260 + 230, y, {
      size: 9,
      bold: present,
      alignRight: true,
    });
  });
  writer.y = top - half * 13 - 4;
  const traces = mayContain(product, producer);
  if (traces.length > 0) {
    writer.text(`Può contenere tracce di ${traces.join(', ')}.`, { size: 10, bold: true });
  }

  heading(writer, 'Dichiarazione nutrizionale per 100 g');
  for (const row of nutritionDeclaration(product.nutritional_values)) {
    const y = writer.y - 12;
    writer.textAt(row.sub ? `  ${row.label}` : row.label, margin, y, { size: 9 });
    writer.textAt(row.value, margin + 300, y, { size: 9, alignRight: true });
    writer.y -= 13;
  }
  writer.text(
    'Energia calcolata con i fattori di conversione dell’allegato XIV del Reg. UE 1169/2011; valori arrotondati secondo le linee guida della Commissione europea.',
    { size: 8, gray: true },
  );

  heading(writer, 'Conservazione e durata');
  writer.text(product.storage || 'Non indicate.', { size: 10 });
  writer.text(shelfLife(product), { size: 10 });

  heading(writer, 'Produttore');
  writer.text(
    `${producer.company_name}, ${producer.street_address}, ${producer.postal_code} ${producer.city} (${producer.province}) · P. IVA ${producer.vat_number} · ${producer.email} · ${producer.phone}`,
    { size: 9 },
  );
  writer.gap(6);
  writer.text(
    `Scheda versione ${product.label_version} del ${formatRomeDate(product.label_updated_at)}`,
    { size: 8, gray: true },
  );
}

/** One page per product, in the order given, dated by the newest of their label data. */
export async function renderProductSheets(
  products: SheetProduct[],
  producer: Producer,
  title: string,
): Promise<Uint8Array> {
  const newest = Math.max(0, ...products.map((product) => Date.parse(product.label_updated_at)));
  const writer = await PdfWriter.create({
    title,
    author: producer.company_name,
    date: new Date(newest),
  });
  products.forEach((product, index) => {
    if (index > 0) writer.addPage();
    productPage(writer, product, producer);
  });
  return writer.finish(`${producer.company_name} · scheda prodotto e allergeni`);
}

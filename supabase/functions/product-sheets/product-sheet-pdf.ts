// The allergen and product sheet a restaurant files for its own allergen duties (EU Regulation
// 1169/2011): one page per product with the ingredients (allergens in bold), the 14 allergens
// one by one, the nutrition declaration per 100 g, storage and shelf life, and the producer.
import { allergenLabels } from '../_shared/allergens.ts';
import { emphasiseAllergens } from '../_shared/documents/allergen-emphasis.ts';
import { margin, PdfWriter } from '../_shared/documents/pdf-writer.ts';
import type { Producer, SheetProduct } from './product-sheet-data.ts';

const oneDecimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
const kilojoulesPerKilocalorie = 4.184;

function nutritionRows(values: SheetProduct['nutritional_values']): [string, string][] {
  const g = (value: number) => `${oneDecimal.format(value)} g`;
  return [
    [
      'Energia',
      `${Math.round(values.calories * kilojoulesPerKilocalorie)} kJ / ${Math.round(values.calories)} kcal`,
    ],
    ['Grassi', g(values.fats)],
    [
      '  di cui acidi grassi saturi',
      values.saturated_fats === undefined ? '–' : g(values.saturated_fats),
    ],
    ['Carboidrati', g(values.carbs)],
    ['  di cui zuccheri', values.sugars === undefined ? '–' : g(values.sugars)],
    ['Fibre', g(values.fiber)],
    ['Proteine', g(values.proteins)],
    ['Sale', g(values.salt)],
  ];
}

function heading(writer: PdfWriter, text: string) {
  writer.gap(8);
  writer.text(text.toUpperCase(), { size: 9, bold: true, gray: true });
}

function productPage(writer: PdfWriter, product: SheetProduct, producer: Producer) {
  writer.text('SCHEDA PRODOTTO E ALLERGENI', { size: 9, bold: true, gray: true });
  writer.text(product.name, { size: 18, bold: true });
  if (product.description) writer.text(product.description, { size: 10 });
  const facts = [
    `Confezione da ${product.pack_size} pezzi`,
    product.weight_grams ? `peso netto di un pezzo ${product.weight_grams} g` : null,
    product.is_vegan ? 'vegano' : null,
    product.is_gluten_free ? 'senza glutine' : null,
  ].filter(Boolean);
  writer.text(facts.join(' · '), { size: 9, gray: true });

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

  heading(writer, 'Dichiarazione nutrizionale per 100 g');
  for (const [label, value] of nutritionRows(product.nutritional_values)) {
    const y = writer.y - 12;
    writer.textAt(label, margin, y, { size: 9 });
    writer.textAt(value, margin + 300, y, { size: 9, alignRight: true });
    writer.y -= 13;
  }

  heading(writer, 'Conservazione e durata');
  writer.text(product.storage || 'Non indicate.', { size: 10 });

  heading(writer, 'Produttore');
  writer.text(
    `${producer.company_name}, ${producer.street_address}, ${producer.postal_code} ${producer.city} (${producer.province}) · P. IVA ${producer.vat_number} · ${producer.email} · ${producer.phone}`,
    { size: 9 },
  );
}

/** One page per product, in the order given. */
export async function renderProductSheets(
  products: SheetProduct[],
  producer: Producer,
  title: string,
  date: Date,
): Promise<Uint8Array> {
  const writer = await PdfWriter.create({ title, author: producer.company_name, date });
  products.forEach((product, index) => {
    if (index > 0) writer.addPage();
    productPage(writer, product, producer);
  });
  return writer.finish(`${producer.company_name} · scheda prodotto e allergeni`);
}

import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createTestProduct,
  placeOrder,
  type ProductRow,
  type SignedIn,
  signInDemo,
} from '../schema/schema-helpers.ts';
import { downloadDocument } from './document-download.ts';

// Allergen and product sheets through the real function: a product on sale for anyone, an
// archived one for admins only, an order's sheets (a page per product) for its customer.
let owner: SignedIn;
let stranger: SignedIn;
let bread: ProductRow;
let brioche: ProductRow;

async function pdfOf(bytes: Uint8Array) {
  return PDFDocument.load(bytes, { updateMetadata: false });
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([
    createCustomer('Cliente Schede'),
    createCustomer('Altro Cliente'),
  ]);
  [bread, brioche] = await Promise.all([
    createTestProduct({ allergens: ['glutine', 'sesamo'] }),
    createTestProduct({ category: 'brioche', allergens: ['glutine', 'latte', 'uova'] }),
  ]);
});

describe('product sheets', () => {
  it('gives anyone the one-page sheet of a product on sale', async () => {
    const sheet = await downloadDocument('product-sheets', { product_id: bread.id });
    expect(sheet.status).toBe(200);
    expect(sheet.contentType).toBe('application/pdf');
    const pdf = await pdfOf(sheet.bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Scheda prodotto e allergeni – ${bread.name}`);
  });

  it('keeps an archived product’s sheet for admins', async () => {
    const archived = await createTestProduct({ archived_at: new Date().toISOString() });
    const asVisitor = await downloadDocument('product-sheets', { product_id: archived.id });
    expect(asVisitor.status).toBe(404);
    const admin = await signInDemo('Amministratore');
    const asAdmin = await downloadDocument(
      'product-sheets',
      { product_id: archived.id },
      admin.client,
    );
    expect(asAdmin.status).toBe(200);
  });

  it('gives the customer a page per product of their order, and nobody else', async () => {
    const { data, error } = await placeOrder(owner.client, {
      lines: [
        { product_id: bread.id, quantity: 2 },
        { product_id: brioche.id, quantity: 1 },
      ],
      payment_method: 'cash_on_delivery',
    });
    if (error || !data) throw new Error(`place_order: ${error?.message}`);
    const sheets = await downloadDocument('product-sheets', { order_id: data.id }, owner.client);
    expect(sheets.status).toBe(200);
    expect((await pdfOf(sheets.bytes)).getPageCount()).toBe(2);
    const byStranger = await downloadDocument(
      'product-sheets',
      { order_id: data.id },
      stranger.client,
    );
    expect(byStranger.status).toBe(404);
    expect((await downloadDocument('product-sheets', { order_id: data.id })).status).toBe(401);
  });
});

// Edge function `product-sheets`: the allergen and product sheet PDF of one product (anyone may
// have the sheet of a product on sale, as its page shows the same facts) or of every product of
// an order (its customer or an admin: the order is read as the caller, so RLS decides).
// Sheets carry no number: each request prints the product's current label data, with its
// version and date.
// Body: {product_id} or {order_id}.
// Answers: 200 application/pdf, 400 invalid body, 401 not signed in (order), 404 no such
// product or order of the caller, 500/502.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { fileResponse } from '../_shared/documents/file-response.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { errorResponse, preflightResponse } from '../_shared/http.ts';
import { readJsonBody } from '../_shared/request-body.ts';
import { authenticateCaller, createServiceClient } from '../_shared/supabase-clients.ts';
import {
  producerColumns,
  producerSchema,
  sheetProductColumns,
  sheetProductSchema,
  type SheetProduct,
} from './product-sheet-data.ts';
import { renderProductSheets } from './product-sheet-pdf.ts';

const bodySchema = z.union([
  z.object({ product_id: z.string().uuid() }).strict(),
  z.object({ order_id: z.string().uuid() }).strict(),
]);

async function producer(admin: SupabaseClient) {
  const { data, error } = await admin.from('shop_settings').select(producerColumns).single();
  if (error) throw new Error(`shop_settings: ${error.message}`);
  return producerSchema.parse(data);
}

/** Products by id in the order of `ids` (service role: an order's archived product too). */
async function productsById(admin: SupabaseClient, ids: string[]): Promise<SheetProduct[]> {
  const { data, error } = await admin.from('products').select(sheetProductColumns).in('id', ids);
  if (error) throw new Error(`products: ${error.message}`);
  const byId = new Map(
    z
      .array(sheetProductSchema)
      .parse(data)
      .map((p) => [p.id, p]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function pdf(bytes: Uint8Array, fileName: string): Response {
  return fileResponse(bytes, 'application/pdf', fileName);
}

/** Web-standard handler; index.ts serves it on Deno, the local stack imports it in Node. */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = createServiceClient(env);

  return async (request) => {
    if (request.method === 'OPTIONS') return preflightResponse(request);
    if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
    if (!admin || !env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) {
      return errorResponse(500, 'misconfigured', 'The Supabase URL or keys are missing.');
    }
    const body = await readJsonBody(request, bodySchema, 'Send {product_id} or {order_id}.');
    if (!body.ok) return body.response;

    if ('product_id' in body.value) {
      // As the caller (a visitor by default): RLS shows archived products to admins only.
      const caller = createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers: { Authorization: request.headers.get('authorization') ?? '' } },
      });
      const { data, error } = await caller
        .from('products')
        .select(sheetProductColumns)
        .eq('id', body.value.product_id)
        .maybeSingle();
      if (error) return errorResponse(502, 'upstream_error', 'La scheda non è disponibile ora.');
      if (!data) return errorResponse(404, 'product_not_found', 'Prodotto non trovato.');
      const product = sheetProductSchema.parse(data);
      const bytes = await renderProductSheets(
        [product],
        await producer(admin),
        `Scheda prodotto e allergeni – ${product.name}`,
      );
      return pdf(bytes, `scheda-allergeni-${product.id.slice(0, 8)}.pdf`);
    }

    const signedIn = await authenticateCaller(request, env);
    if (!signedIn.ok) return signedIn.response;
    const { data, error } = await signedIn.client
      .from('orders')
      .select('order_number, order_items(product_id, line_number)')
      .eq('id', body.value.order_id)
      .maybeSingle();
    if (error) return errorResponse(502, 'upstream_error', 'La scheda non è disponibile ora.');
    if (!data) return errorResponse(404, 'order_not_found', 'Ordine non trovato.');
    const order = z
      .object({
        order_number: z.string(),
        order_items: z.array(z.object({ product_id: z.string(), line_number: z.number() })),
      })
      .parse(data);
    const ids = [
      ...new Set(
        [...order.order_items]
          .sort((a, b) => a.line_number - b.line_number)
          .map((item) => item.product_id),
      ),
    ];
    const bytes = await renderProductSheets(
      await productsById(admin, ids),
      await producer(admin),
      `Schede prodotto e allergeni – ordine ${order.order_number}`,
    );
    return pdf(bytes, `schede-allergeni-${order.order_number}.pdf`);
  };
}

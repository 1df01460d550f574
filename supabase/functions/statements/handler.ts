// Edge function `statements` (issue 36): the statement (estratto conto) of an account as a PDF.
// The database decides what it says and who may have it (public.account_statement runs as the
// caller: the business's owner and accounting people for their own account, admins for any);
// this function only draws it. Body: {customer_id?, from?, to?} (customer_id: admins only).
// Answers: 200 application/pdf, 400 invalid body, 401 not signed in, 403 role not allowed,
// 500 misconfigured, 502 the database could not be read.
import { z } from 'zod';
import { fileResponse } from '../_shared/documents/file-response.ts';
import type { FunctionEnv } from '../_shared/function-env.ts';
import { errorResponse, preflightResponse } from '../_shared/http.ts';
import { readJsonBody } from '../_shared/request-body.ts';
import { authenticateCaller, createServiceClient } from '../_shared/supabase-clients.ts';
import { statementSchema } from './statement-data.ts';
import { renderStatement } from './statement-pdf.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const bodySchema = z
  .object({ customer_id: z.string().uuid().optional(), from: day.optional(), to: day.optional() })
  .strict();

function fileNameFor(name: string, today: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `estratto-conto-${slug || 'cliente'}-${today}.pdf`;
}

/** Web-standard handler; index.ts serves it on Deno, the local stack imports it in Node. */
export function createHandler(env: FunctionEnv): (request: Request) => Promise<Response> {
  const admin = createServiceClient(env);

  return async (request) => {
    if (request.method === 'OPTIONS') return preflightResponse(request);
    if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST.');
    if (!admin) {
      return errorResponse(
        500,
        'misconfigured',
        'SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is missing.',
      );
    }
    const caller = await authenticateCaller(request, env);
    if (!caller.ok) return caller.response;
    const body = await readJsonBody(request, bodySchema, 'Send {customer_id?, from?, to?}.');
    if (!body.ok) return body.response;

    const { data, error } = await caller.client.rpc('account_statement', {
      p_customer_id: body.value.customer_id ?? null,
      p_from: body.value.from ?? null,
      p_to: body.value.to ?? null,
    });
    if (error) {
      if (error.code === '42501' || error.message === 'business_only') {
        return errorResponse(
          403,
          'not_allowed',
          error.hint ?? 'Non puoi vedere questo estratto conto.',
        );
      }
      if (error.message === 'invalid_period')
        return errorResponse(400, 'invalid_period', error.hint ?? '');
      console.error('statements:', error.message);
      return errorResponse(502, 'upstream_error', 'L’estratto conto non è disponibile ora.');
    }
    const statement = statementSchema.parse(data);
    const seller = await admin
      .from('shop_settings')
      .select('company_name, street_address, postal_code, city, province, vat_number')
      .single();
    if (seller.error)
      return errorResponse(502, 'upstream_error', 'L’estratto conto non è disponibile ora.');
    const pdf = await renderStatement(statement, seller.data, new Date());
    const name = statement.customer.company_name ?? statement.customer.full_name ?? '';
    return fileResponse(pdf, 'application/pdf', fileNameFor(name, statement.today));
  };
}

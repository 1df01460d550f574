// Deno test host for the FatturaPA check: reads an issued invoice (public.invoices row) as JSON
// on stdin, builds its XML and validates it exactly as the `invoices` function does, and prints
// the verdict as JSON. Run with the function's import map
// (tests/integration/functions/fatturapa-on-deno.test.ts): xmllint-wasm starts a worker and
// loads WebAssembly, which only running it on Deno proves.
import { validateFatturaPA } from '../../supabase/functions/_shared/fatturapa/validate-fatturapa.ts';
import { buildFatturaXml } from '../../supabase/functions/invoices/fatturapa-xml.ts';
import { invoiceRowSchema } from '../../supabase/functions/invoices/invoice-content.ts';

const input = await new Response(Deno.stdin.readable).text();
const invoice = invoiceRowSchema.parse(JSON.parse(input));
const xml = buildFatturaXml(invoice);
const broken = xml.replace('>FPR12<', '>FPR13<');
console.log(
  JSON.stringify({
    valid: await validateFatturaPA(xml),
    broken: await validateFatturaPA(broken),
  }),
);

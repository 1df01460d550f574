// Deno test host for the FatturaPA checks: reads a fiscal document (the shape the invoices
// function builds its XML from) as JSON on stdin, builds its XML and checks it exactly as the
// `invoices` function does (schema 1.2.3 and the SdI's content checks), and prints the verdicts
// as JSON. Run with the function's import map (tests/integration/functions/fatturapa-on-deno.test.ts):
// xmllint-wasm starts a worker and loads WebAssembly, which only running it on Deno proves.
import { checkFatturaPA } from '../../supabase/functions/_shared/fatturapa/validate-fatturapa.ts';
import { buildFatturaXml } from '../../supabase/functions/invoices/fatturapa-xml.ts';
import type { FiscalDocument } from '../../supabase/functions/invoices/invoice-content.ts';

const input = await new Response(Deno.stdin.readable).text();
const document = JSON.parse(input) as FiscalDocument;
const xml = buildFatturaXml(document);
const broken = xml.replace('>FPR12<', '>FPR13<');
console.log(
  JSON.stringify({
    valid: await checkFatturaPA(xml),
    broken: await checkFatturaPA(broken),
  }),
);

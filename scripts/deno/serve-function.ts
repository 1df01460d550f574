// Runs on Deno, not Node (kept out of the Node type-check; `npm run check:functions` checks it
// with Deno). Serves one edge function's handler the way the edge runtime does — Deno, the
// function's own import map (`--config supabase/functions/<name>/deno.json`) — on 127.0.0.1 and
// a free port, so a test can relay the local stack's `/functions/v1/<name>` to it.
//
//   deno run --config supabase/functions/<name>/deno.json --allow-net=127.0.0.1 --allow-env \
//     --allow-read scripts/deno/serve-function.ts supabase/functions/<name>/handler.ts
//
// Prints `listening on <port>` once it accepts requests.

type Handler = (request: Request) => Response | Promise<Response>;

const [handlerFile] = Deno.args;
if (!handlerFile) throw new Error('usage: serve-function.ts <path to handler.ts>');
const module = (await import(new URL(handlerFile, `file://${Deno.cwd()}/`).href)) as {
  createHandler(env: Record<string, string>): Handler;
};
const handler = module.createHandler(Deno.env.toObject());

Deno.serve(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => console.log(`listening on ${port}`),
  },
  handler,
);

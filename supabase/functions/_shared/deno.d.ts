// The few Deno globals the functions' entry files use, so the Node type-check of
// supabase/functions passes. At deploy time Deno brings its own, complete declarations;
// handlers never touch Deno (they are Web-standard and also run in Node in the local stack).
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  const env: {
    toObject(): Record<string, string>;
  };
}

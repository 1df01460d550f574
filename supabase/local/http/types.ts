import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ProjectConfig } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { StackKeys } from '../keys.ts';
import type { MailOutbox } from '../mail/outbox.ts';

/** Everything a service of the local stack needs to answer a request. */
export interface StackContext {
  db: Database;
  config: ProjectConfig;
  keys: StackKeys;
  /** The stack's public base URL, e.g. `http://127.0.0.1:54321` (what the app calls SUPABASE_URL). */
  apiUrl: string;
  mail: MailOutbox;
  paths: {
    /** The `supabase/` folder: config.toml, migrations, functions, seed.sql. */
    supabaseDir: string;
    functionsDir: string;
  };
  /** Extra environment handed to edge functions (on top of SUPABASE_URL and the keys). */
  functionEnv: Record<string, string>;
  /**
   * The stack sits behind a proxy that sets `X-Forwarded-For`: trust the client's header.
   * Off by default, as on hosted Supabase, where the gateway, not the client, says who called.
   */
  trustProxy: boolean;
  /**
   * The header whose first entry keys the auth per-IP rate limits (GoTrue's
   * `GOTRUE_RATE_LIMIT_HEADER`). Undefined: no per-IP limits, as under the Supabase CLI's local
   * Auth; hosted Supabase names the header its gateway sets.
   */
  rateLimitHeader: string | undefined;
  /**
   * Functions served by another process (a test runs one on Deno, as hosted Supabase does):
   * name → base URL. The gateway checks a request as usual, then relays it there unchanged.
   */
  functionHosts: Map<string, string>;
}

/** One API surface of the stack (auth, rest, storage, functions …), mounted under a path prefix. */
export interface Service {
  /** e.g. `/rest/v1`; requests under it reach `handle` with the full URL. */
  prefix: string;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Response headers browsers may read (Access-Control-Expose-Headers). */
  exposeHeaders: string[];
  handle(request: Request, ctx: StackContext): Promise<Response>;
  /** The service's own error shape for a body larger than `maxBodyBytes`. */
  payloadTooLarge(): Response;
  /** True when the service answers OPTIONS itself (edge functions do their own CORS). */
  handlesPreflight?: boolean;
  /** WebSocket upgrades (realtime only). */
  upgrade?(request: IncomingMessage, socket: Duplex, head: Buffer, ctx: StackContext): void;
}

export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StackContext } from '../http/types.ts';
import { ensureGlobalWebSocket } from './websocket-global.ts';

/** What `supabase/functions/<name>/handler.ts` exports (the contract every function follows). */
export type FunctionEnv = Record<string, string | undefined>;
export type FunctionHandler = (request: Request) => Promise<Response>;
interface HandlerModule {
  createHandler(env: FunctionEnv): FunctionHandler;
}

// Folder names Supabase deploys as functions; `_shared` and other `_…` folders are never functions.
const functionNamePattern = /^[a-z0-9][a-z0-9_-]*$/;

/** The handler file of a function, or undefined when no such function exists. */
export function handlerPath(ctx: StackContext, name: string): string | undefined {
  if (!functionNamePattern.test(name)) return undefined;
  const path = join(ctx.paths.functionsDir, name, 'handler.ts');
  return existsSync(path) ? path : undefined;
}

/** The environment a function sees, as `supabase functions serve` would give it. */
export function functionEnv(ctx: StackContext): FunctionEnv {
  return {
    SUPABASE_URL: ctx.apiUrl,
    SUPABASE_ANON_KEY: ctx.keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
    // Functions must reach the database through the API, as they do hosted.
    SUPABASE_DB_URL: undefined,
    ...ctx.functionEnv,
  };
}

function isHandlerModule(value: unknown): value is HandlerModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { createHandler?: unknown }).createHandler === 'function'
  );
}

/**
 * Imports handlers on first use and keeps them, like a warm edge worker: module-level state
 * (clients, caches) lives as long as the stack. A failed import is forgotten so a fix is
 * picked up on the next request.
 */
export function createFunctionLoader(): (
  ctx: StackContext,
  name: string,
  path: string,
) => Promise<FunctionHandler> {
  const handlers = new Map<string, Promise<FunctionHandler>>();
  return (ctx, name, path) => {
    const cached = handlers.get(name);
    if (cached) return cached;
    ensureGlobalWebSocket();
    const loading = import(pathToFileURL(path).href).then((module: unknown) => {
      if (!isHandlerModule(module)) {
        throw new Error(`${path} does not export createHandler(env)`);
      }
      return module.createHandler(functionEnv(ctx));
    });
    handlers.set(name, loading);
    loading.catch(() => handlers.delete(name));
    return loading;
  };
}

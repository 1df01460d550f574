import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { corsPreflight, withCorsHeaders } from './http/cors.ts';
import type { Service, StackContext } from './http/types.ts';
import { jsonResponse } from './http/types.ts';

class BodyTooLargeError extends Error {}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer | undefined, ctx: StackContext): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Auth records the first X-Forwarded-For entry with sessions, and its per-IP rate limits key
  // on it when it is the configured rate-limit header. A client's own header says nothing about
  // who it is (rotating it would reset every limit), so unless a trusted proxy sets it, the
  // services see the socket's address, as behind hosted Supabase's gateway.
  if (!ctx.trustProxy) headers.delete('x-forwarded-for');
  if (!headers.has('x-forwarded-for') && req.socket.remoteAddress) {
    headers.set('x-forwarded-for', req.socket.remoteAddress.replace(/^::ffff:/, ''));
  }
  return new Request(new URL(req.url ?? '/', ctx.apiUrl), {
    method: req.method ?? 'GET',
    headers,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  });
}

async function writeResponse(
  res: ServerResponse,
  response: Response,
  isHead: boolean,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (isHead || !response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  await new Promise<void>((resolve, reject) => {
    body.on('error', reject);
    res.on('finish', resolve);
    res.on('close', resolve);
    body.pipe(res);
  });
}

function findService(services: Service[], pathname: string): Service | undefined {
  return services.find(
    (service) => pathname === service.prefix || pathname.startsWith(`${service.prefix}/`),
  );
}

/** The HTTP front of the stack: turns Node requests into Web Requests and routes them by prefix. */
export function createStackServer(services: Service[], ctx: StackContext): Server {
  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = new URL(req.url ?? '/', ctx.apiUrl).pathname;
    const service = findService(services, pathname);
    const isHead = req.method === 'HEAD';
    try {
      if (!service) {
        // The Supabase gateway (Kong) answers unknown paths like this.
        await writeResponse(
          res,
          jsonResponse({ message: 'no Route matched with those values' }, 404),
          isHead,
        );
        return;
      }
      if (req.method === 'OPTIONS' && !service.handlesPreflight) {
        await writeResponse(res, corsPreflight(toRequest(req, undefined, ctx)), false);
        return;
      }
      let body: Buffer | undefined;
      try {
        body =
          req.method === 'GET' || req.method === 'HEAD'
            ? undefined
            : await readBody(req, service.maxBodyBytes);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        const request = toRequest(req, undefined, ctx);
        await writeResponse(
          res,
          withCorsHeaders(service.payloadTooLarge(), request, service.exposeHeaders),
          isHead,
        );
        req.resume();
        return;
      }
      const request = toRequest(req, body, ctx);
      const response = await service.handle(request, ctx);
      await writeResponse(res, withCorsHeaders(response, request, service.exposeHeaders), isHead);
    } catch (error) {
      console.error(`[local stack] ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) {
        res.writeHead(500, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
        });
        res.end(JSON.stringify({ code: 'unexpected_failure', message: 'Internal server error' }));
      } else {
        res.destroy();
      }
    }
  }

  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', ctx.apiUrl).pathname;
    const service = findService(services, pathname);
    if (service?.upgrade) service.upgrade(req, socket, head, ctx);
    else socket.destroy();
  });

  return server;
}

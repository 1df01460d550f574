import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Service, StackContext } from '../http/types.ts';
import { jsonResponse } from '../http/types.ts';
import { handleBroadcastApi, isBroadcastApiPath } from './broadcast-api.ts';
import { ChangeFeed } from './change-feed.ts';
import { ChannelHub } from './channel-hub.ts';
import { verifyChannelToken } from './channel-token.ts';
import { DatabaseBroadcasts } from './database-broadcasts.ts';
import { defaultProtocolVersion, isProtocolVersion } from './phoenix-frames.ts';
import { RealtimeConnection } from './realtime-connection.ts';

const prefix = '/realtime/v1';

/** `realtime/v1` + Phoenix's `/websocket` (SUPABASE-API.md §6.2). */
function isSocketPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === `${prefix}/websocket`;
}

/** Answers an upgrade request with a plain HTTP error and drops the connection. */
function refuseUpgrade(socket: Duplex, status: number, statusText: string, message: string) {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

export interface RealtimeService extends Service {
  /** Closes every realtime socket (code 1001) and stops listening for changes. */
  close(): Promise<void>;
}

/**
 * `/realtime/v1`: Supabase Realtime over a Phoenix WebSocket, for the unmodified supabase-js
 * client: postgres_changes (from the capture triggers of bootstrap/04-realtime.sql; each
 * subscriber gets what its filters, role and RLS allow), broadcast (also over HTTP at
 * `api/broadcast`, and from the database through realtime.messages) and presence, with
 * private channels authorised by RLS on realtime.messages. Other plain HTTP requests get 426
 * (the socket path) or 404.
 */
export function createRealtimeService(): RealtimeService {
  const server = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const connections = new Set<RealtimeConnection>();
  const hub = new ChannelHub();
  let feed: ChangeFeed | undefined;
  let databaseBroadcasts: DatabaseBroadcasts | undefined;
  let closing = false;

  async function accept(request: IncomingMessage, socket: Duplex, head: Buffer, ctx: StackContext) {
    socket.on('error', () => socket.destroy());
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!isSocketPath(url.pathname)) {
      refuseUpgrade(socket, 404, 'Not Found', 'no Route matched with those values');
      return;
    }
    if (closing) {
      refuseUpgrade(socket, 503, 'Service Unavailable', 'The local stack is stopping');
      return;
    }
    const vsn = url.searchParams.get('vsn') ?? defaultProtocolVersion;
    if (!isProtocolVersion(vsn)) {
      refuseUpgrade(socket, 403, 'Forbidden', `Unsupported serializer version "${vsn}"`);
      return;
    }
    const headerKey = request.headers['x-api-key'] ?? request.headers.apikey;
    const apiKey =
      url.searchParams.get('apikey') ?? (typeof headerKey === 'string' ? headerKey : '');
    const verified = await verifyChannelToken(apiKey, ctx.keys);
    if (!verified.ok) {
      refuseUpgrade(socket, 403, 'Forbidden', `${verified.code}: ${verified.message}`);
      return;
    }
    feed ??= new ChangeFeed(ctx.db);
    const changeFeed = feed;
    databaseBroadcasts ??= new DatabaseBroadcasts(ctx.db, hub);
    await databaseBroadcasts.start();
    server.handleUpgrade(request, socket, head, (ws) => {
      const connection = new RealtimeConnection(ws, { vsn, apiKey, ctx, feed: changeFeed, hub });
      connections.add(connection);
      ws.once('close', () => connections.delete(connection));
      if (closing) void connection.close(1001, 'Server shutting down');
    });
  }

  return {
    prefix,
    maxBodyBytes: 64 * 1024,
    exposeHeaders: [],
    payloadTooLarge: () => jsonResponse({ message: 'Payload too large' }, 413),
    async handle(request, ctx) {
      const { pathname } = new URL(request.url);
      if (isBroadcastApiPath(pathname)) return handleBroadcastApi(request, ctx, hub);
      if (isSocketPath(pathname)) {
        return jsonResponse(
          { message: 'Upgrade Required: connect to this endpoint with a WebSocket' },
          426,
          { upgrade: 'websocket' },
        );
      }
      return jsonResponse({ message: 'no Route matched with those values' }, 404);
    },
    upgrade(request, socket, head, ctx) {
      accept(request, socket, head, ctx).catch((error: unknown) => {
        console.error('[local stack] realtime: upgrade failed:', error);
        socket.destroy();
      });
    },
    async close() {
      closing = true;
      await Promise.all([...connections].map((c) => c.close(1001, 'Server shutting down')));
      await feed?.close();
      await databaseBroadcasts?.close();
      server.close();
    },
  };
}

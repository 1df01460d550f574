import type { StackContext } from '../http/types.ts';
import { jsonResponse } from '../http/types.ts';
import { writePermission } from './channel-authorization.ts';
import { type BroadcastMessage, type ChannelHub, roomOf } from './channel-hub.ts';
import { verifyChannelToken } from './channel-token.ts';

/** `/realtime/v1/api/broadcast`, and `…/<topic>/events/<event>` (realtime-js `httpSend`). */
const batchPath = /^\/realtime\/v1\/api\/broadcast\/?$/;
const singlePath = /^\/realtime\/v1\/api\/broadcast\/([^/]+)\/events\/([^/]+)\/?$/;

export function isBroadcastApiPath(pathname: string): boolean {
  return batchPath.test(pathname) || singlePath.test(pathname);
}

interface Outgoing {
  topic: string;
  private: boolean;
  message: BroadcastMessage;
}

/** The bearer token, else the `apikey` header (hosted `RealtimeWeb.AuthTenant`). */
function tokenOf(request: Request): string | undefined {
  const bearer = /^bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  return bearer ?? request.headers.get('apikey') ?? undefined;
}

type FieldErrors = Record<string, string[]>;

/** Ecto's changeset errors for one message of the batch (`{}` when it is valid). */
function messageErrors(message: unknown): FieldErrors {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    return { topic: ["can't be blank"], payload: ["can't be blank"], event: ["can't be blank"] };
  }
  const fields = message as Record<string, unknown>;
  const errors: FieldErrors = {};
  const text = (name: string) => {
    const value = fields[name];
    if (value === undefined || value === null || value === '') errors[name] = ["can't be blank"];
    else if (typeof value !== 'string') errors[name] = ['is invalid'];
  };
  text('topic');
  const payload = fields.payload;
  if (payload === undefined || payload === null) errors.payload = ["can't be blank"];
  else if (typeof payload !== 'object' || Array.isArray(payload)) errors.payload = ['is invalid'];
  text('event');
  if (
    fields.private !== undefined &&
    fields.private !== null &&
    typeof fields.private !== 'boolean'
  )
    errors.private = ['is invalid'];
  return errors;
}

function unprocessable(errors: unknown): Response {
  return jsonResponse({ errors }, 422);
}

/** The batch body `{messages: [{topic, event, payload, private?, id?}]}`, or a 422. */
function readBatch(body: unknown): Outgoing[] | Response {
  const messages = (body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages) || messages.length === 0) {
    return unprocessable({ messages: ["can't be blank"] });
  }
  const errors = messages.map(messageErrors);
  if (errors.some((entry) => Object.keys(entry).length > 0)) {
    return unprocessable({ messages: errors });
  }
  return messages.map((entry) => {
    const fields = entry as Record<string, unknown>;
    const id = typeof fields.id === 'string' ? fields.id : undefined;
    return {
      topic: fields.topic as string,
      private: fields.private === true,
      message: {
        event: fields.event as string,
        payload: { json: fields.payload },
        ...(id ? { meta: { id } } : {}),
      },
    };
  });
}

async function readSingle(
  request: Request,
  match: RegExpExecArray,
): Promise<Outgoing[] | Response> {
  const url = new URL(request.url);
  if (url.searchParams.has('persist') || url.searchParams.has('persist[ttl]')) {
    return unprocessable({
      persist: ['the local Supabase stack does not store broadcast messages for replay'],
    });
  }
  const isJson = !(request.headers.get('content-type') ?? '').includes('octet-stream');
  const bytes = new Uint8Array(await request.arrayBuffer());
  let payload: BroadcastMessage['payload'] = { bytes };
  if (isJson) {
    try {
      payload = { json: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
    } catch {
      return unprocessable({ payload: ['is invalid'] });
    }
  }
  return [
    {
      topic: decodeURIComponent(match[1] ?? ''),
      private: url.searchParams.get('private') === 'true',
      message: { event: decodeURIComponent(match[2] ?? ''), payload },
    },
  ];
}

/**
 * Broadcast over HTTP (hosted `BroadcastController` / `BatchBroadcast`): 202 with no body once
 * accepted. Public messages go out at once; a private topic's messages only if the caller's
 * token may write its broadcast (INSERT policies of realtime.messages), else they are dropped
 * silently, as hosted does.
 */
export async function handleBroadcastApi(
  request: Request,
  ctx: StackContext,
  hub: ChannelHub,
): Promise<Response> {
  const url = new URL(request.url);
  const single = singlePath.exec(url.pathname);
  if (request.method !== 'POST') {
    return jsonResponse({ message: 'no Route matched with those values' }, 404);
  }
  const token = tokenOf(request);
  const verified = token ? await verifyChannelToken(token, ctx.keys) : undefined;
  if (!verified?.ok) return jsonResponse({ message: 'Unauthorized' }, 401);

  let outgoing: Outgoing[] | Response;
  if (single) {
    outgoing = await readSingle(request, single);
  } else {
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return unprocessable({ messages: ["can't be blank"] });
    }
    outgoing = readBatch(body);
  }
  if (outgoing instanceof Response) return outgoing;

  const writable = new Map<string, boolean>();
  for (const item of outgoing) {
    if (item.private) {
      let allowed = writable.get(item.topic);
      if (allowed === undefined) {
        allowed = await writePermission(
          ctx.db,
          verified.credentials.identity,
          item.topic,
          'broadcast',
        );
        writable.set(item.topic, allowed);
      }
      if (!allowed) continue;
    }
    hub.broadcast(roomOf(item.topic, item.private), item.message);
  }
  return new Response(null, { status: 202 });
}

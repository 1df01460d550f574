import { z } from 'zod';
import type { Database } from '../db/types.ts';
import { type AuthorizedExtension, writePermission } from './channel-authorization.ts';
import type { ChannelHub } from './channel-hub.ts';
import type { JoinedChannel } from './joined-channel.ts';

/** What handling a client's push needs from its connection. */
export interface PushContext {
  db: Database;
  hub: ChannelHub;
  /** Answers the push (only when it carried a ref). */
  reply(status: 'ok' | 'error', response: unknown): void;
}

/**
 * May the channel send this extension? Always on a public channel; on a private one when the
 * INSERT policies of realtime.messages let its identity, checked once per token as hosted
 * Realtime does (BroadcastHandler / PresenceHandler `run_authorization_check`).
 */
async function mayWrite(
  channel: JoinedChannel,
  db: Database,
  extension: AuthorizedExtension,
): Promise<boolean> {
  if (!channel.config.private) return true;
  const known = channel.writePermissions.get(extension);
  if (known !== undefined) return known;
  const allowed = await writePermission(db, channel.identity, channel.name, extension);
  channel.writePermissions.set(extension, allowed);
  return allowed;
}

const broadcastSchema = z.object({ event: z.string(), payload: z.unknown().optional() }).loose();

/**
 * `channel.send({type: 'broadcast', event, payload})`: to every member of the channel's room
 * allowed to read it (the sender too with `broadcast.self`), acknowledged with
 * `broadcast.ack`. A private channel without write permission drops it without a reply, as
 * hosted Realtime does (an acknowledging client then times out).
 */
export async function handleBroadcastPush(
  channel: JoinedChannel,
  payload: unknown,
  context: PushContext,
): Promise<void> {
  const parsed = broadcastSchema.safeParse(payload);
  if (!parsed.success) return;
  if (!(await mayWrite(channel, context.db, 'broadcast'))) return;
  const body = parsed.data.payload;
  context.hub.broadcast(
    channel.room,
    {
      event: parsed.data.event,
      payload: body instanceof Uint8Array ? { bytes: body } : { json: body ?? {} },
    },
    channel,
    channel.config.self,
  );
  if (channel.config.ack) context.reply('ok', {});
}

const presenceSchema = z
  .object({ event: z.enum(['track', 'untrack']), payload: z.unknown().optional() })
  .loose();

/**
 * `channel.track(state)` / `channel.untrack()` (Phoenix Presence): the room's members get a
 * `presence_diff`; a channel whose presence was off gets the whole `presence_state` on its
 * first track. Private channels need presence write permission.
 */
export async function handlePresencePush(
  channel: JoinedChannel,
  payload: unknown,
  context: PushContext,
): Promise<void> {
  const parsed = presenceSchema.safeParse(payload);
  if (!parsed.success) {
    context.reply('error', { reason: 'Presence payload must have an event of track or untrack' });
    return;
  }
  if (!(await mayWrite(channel, context.db, 'presence'))) {
    context.reply('error', {});
    return;
  }
  if (parsed.data.event === 'untrack') {
    context.hub.untrack(channel);
    context.reply('ok', {});
    return;
  }
  const state = parsed.data.payload ?? {};
  if (typeof state !== 'object' || Array.isArray(state)) {
    context.reply('error', { reason: 'Presence track payload must be a map' });
    return;
  }
  context.hub.track(channel, channel.config.presenceKey, state as Record<string, unknown>);
  context.reply('ok', {});
  if (!channel.config.presenceEnabled) {
    channel.config.presenceEnabled = true;
    sendPresenceState(channel, context.hub);
  }
}

/** Everyone present in the channel's room, if it may read presence. */
export function sendPresenceState(channel: JoinedChannel, hub: ChannelHub): void {
  if (channel.canRead('presence')) {
    channel.deliverPresence('presence_state', hub.presenceState(channel.room));
  }
}

import { randomBytes } from 'node:crypto';

/**
 * Public and private channels of one name are different rooms, as on hosted Realtime
 * (`Tenants.tenant_topic(tenant, sub_topic, public?)`): a public broadcast never reaches a
 * private channel's members.
 */
export function roomOf(subTopic: string, isPrivate: boolean): string {
  return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
}

/** A user broadcast: JSON as a client or the HTTP API sent it, or raw bytes (binary pushes). */
export interface BroadcastMessage {
  event: string;
  payload: { json: unknown } | { bytes: Uint8Array };
  /** e.g. `{id}` for messages from the database or the HTTP API with an id. */
  meta?: Record<string, unknown>;
}

export type PresenceMetas = Record<string, { metas: Record<string, unknown>[] }>;
export interface PresenceDiff {
  joins: PresenceMetas;
  leaves: PresenceMetas;
}

/** A joined channel as the hub sees it. */
export interface RoomMember {
  readonly room: string;
  /** May it receive this extension's messages (always, on a public channel)? */
  canRead(extension: 'broadcast' | 'presence'): boolean;
  deliverBroadcast(message: BroadcastMessage): void;
  deliverPresence(event: 'presence_state' | 'presence_diff', payload: unknown): void;
}

interface Tracked {
  key: string;
  meta: Record<string, unknown>;
}

/** Phoenix.Tracker's `phx_ref`: a unique reference per tracked meta. */
function presenceRef(): string {
  return randomBytes(12).toString('base64url');
}

function metasOf(entries: Tracked[]): PresenceMetas {
  const result: PresenceMetas = {};
  for (const { key, meta } of entries) (result[key] ??= { metas: [] }).metas.push(meta);
  return result;
}

/**
 * Who is in which room, for broadcast fan-out and Phoenix Presence: each member tracks at most
 * one meta under its channel's presence key; every change reaches the room as a
 * `presence_diff` (joins/leaves), and `presence_state` lists everyone.
 */
export class ChannelHub {
  private readonly rooms = new Map<string, Set<RoomMember>>();
  private readonly presence = new Map<string, Map<RoomMember, Tracked>>();

  join(member: RoomMember): void {
    let members = this.rooms.get(member.room);
    if (!members) this.rooms.set(member.room, (members = new Set()));
    members.add(member);
  }

  /** Removes the member; what it tracked leaves the room's presence. */
  leave(member: RoomMember): void {
    this.untrack(member);
    const members = this.rooms.get(member.room);
    members?.delete(member);
    if (members?.size === 0) this.rooms.delete(member.room);
  }

  /** Sends to every member of the room allowed to read broadcasts (the sender only with `self`). */
  broadcast(room: string, message: BroadcastMessage, sender?: RoomMember, self = false): void {
    for (const member of this.rooms.get(room) ?? []) {
      if (member === sender && !self) continue;
      if (member.canRead('broadcast')) member.deliverBroadcast(message);
    }
  }

  /** Tracks (or replaces) the member's presence under `key`. */
  track(member: RoomMember, key: string, payload: Record<string, unknown>): void {
    let tracked = this.presence.get(member.room);
    if (!tracked) this.presence.set(member.room, (tracked = new Map()));
    const previous = tracked.get(member);
    const meta: Record<string, unknown> = { ...payload, phx_ref: presenceRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    const current = { key, meta };
    tracked.set(member, current);
    this.announce(member.room, {
      joins: metasOf([current]),
      leaves: previous ? metasOf([previous]) : {},
    });
  }

  untrack(member: RoomMember): void {
    const tracked = this.presence.get(member.room);
    const previous = tracked?.get(member);
    if (!tracked || !previous) return;
    tracked.delete(member);
    if (tracked.size === 0) this.presence.delete(member.room);
    this.announce(member.room, { joins: {}, leaves: metasOf([previous]) });
  }

  /** Everyone present in the room, as `presence_state` lists them. */
  presenceState(room: string): PresenceMetas {
    return metasOf([...(this.presence.get(room)?.values() ?? [])]);
  }

  private announce(room: string, diff: PresenceDiff): void {
    for (const member of this.rooms.get(room) ?? []) {
      if (member.canRead('presence')) member.deliverPresence('presence_diff', diff);
    }
  }
}

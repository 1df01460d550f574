import type { Database } from '../db/types.ts';
import { type ReadPermissions, readPermissions } from './channel-authorization.ts';
import type { JoinedChannel } from './joined-channel.ts';

export type ReadDecision =
  { ok: true; permissions: ReadPermissions } | { ok: false; reason: string };

/**
 * A private channel's read permissions, or a refusal in hosted Realtime's words: a join fails
 * when the identity may read neither the channel's broadcast nor its presence.
 */
export async function authorizeRead(db: Database, channel: JoinedChannel): Promise<ReadDecision> {
  const reason = `You do not have permissions to read from this Channel topic: ${channel.name}`;
  try {
    const permissions = await readPermissions(db, channel.identity, channel.name);
    if (permissions.broadcast || permissions.presence) return { ok: true, permissions };
    return { ok: false, reason };
  } catch (error) {
    // A policy that fails (e.g. a cast error) denies, as hosted Realtime's RlsPolicyError.
    console.error('[local stack] realtime: authorizing a private channel failed:', error);
    return { ok: false, reason };
  }
}

/**
 * Re-checks a private channel's read permissions with its new token and stores them. Answers
 * the shutdown message when a permission it had is gone (hosted
 * `check_read_permissions_revoked`), else undefined.
 */
export async function recheckRead(
  db: Database,
  channel: JoinedChannel,
): Promise<string | undefined> {
  const previous = channel.readPermissions;
  const read = await authorizeRead(db, channel);
  const now = read.ok ? read.permissions : { broadcast: false, presence: false };
  channel.readPermissions = now;
  const revoked =
    (previous?.broadcast === true && !now.broadcast) ||
    (previous?.presence === true && !now.presence);
  return revoked
    ? `You no longer have permission to read from this Channel topic: ${channel.name}`
    : undefined;
}

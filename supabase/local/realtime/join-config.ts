import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * What a `phx_join` asks for besides postgres_changes (realtime-js sends
 * `config: {broadcast: {ack, self}, presence: {key, enabled}, private}`), with hosted
 * Realtime's defaults (gh:supabase/realtime lib/realtime_web/channels/payloads/join.ex).
 */
export interface JoinConfig {
  /** Authorised by RLS on realtime.messages; a separate room from the public one of that name. */
  private: boolean;
  /** The sender receives its own broadcasts. */
  self: boolean;
  /** Broadcast pushes get a `phx_reply` once accepted. */
  ack: boolean;
  /** The key this channel's presence is tracked under (a fresh UUID when none was given). */
  presenceKey: string;
  /** Presence state is sent on join; otherwise from the channel's first `track`. */
  presenceEnabled: boolean;
}

const configSchema = z
  .object({
    private: z.boolean().nullish(),
    broadcast: z
      .object({ self: z.boolean().nullish(), ack: z.boolean().nullish() })
      .loose()
      .nullish(),
    presence: z
      .object({ key: z.string().nullish(), enabled: z.boolean().nullish() })
      .loose()
      .nullish(),
  })
  .loose();

/** Reads `payload.config`; anything malformed falls back to the defaults, as hosted does. */
export function parseJoinConfig(config: unknown): JoinConfig {
  const parsed = configSchema.safeParse(config ?? {});
  const value = parsed.success ? parsed.data : {};
  return {
    private: value.private ?? false,
    self: value.broadcast?.self ?? false,
    ack: value.broadcast?.ack ?? false,
    presenceKey: value.presence?.key || randomUUID(),
    presenceEnabled: value.presence?.enabled ?? false,
  };
}

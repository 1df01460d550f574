import WebSocket, { type RawData } from 'ws';
import { z } from 'zod';
import type { StackContext } from '../http/types.ts';
import { bindingId, parseBindingParams } from './binding-params.ts';
import { type ResolveResult, resolveBindings } from './binding-resolver.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { ChannelHub } from './channel-hub.ts';
import {
  handleBroadcastPush,
  handlePresencePush,
  type PushContext,
  sendPresenceState,
} from './channel-pushes.ts';
import { verifyChannelToken } from './channel-token.ts';
import { parseJoinConfig } from './join-config.ts';
import { authorizeRead, recheckRead } from './private-channel-access.ts';
import { type ChannelOutput, JoinedChannel } from './joined-channel.ts';
import {
  decodeBroadcastPush,
  decodeTextFrame,
  encodeFrame,
  type PhoenixMessage,
  type ProtocolVersion,
} from './phoenix-frames.ts';

/** Phoenix closes a socket that sent nothing (not even a heartbeat) for this long. */
const idleTimeoutMs = 60_000;

const joinPayloadSchema = z
  .object({
    access_token: z.string().nullish(),
    user_token: z.string().nullish(),
    config: z
      .object({
        postgres_changes: z.array(z.unknown()).nullish(),
        postgres_changes_options: z.object({ wait: z.boolean().nullish() }).loose().nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();

const accessTokenPayloadSchema = z.object({ access_token: z.string().nullish() }).loose();

export interface ConnectionOptions {
  vsn: ProtocolVersion;
  /** The socket's `apikey`: the token of channels that join without an `access_token`. */
  apiKey: string;
  ctx: StackContext;
  feed: ChangeFeed;
  /** Every joined channel of the stack, by room: broadcast and presence go through it. */
  hub: ChannelHub;
}

/** One realtime WebSocket: Phoenix heartbeats, channel joins and leaves, token refreshes. */
export class RealtimeConnection {
  private readonly channels = new Map<string, JoinedChannel>();
  private inbox: Promise<void> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly closed: Promise<void>;

  constructor(
    private readonly socket: WebSocket,
    private readonly options: ConnectionOptions,
  ) {
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.dispose());
    socket.on('error', () => socket.terminate());
    this.resetIdleTimer();
  }

  /** Closes the socket, forcibly if the client does not answer the close frame within 1 s. */
  async close(code: number, reason: string): Promise<void> {
    this.socket.close(code, reason);
    const timer = setTimeout(() => this.socket.terminate(), 1000);
    await this.closed;
    clearTimeout(timer);
  }

  private resetIdleTimer(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.socket.close(1000, 'Idle timeout'), idleTimeoutMs);
    this.idleTimer.unref();
  }

  /** Frames are handled one after another, so a leave never overtakes its join. */
  private receive(data: RawData, isBinary: boolean): void {
    this.resetIdleTimer();
    const buffer = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(new Uint8Array(data));
    this.inbox = this.inbox
      .then(() => this.handleFrame(buffer, isBinary))
      .catch((error: unknown) => {
        console.error('[local stack] realtime: frame handling failed:', error);
        this.socket.close(1011, 'Internal error');
      });
  }

  private async handleFrame(buffer: Buffer, isBinary: boolean): Promise<void> {
    const message = isBinary
      ? decodeBroadcastPush(buffer)
      : decodeTextFrame(buffer.toString('utf8'), this.options.vsn);
    if (!message) {
      this.socket.close(1007, 'Malformed frame');
      return;
    }
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {});
      else this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (message.event === 'phx_join') {
      await this.join(message);
      return;
    }
    const channel = this.channels.get(message.topic);
    if (!channel) {
      this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (message.event) {
      case 'phx_leave':
        this.removeChannel(channel);
        this.reply(message, 'ok', {});
        return;
      case 'access_token':
        await this.refreshToken(channel, message.payload);
        return;
      case 'broadcast':
        await handleBroadcastPush(channel, message.payload, this.pushContext(message));
        return;
      case 'presence':
        await handlePresencePush(channel, message.payload, this.pushContext(message));
        return;
      default:
        // Hosted Realtime ignores events it does not know.
        return;
    }
  }

  private send(message: PhoenixMessage): void {
    if (this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(encodeFrame(message, this.options.vsn));
    }
  }

  /** Where this socket's channels send their frames. */
  private channelOutput(): ChannelOutput {
    return {
      vsn: this.options.vsn,
      message: (message) => this.send(message),
      binary: (frame) => {
        if (this.socket.readyState === WebSocket.OPEN) this.socket.send(frame, { binary: true });
      },
    };
  }

  private pushContext(message: PhoenixMessage): PushContext {
    return {
      db: this.options.ctx.db,
      hub: this.options.hub,
      reply: (status, response) => this.reply(message, status, response),
    };
  }

  private reply(request: PhoenixMessage, status: 'ok' | 'error', response: unknown): void {
    // A request without a ref expects no reply (Phoenix only replies to refs).
    if (request.ref === null) return;
    this.send({
      joinRef: request.joinRef,
      ref: request.ref,
      topic: request.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const { topic } = message;
    if (!topic.startsWith('realtime:')) {
      this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    // Phoenix closes the old channel when a topic is joined again (a client rejoin).
    const previous = this.channels.get(topic);
    if (previous) {
      this.removeChannel(previous);
      previous.push('phx_close', {});
    }
    if (topic === 'realtime:') {
      this.reply(message, 'error', { reason: 'TopicNameRequired: You must provide a topic name' });
      return;
    }
    const parsed = joinPayloadSchema.safeParse(message.payload);
    const payload = parsed.success ? parsed.data : {};
    const requested = payload.access_token ?? payload.user_token;
    // Publishable keys (`sb_…`) are not JWTs: hosted Realtime falls back to the socket's key.
    const token = requested && !requested.startsWith('sb_') ? requested : this.options.apiKey;
    const verified = await verifyChannelToken(token, this.options.ctx.keys);
    if (!verified.ok) {
      this.reply(message, 'error', { reason: `${verified.code}: ${verified.message}` });
      return;
    }
    const rawBindings = (payload.config?.postgres_changes ?? []).filter((raw) => raw !== null);
    const channel = new JoinedChannel(
      topic,
      message.joinRef ?? message.ref,
      token,
      verified.credentials,
      rawBindings,
      parseJoinConfig(payload.config),
      this.channelOutput(),
      (expired, reason) => this.shutDown(expired, reason),
    );
    if (channel.config.private) {
      const read = await authorizeRead(this.options.ctx.db, channel);
      if (!read.ok) {
        channel.dispose();
        this.reply(message, 'error', { reason: `Unauthorized: ${read.reason}` });
        return;
      }
      channel.readPermissions = read.permissions;
    }
    const outcome = rawBindings.length > 0 ? await this.subscribe(channel) : undefined;
    if (outcome && !outcome.ok && payload.config?.postgres_changes_options?.wait) {
      channel.dispose();
      this.reply(message, 'error', {
        reason: `RealtimeDisabledForConfiguration: ${outcome.message}`,
      });
      return;
    }
    if (this.socket.readyState !== WebSocket.OPEN) {
      channel.dispose();
      return;
    }
    this.channels.set(topic, channel);
    this.options.hub.join(channel);
    if (outcome) this.applySubscription(channel, outcome);
    const echoed = rawBindings.map((raw) =>
      typeof raw === 'object' && !Array.isArray(raw) ? { ...raw, id: bindingId(raw) } : raw,
    );
    this.reply(message, 'ok', { postgres_changes: echoed });
    if (channel.config.presenceEnabled) sendPresenceState(channel, this.options.hub);
    if (outcome) this.reportSubscription(channel, outcome);
  }

  /** Makes subscriptions of the channel's bindings for its current identity. */
  private async subscribe(channel: JoinedChannel): Promise<ResolveResult> {
    const bindings = [];
    for (const raw of channel.rawBindings) {
      const parsed = parseBindingParams(raw);
      if (!parsed.ok) return parsed;
      bindings.push({ id: bindingId(raw), params: parsed.params });
    }
    try {
      await this.options.feed.start();
      return await resolveBindings(this.options.ctx.db, channel.identity.role, bindings);
    } catch (error) {
      console.error('[local stack] realtime: subscribing failed:', error);
      return { ok: false, message: 'Realtime was unable to connect to the project database' };
    }
  }

  /** Changes committed from now on reach the channel (or none, if subscribing failed). */
  private applySubscription(channel: JoinedChannel, outcome: ResolveResult): void {
    channel.bindings = outcome.ok ? outcome.bindings : [];
    if (outcome.ok) this.options.feed.add(channel);
    else this.options.feed.remove(channel);
  }

  private reportSubscription(channel: JoinedChannel, outcome: ResolveResult): void {
    if (outcome.ok) channel.pushSystem('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    else channel.pushSystem('postgres_changes', 'error', outcome.message);
  }

  /**
   * `access_token` after a token refresh, sign-in or sign-out: the channel acts with the new
   * token from now on and re-subscribes; a bad token shuts the channel down.
   */
  private async refreshToken(channel: JoinedChannel, payload: unknown): Promise<void> {
    const parsed = accessTokenPayloadSchema.safeParse(payload);
    const token = parsed.success ? parsed.data.access_token : undefined;
    if (!token || token.startsWith('sb_') || token === channel.token) return;
    const verified = await verifyChannelToken(token, this.options.ctx.keys);
    if (this.channels.get(channel.topic) !== channel) return;
    if (!verified.ok) {
      this.shutDown(channel, verified.message);
      return;
    }
    channel.replaceToken(token, verified.credentials);
    if (channel.config.private) {
      const revoked = await recheckRead(this.options.ctx.db, channel);
      if (this.channels.get(channel.topic) !== channel) return;
      if (revoked) {
        this.shutDown(channel, revoked);
        return;
      }
    }
    if (channel.rawBindings.length === 0) return;
    const outcome = await this.subscribe(channel);
    if (this.channels.get(channel.topic) !== channel) return;
    this.applySubscription(channel, outcome);
    this.reportSubscription(channel, outcome);
  }

  /** Hosted Realtime's `shutdown_response`: a system error, then the channel closes. */
  private shutDown(channel: JoinedChannel, reason: string): void {
    if (this.channels.get(channel.topic) !== channel) return;
    channel.pushSystem('system', 'error', reason);
    this.removeChannel(channel);
    channel.push('phx_close', {});
  }

  private removeChannel(channel: JoinedChannel): void {
    channel.dispose();
    this.options.feed.remove(channel);
    this.options.hub.leave(channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  private dispose(): void {
    clearTimeout(this.idleTimer);
    for (const channel of [...this.channels.values()]) this.removeChannel(channel);
  }
}

import type { RequestIdentity } from '../db/request-scope.ts';
import type { ResolvedBinding } from './binding-resolver.ts';
import type { ChangeSubscriber } from './change-delivery.ts';
import type { AuthorizedExtension, ReadPermissions } from './channel-authorization.ts';
import { type BroadcastMessage, type RoomMember, roomOf } from './channel-hub.ts';
import { type ChannelCredentials, tokenExpiredMessage } from './channel-token.ts';
import type { JoinConfig } from './join-config.ts';
import {
  encodeUserBroadcast,
  type PhoenixMessage,
  type ProtocolVersion,
} from './phoenix-frames.ts';

/** Where a channel's frames go: its socket, as text (JSON) or, for binary broadcasts, bytes. */
export interface ChannelOutput {
  vsn: ProtocolVersion;
  message(message: PhoenixMessage): void;
  binary(frame: Buffer): void;
}

/** setTimeout's ceiling is ~24.8 days; hosted Realtime re-checks a token at least hourly too. */
const maxExpiryCheckMs = 60 * 60 * 1000;

/**
 * One joined `realtime:<name>` topic on a socket: the token it acts with, the client's raw
 * postgres_changes bindings and the subscriptions the server made of them, its broadcast and
 * presence settings and, on a private channel, what Realtime Authorization allowed. It shuts
 * itself down when its token expires, as hosted Realtime does.
 */
export class JoinedChannel implements ChangeSubscriber, RoomMember {
  bindings: readonly ResolvedBinding[] = [];
  /** Private channels: what the identity may read (undefined on a public channel: everything). */
  readPermissions: ReadPermissions | undefined;
  /** Private channels: write checks already made with the current token. */
  readonly writePermissions = new Map<AuthorizedExtension, boolean>();
  private credentials: ChannelCredentials;
  private expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly topic: string,
    /** The ref of the join; every frame the server pushes on the channel carries it. */
    readonly joinRef: string | null,
    public token: string,
    credentials: ChannelCredentials,
    /** The client's `config.postgres_changes` entries, kept to re-subscribe on a new token. */
    readonly rawBindings: readonly unknown[],
    readonly config: JoinConfig,
    private readonly output: ChannelOutput,
    private readonly onExpired: (channel: JoinedChannel, message: string) => void,
  ) {
    this.credentials = credentials;
    this.scheduleExpiryCheck();
  }

  /** The room its broadcasts and presence share with the other channels of that name. */
  get room(): string {
    return roomOf(this.name, this.config.private);
  }

  canRead(extension: AuthorizedExtension): boolean {
    return this.readPermissions === undefined || this.readPermissions[extension];
  }

  deliverBroadcast(message: BroadcastMessage): void {
    const meta = message.meta ? { meta: message.meta } : {};
    if ('json' in message.payload) {
      // Fan-out frames carry no join_ref (Phoenix's fastlane), unlike the channel's own pushes.
      this.output.message({
        joinRef: null,
        ref: null,
        topic: this.topic,
        event: 'broadcast',
        payload: {
          type: 'broadcast',
          event: message.event,
          payload: message.payload.json,
          ...meta,
        },
      });
    } else if (this.output.vsn === '2.0.0') {
      // A 1.0.0 client cannot represent bytes: hosted Realtime does not send them either.
      this.output.binary(
        encodeUserBroadcast(this.topic, message.event, message.meta, message.payload.bytes),
      );
    }
  }

  deliverPresence(event: 'presence_state' | 'presence_diff', payload: unknown): void {
    if (event === 'presence_state') this.push(event, payload);
    else this.output.message({ joinRef: null, ref: null, topic: this.topic, event, payload });
  }

  /** The topic without its `realtime:` prefix, as system messages name the channel. */
  get name(): string {
    return this.topic.slice('realtime:'.length);
  }

  get identity(): RequestIdentity {
    return this.credentials.identity;
  }

  replaceToken(token: string, credentials: ChannelCredentials): void {
    this.token = token;
    this.credentials = credentials;
    this.writePermissions.clear();
    this.scheduleExpiryCheck();
  }

  push(event: string, payload: unknown): void {
    this.output.message({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  /** A `system` message, the way hosted Realtime reports subscription and token outcomes. */
  pushSystem(extension: 'system' | 'postgres_changes', status: 'ok' | 'error', message: string) {
    this.push('system', { channel: this.name, extension, message, status });
  }

  dispose(): void {
    clearTimeout(this.expiryTimer);
  }

  private scheduleExpiryCheck(): void {
    clearTimeout(this.expiryTimer);
    const remainingMs = this.credentials.expiresAt * 1000 - Date.now();
    this.expiryTimer = setTimeout(
      () => {
        if (Date.now() >= this.credentials.expiresAt * 1000) {
          this.onExpired(this, tokenExpiredMessage(this.credentials.expiresAt));
        } else {
          this.scheduleExpiryCheck();
        }
      },
      Math.max(0, Math.min(remainingMs, maxExpiryCheckMs)),
    );
    this.expiryTimer.unref();
  }
}

import type { RequestIdentity } from '../db/request-scope.ts';
import type { ResolvedBinding } from './binding-resolver.ts';
import type { ChangeSubscriber } from './change-delivery.ts';
import { type ChannelCredentials, tokenExpiredMessage } from './channel-token.ts';
import type { PhoenixMessage } from './phoenix-frames.ts';

/** setTimeout's ceiling is ~24.8 days; hosted Realtime re-checks a token at least hourly too. */
const maxExpiryCheckMs = 60 * 60 * 1000;

/**
 * One joined `realtime:<name>` topic on a socket: the token it acts with, the client's raw
 * postgres_changes bindings and the subscriptions the server made of them. It shuts itself
 * down when its token expires, as hosted Realtime does.
 */
export class JoinedChannel implements ChangeSubscriber {
  bindings: readonly ResolvedBinding[] = [];
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
    private readonly output: (message: PhoenixMessage) => void,
    private readonly onExpired: (channel: JoinedChannel, message: string) => void,
  ) {
    this.credentials = credentials;
    this.scheduleExpiryCheck();
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
    this.scheduleExpiryCheck();
  }

  push(event: string, payload: unknown): void {
    this.output({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
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

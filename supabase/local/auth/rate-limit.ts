/**
 * In-memory fixed-window counters, the local stand-in for GoTrue's per-IP limiters and its
 * project-wide e-mail budget. A restart forgets them, which is what a development server wants.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { startedAtMs: number; count: number }>();

  constructor(private readonly windowMs: number) {}

  /** Counts one event for `key`; false when `limit` events already happened in this window. */
  tryConsume(key: string, limit: number, nowMs = Date.now()): boolean {
    this.dropExpired(nowMs);
    const window = this.windows.get(key);
    if (!window || nowMs - window.startedAtMs >= this.windowMs) {
      this.windows.set(key, { startedAtMs: nowMs, count: 1 });
      return limit >= 1;
    }
    if (window.count >= limit) return false;
    window.count += 1;
    return true;
  }

  // Bounded memory: a long-running dev server sees many addresses over days.
  private dropExpired(nowMs: number): void {
    if (this.windows.size < 1000) return;
    for (const [key, window] of this.windows) {
      if (nowMs - window.startedAtMs >= this.windowMs) this.windows.delete(key);
    }
  }
}

/** The limiters one auth service instance keeps (one stack = one set of counters). */
export interface AuthLimiters {
  /** Sign-ups and password sign-ins per IP per 5 minutes. */
  signInSignUp: FixedWindowLimiter;
  tokenRefresh: FixedWindowLimiter;
  /** `/verify` and OTP / magic-link requests per IP per 5 minutes. */
  verification: FixedWindowLimiter;
  /** E-mails per hour, project-wide. */
  emailPerHour: FixedWindowLimiter;
}

const FIVE_MINUTES_MS = 5 * 60 * 1000;

export function createAuthLimiters(): AuthLimiters {
  return {
    signInSignUp: new FixedWindowLimiter(FIVE_MINUTES_MS),
    tokenRefresh: new FixedWindowLimiter(FIVE_MINUTES_MS),
    verification: new FixedWindowLimiter(FIVE_MINUTES_MS),
    emailPerHour: new FixedWindowLimiter(60 * 60 * 1000),
  };
}

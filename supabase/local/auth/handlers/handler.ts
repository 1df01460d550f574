import type { StackContext } from '../../http/types.ts';
import { tooManyRequests } from '../errors.ts';
import type { FixedWindowLimiter, AuthLimiters } from '../rate-limit.ts';
import { rateLimitKey } from '../request.ts';

/** What every auth endpoint handler gets. */
export interface AuthCall {
  request: Request;
  url: URL;
  ctx: StackContext;
  limiters: AuthLimiters;
}

export type AuthHandler = (call: AuthCall) => Promise<Response>;

/**
 * GoTrue's per-IP limiter (internal/api/middleware.go `limitHandler`): counts the address in the
 * configured rate-limit header, and applies nothing when there is none, as GoTrue does without
 * `GOTRUE_RATE_LIMIT_HEADER`.
 */
export function enforceIpLimit(call: AuthCall, limiter: FixedWindowLimiter, limit: number): void {
  const key = rateLimitKey(call.request, call.ctx.rateLimitHeader);
  if (key === undefined) return;
  if (!limiter.tryConsume(key, limit)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }
}

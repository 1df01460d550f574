import type { StackContext } from '../../http/types.ts';
import { tooManyRequests } from '../errors.ts';
import type { FixedWindowLimiter, AuthLimiters } from '../rate-limit.ts';
import { clientIp } from '../request.ts';

/** What every auth endpoint handler gets. */
export interface AuthCall {
  request: Request;
  url: URL;
  ctx: StackContext;
  limiters: AuthLimiters;
}

export type AuthHandler = (call: AuthCall) => Promise<Response>;

/** GoTrue's per-IP limiter answer (internal/api/middleware.go `limitHandler`). */
export function enforceIpLimit(call: AuthCall, limiter: FixedWindowLimiter, limit: number): void {
  if (!limiter.tryConsume(clientIp(call.request), limit)) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
  }
}

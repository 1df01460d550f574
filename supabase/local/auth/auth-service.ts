import type { Service } from '../http/types.ts';
import { jsonResponse } from '../http/types.ts';

// PLACEHOLDER: replaced by the real service while the local stack is being built.
export function createAuthService(): Service {
  return {
    prefix: '/auth/v1',
    maxBodyBytes: 1024 * 1024,
    exposeHeaders: [],
    payloadTooLarge: () => jsonResponse({ message: 'Payload too large' }, 413),
    handle: async () => jsonResponse({ message: 'not implemented yet' }, 501),
  };
}

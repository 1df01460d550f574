import type { AuthSettings } from '../../supabase/local/config.ts';

/**
 * bcrypt's lowest cost instead of GoTrue's 10, for every test stack (integration and e2e): the
 * integration run on PostgreSQL alone hashes or checks ~750 passwords, about a minute of CPU at
 * cost 10 on the 2-core machine. A check reads the cost from the hash; the stack's own default
 * stays GoTrue's (config.ts).
 */
export const TEST_PASSWORD_HASH_COST = 4;

/**
 * Test runs sign up and log in far more often than a person: lift the project-wide mail and
 * per-IP limits so ordinary tests never meet them. Tests of the limits themselves start their
 * own stack with small limits and `rateLimitHeader: 'X-Forwarded-For'` (per-IP limits apply
 * only with a rate-limit header, as in GoTrue), each simulated person sending its own address.
 */
export const testAuthOverrides: Partial<AuthSettings> = {
  rateLimits: {
    emailSentPerHour: 100_000,
    signInSignUpsPer5Min: 100_000,
    tokenRefreshPer5Min: 100_000,
    tokenVerificationsPer5Min: 100_000,
  },
  emailMaxFrequencySeconds: 0,
  passwordHashCost: TEST_PASSWORD_HASH_COST,
};

import type { AuthSettings } from '../../supabase/local/config.ts';

/**
 * Test runs sign up and log in far more often than a person: lift the project-wide mail and
 * per-IP limits so ordinary tests never meet them. Tests of the limits themselves start their
 * own stack with the config.toml values, or send a distinct X-Forwarded-For.
 */
export const testAuthOverrides: Partial<AuthSettings> = {
  rateLimits: {
    emailSentPerHour: 100_000,
    signInSignUpsPer5Min: 100_000,
    tokenRefreshPer5Min: 100_000,
    tokenVerificationsPer5Min: 100_000,
  },
  emailMaxFrequencySeconds: 0,
};

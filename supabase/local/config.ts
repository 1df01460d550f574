import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { z } from 'zod';

/** GoTrue hashes passwords with bcrypt's default cost. */
export const GOTRUE_BCRYPT_COST = 10;

/** The auth settings the GoTrue-compatible service honours, read from config.toml. */
export interface AuthSettings {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpirySeconds: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  minimumPasswordLength: number;
  enableRefreshTokenRotation: boolean;
  refreshTokenReuseIntervalSeconds: number;
  emailMaxFrequencySeconds: number;
  otpExpirySeconds: number;
  /**
   * The asymmetric signing keys file (`signing_keys_path`, relative to the supabase folder as
   * the CLI reads it); undefined: access tokens are signed with the legacy HS256 secret.
   */
  signingKeysPath: string | undefined;
  /** TOTP second factors on (`[auth.mfa.totp]`, GoTrue's `MFA_TOTP_ENROLL/VERIFY_ENABLED`). */
  mfaTotpEnabled: boolean;
  /** How many factors a user may have (`[auth.mfa] max_enrolled_factors`). */
  mfaMaxEnrolledFactors: number;
  /**
   * bcrypt's cost for the password hashes it writes: GoTrue's (bcrypt's default, 10), not a
   * config.toml setting. Test stacks lower it (tests/support/test-stack-options.ts); a check
   * reads the cost from the stored hash, so any cost signs in.
   */
  passwordHashCost: number;
  rateLimits: {
    /** E-mails per hour, project-wide. */
    emailSentPerHour: number;
    /** Sign-ins and sign-ups per 5 minutes per client IP. */
    signInSignUpsPer5Min: number;
    tokenRefreshPer5Min: number;
    tokenVerificationsPer5Min: number;
  };
}

export interface ApiSettings {
  schemas: string[];
  extraSearchPath: string[];
  maxRows: number;
}

export interface ProjectConfig {
  api: ApiSettings;
  auth: AuthSettings;
  storageFileSizeLimitBytes: number;
  /** verify_jwt per function name; true when not configured (the hosted default). */
  functionsVerifyJwt: Record<string, boolean>;
}

const durationSeconds = z
  .union([z.number(), z.string()])
  .transform((value) => (typeof value === 'number' ? value : parseDuration(value)));

const tomlSchema = z.object({
  api: z
    .object({
      schemas: z.array(z.string()).default(['public', 'graphql_public']),
      extra_search_path: z.array(z.string()).default(['public', 'extensions']),
      max_rows: z.number().int().positive().default(1000),
    })
    .prefault({}),
  storage: z.object({ file_size_limit: z.string().default('50MiB') }).prefault({}),
  auth: z
    .object({
      site_url: z.string().default('http://127.0.0.1:3000'),
      additional_redirect_urls: z.array(z.string()).default([]),
      jwt_expiry: z.number().int().positive().default(3600),
      enable_signup: z.boolean().default(true),
      enable_refresh_token_rotation: z.boolean().default(true),
      refresh_token_reuse_interval: z.number().int().nonnegative().default(10),
      minimum_password_length: z.number().int().positive().default(6),
      signing_keys_path: z.string().optional(),
      mfa: z
        .object({
          max_enrolled_factors: z.number().int().positive().default(10),
          totp: z
            .object({
              enroll_enabled: z.boolean().default(false),
              verify_enabled: z.boolean().default(false),
            })
            .prefault({}),
        })
        .prefault({}),
      rate_limit: z
        .object({
          email_sent: z.number().int().positive().default(2),
          sign_in_sign_ups: z.number().int().positive().default(30),
          token_refresh: z.number().int().positive().default(150),
          token_verifications: z.number().int().positive().default(30),
        })
        .prefault({}),
      email: z
        .object({
          enable_signup: z.boolean().default(true),
          enable_confirmations: z.boolean().default(false),
          max_frequency: durationSeconds.default(1),
          otp_expiry: z.number().int().positive().default(3600),
        })
        .prefault({}),
    })
    .prefault({}),
  functions: z.record(z.string(), z.object({ verify_jwt: z.boolean().default(true) })).default({}),
});

/** "1s", "2m", "1h" or "1m30s" → seconds. */
export function parseDuration(text: string): number {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0) throw new Error(`Invalid duration "${text}"`);
  const factor = { ms: 0.001, s: 1, m: 60, h: 3600 } as const;
  return parts.reduce(
    (sum, [, amount, unit]) => sum + Number(amount) * factor[unit as keyof typeof factor],
    0,
  );
}

/** "50MiB", "512KB", "1GB" → bytes. */
export function parseByteSize(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|KiB|MB|MiB|GB|GiB)?\s*$/i.exec(text);
  if (!match) throw new Error(`Invalid size "${text}"`);
  const unit = (match[2] ?? 'B').toLowerCase();
  const factor: Record<string, number> = {
    b: 1,
    kb: 1000,
    kib: 1024,
    mb: 1000 ** 2,
    mib: 1024 ** 2,
    gb: 1000 ** 3,
    gib: 1024 ** 3,
  };
  return Math.round(Number(match[1]) * (factor[unit] ?? 1));
}

export function loadProjectConfig(configPath: string): ProjectConfig {
  const raw = tomlSchema.parse(parse(readFileSync(configPath, 'utf8')));
  const signingKeysPath = raw.auth.signing_keys_path;
  return {
    api: {
      schemas: raw.api.schemas,
      extraSearchPath: raw.api.extra_search_path,
      maxRows: raw.api.max_rows,
    },
    auth: {
      siteUrl: raw.auth.site_url,
      additionalRedirectUrls: raw.auth.additional_redirect_urls,
      jwtExpirySeconds: raw.auth.jwt_expiry,
      enableSignup: raw.auth.enable_signup && raw.auth.email.enable_signup,
      enableConfirmations: raw.auth.email.enable_confirmations,
      minimumPasswordLength: raw.auth.minimum_password_length,
      enableRefreshTokenRotation: raw.auth.enable_refresh_token_rotation,
      refreshTokenReuseIntervalSeconds: raw.auth.refresh_token_reuse_interval,
      emailMaxFrequencySeconds: raw.auth.email.max_frequency,
      otpExpirySeconds: raw.auth.email.otp_expiry,
      signingKeysPath: signingKeysPath ? resolve(dirname(configPath), signingKeysPath) : undefined,
      mfaTotpEnabled: raw.auth.mfa.totp.enroll_enabled && raw.auth.mfa.totp.verify_enabled,
      mfaMaxEnrolledFactors: raw.auth.mfa.max_enrolled_factors,
      passwordHashCost: GOTRUE_BCRYPT_COST,
      rateLimits: {
        emailSentPerHour: raw.auth.rate_limit.email_sent,
        signInSignUpsPer5Min: raw.auth.rate_limit.sign_in_sign_ups,
        tokenRefreshPer5Min: raw.auth.rate_limit.token_refresh,
        tokenVerificationsPer5Min: raw.auth.rate_limit.token_verifications,
      },
    },
    storageFileSizeLimitBytes: parseByteSize(raw.storage.file_size_limit),
    functionsVerifyJwt: Object.fromEntries(
      Object.entries(raw.functions).map(([name, fn]) => [name, fn.verify_jwt]),
    ),
  };
}

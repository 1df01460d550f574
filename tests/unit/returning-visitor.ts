/**
 * The consent record of a visitor who already refused optional cookies. E2E specs seed it so
 * the banner does not cover pages tested for something else; a unit test proves the app still
 * accepts it (same shape, current policy version), so a policy bump cannot silently break them.
 */
export const CONSENT_KEY = 'bottega-del-bun:cookie-consent';
export const CURRENT_POLICY_VERSION = '2026-11-21';

export function returningVisitorConsent(decidedAt: Date) {
  return {
    policyVersion: CURRENT_POLICY_VERSION,
    decidedAt: decidedAt.toISOString(),
    method: 'rejected-all',
    categories: { necessary: true, statistics: false, marketing: false },
  };
}

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, readConsent } from '@/domain/consent/consent-record';
import { CONSENT_KEY, returningVisitorConsent } from './returning-visitor';

afterEach(() => localStorage.clear());

describe('the e2e returning-visitor consent', () => {
  it('is a record the app accepts as a valid choice', () => {
    expect(CONSENT_KEY).toBe(CONSENT_STORAGE_KEY);
    const now = new Date();
    localStorage.setItem(CONSENT_KEY, JSON.stringify(returningVisitorConsent(now)));
    expect(readConsent(localStorage, now)).toMatchObject({ method: 'rejected-all' });
  });
});

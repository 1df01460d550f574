// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONSENT_POLICY_VERSION,
  CONSENT_STORAGE_KEY,
  categoriesFor,
  consentExpiresAt,
  readConsent,
  saveConsent,
} from '@/domain/consent/consent-record';

afterEach(() => localStorage.clear());

const decidedAt = new Date('2026-03-15T10:00:00.000Z');

describe('consent record', () => {
  it('stores the choice with its date and policy version', () => {
    saveConsent(
      localStorage,
      'customized',
      { necessary: true, statistics: true, marketing: false },
      decidedAt,
    );
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual({
      policyVersion: CONSENT_POLICY_VERSION,
      decidedAt: '2026-03-15T10:00:00.000Z',
      method: 'customized',
      categories: { necessary: true, statistics: true, marketing: false },
    });
  });

  it('is valid for six months, then asks again', () => {
    saveConsent(localStorage, 'accepted-all', categoriesFor('accepted-all'), decidedAt);
    expect(consentExpiresAt(decidedAt).toISOString()).toBe('2026-09-15T10:00:00.000Z');
    expect(readConsent(localStorage, new Date('2026-09-15T09:59:59.000Z'))?.method).toBe(
      'accepted-all',
    );
    expect(readConsent(localStorage, new Date('2026-09-15T10:00:00.000Z'))).toBeNull();
  });

  it('asks again when the cookie policy version changes', () => {
    const record = saveConsent(
      localStorage,
      'rejected-all',
      categoriesFor('rejected-all'),
      decidedAt,
    );
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ ...record, policyVersion: '2025-01-01' }),
    );
    expect(readConsent(localStorage, decidedAt)).toBeNull();
  });

  it('treats a damaged or tampered record as no choice', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{oops');
    expect(readConsent(localStorage, decidedAt)).toBeNull();
    const record = saveConsent(
      localStorage,
      'rejected-all',
      categoriesFor('rejected-all'),
      decidedAt,
    );
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ ...record, categories: { ...record.categories, necessary: false } }),
    );
    expect(readConsent(localStorage, decidedAt)).toBeNull();
  });

  it('maps the one-click choices: the X refuses like Rifiuta', () => {
    expect(categoriesFor('accepted-all')).toEqual({
      necessary: true,
      statistics: true,
      marketing: true,
    });
    expect(categoriesFor('rejected-all')).toEqual({
      necessary: true,
      statistics: false,
      marketing: false,
    });
    expect(categoriesFor('dismissed')).toEqual({
      necessary: true,
      statistics: false,
      marketing: false,
    });
  });
});

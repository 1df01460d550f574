// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '@/domain/consent/consent-record';
import { createConsentStore, hasConsent } from '@/domain/consent/consent-store';

afterEach(() => localStorage.clear());

describe('consent store', () => {
  it('starts undecided, then remembers the choice across reloads', () => {
    const store = createConsentStore(localStorage);
    expect(store.getState().record).toBeNull();
    store.decide('accepted-all');
    expect(hasConsent('statistics', store)).toBe(true);
    const reloaded = createConsentStore(localStorage);
    expect(reloaded.getState().record?.method).toBe('accepted-all');
    expect(hasConsent('marketing', reloaded)).toBe(true);
  });

  it('records closing with the X as a refusal', () => {
    const store = createConsentStore(localStorage);
    store.decide('dismissed');
    const saved = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as {
      method: string;
    };
    expect(saved.method).toBe('dismissed');
    expect(hasConsent('statistics', store)).toBe(false);
    expect(hasConsent('marketing', store)).toBe(false);
  });

  it('saves per-category choices and keeps necessary storage on', () => {
    const store = createConsentStore(localStorage);
    store.customize({ statistics: true, marketing: false });
    expect(store.getState().record?.categories).toEqual({
      necessary: true,
      statistics: true,
      marketing: false,
    });
  });

  it('reopens the preferences and closes them with the next choice', () => {
    const store = createConsentStore(localStorage);
    store.decide('rejected-all');
    store.openPreferences();
    expect(store.getState().preferencesOpen).toBe(true);
    store.customize({ statistics: false, marketing: true });
    expect(store.getState()).toMatchObject({
      preferencesOpen: false,
      record: { method: 'customized' },
    });
  });

  it('asks again once the stored choice is older than six months', () => {
    let now = new Date('2026-01-10T08:00:00.000Z');
    createConsentStore(localStorage, () => now).decide('rejected-all');
    now = new Date('2026-07-10T08:00:00.000Z');
    expect(createConsentStore(localStorage, () => now).getState().record).toBeNull();
  });
});

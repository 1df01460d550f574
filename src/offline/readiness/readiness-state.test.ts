// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  knownBusiness,
  lastReadyAt,
  readinessFor,
  reloadReadinessForTests,
  resetReadiness,
  setReadiness,
} from '@/offline/readiness/readiness-state';
import { READINESS_STORAGE_KEY } from '@/offline/readiness/readiness-storage-keys';

beforeEach(() => {
  localStorage.clear();
  reloadReadinessForTests();
});

describe('the offline readiness of the device', () => {
  it('is kept across reloads for the person it was prepared for only', () => {
    setReadiness('u1', { state: 'ready', at: 1_000, pictures: 3, withAccount: true }, true);
    reloadReadinessForTests();
    expect(readinessFor('u1')).toEqual({
      state: 'ready',
      at: 1_000,
      pictures: 3,
      withAccount: true,
    });
    expect(knownBusiness('u1')).toBe(true);
    expect(readinessFor('u2')).toEqual({ state: 'idle' });
    expect(readinessFor(null)).toEqual({ state: 'idle' });
  });

  it('does not keep a preparation a reload cut short', () => {
    setReadiness('u1', { state: 'ready', at: 1_000, pictures: 3, withAccount: true });
    setReadiness('u1', { state: 'preparing', step: 'data', done: 0, total: 1, lastReadyAt: 1_000 });
    expect(readinessFor('u1').state).toBe('preparing');
    expect(lastReadyAt('u1')).toBe(1_000);
    reloadReadinessForTests();
    expect(readinessFor('u1').state).toBe('ready');
  });

  it('is forgotten on sign-out', () => {
    setReadiness('u1', { state: 'ready', at: 1_000, pictures: 3, withAccount: true });
    resetReadiness();
    expect(readinessFor('u1')).toEqual({ state: 'idle' });
    expect(localStorage.getItem(READINESS_STORAGE_KEY)).toBeNull();
  });
});

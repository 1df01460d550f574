import { readStorageItem, writeStorageItem } from '@/lib/browser-storage';
import { isRecord } from '@/lib/validation/is-record';

/** localStorage key of the visitor's cookie choice. */
export const CONSENT_STORAGE_KEY = 'bottega-del-bun:cookie-consent';

/**
 * Version of the cookie policy the choice refers to. Changing it (new purposes, new third
 * parties) asks every visitor again, as the Garante's guidelines require.
 */
export const CONSENT_POLICY_VERSION = '2026-11-21';

/** A choice is asked again after six months (Garante, 10 June 2021). */
export const CONSENT_VALIDITY_MONTHS = 6;

/** Optional purposes the visitor can allow; technical storage needs no consent. */
export const optionalConsentCategories = ['statistics', 'marketing'] as const;
export type OptionalConsentCategory = (typeof optionalConsentCategories)[number];

/**
 * How the choice was made. `dismissed` is closing the banner with the X, which the
 * guidelines treat as a refusal of everything but technical storage.
 */
export type ConsentMethod = 'accepted-all' | 'rejected-all' | 'customized' | 'dismissed';

const consentMethods: readonly ConsentMethod[] = [
  'accepted-all',
  'rejected-all',
  'customized',
  'dismissed',
];

export interface ConsentRecord {
  policyVersion: string;
  /** ISO 8601 date-time of the choice. */
  decidedAt: string;
  method: ConsentMethod;
  categories: { necessary: true; statistics: boolean; marketing: boolean };
}
export type ConsentCategories = ConsentRecord['categories'];

/**
 * Whether a stored value is a well-formed choice (a plain check rather than a schema library:
 * the banner reads it on the first screen). An unreadable date counts as malformed.
 */
function isConsentRecord(value: unknown): value is ConsentRecord {
  if (!isRecord(value) || !isRecord(value.categories)) return false;
  const { categories } = value;
  return (
    typeof value.policyVersion === 'string' &&
    typeof value.decidedAt === 'string' &&
    /^\d{4}-\d{2}-\d{2}T/.test(value.decidedAt) &&
    !Number.isNaN(Date.parse(value.decidedAt)) &&
    consentMethods.includes(value.method as ConsentMethod) &&
    categories.necessary === true &&
    typeof categories.statistics === 'boolean' &&
    typeof categories.marketing === 'boolean'
  );
}

/** The moment a choice made at `decidedAt` stops being valid. */
export function consentExpiresAt(decidedAt: Date): Date {
  const expiry = new Date(decidedAt);
  expiry.setMonth(expiry.getMonth() + CONSENT_VALIDITY_MONTHS);
  return expiry;
}

/**
 * The stored choice if it is still valid: readable, about the current policy version and
 * younger than six months. Otherwise `null`, meaning "ask again".
 */
export function readConsent(
  storage: Storage | undefined,
  now: Date = new Date(),
): ConsentRecord | null {
  const raw = readStorageItem(storage, CONSENT_STORAGE_KEY);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isConsentRecord(value)) return null;
  const record = value;
  if (record.policyVersion !== CONSENT_POLICY_VERSION) return null;
  if (consentExpiresAt(new Date(record.decidedAt)) <= now) return null;
  return record;
}

/** The categories each one-click choice stands for. */
export function categoriesFor(method: Exclude<ConsentMethod, 'customized'>): ConsentCategories {
  const granted = method === 'accepted-all';
  return { necessary: true, statistics: granted, marketing: granted };
}

/** Builds and stores a choice made now; returns it (stored or not, the session honours it). */
export function saveConsent(
  storage: Storage | undefined,
  method: ConsentMethod,
  categories: ConsentCategories,
  now: Date = new Date(),
): ConsentRecord {
  const record: ConsentRecord = {
    policyVersion: CONSENT_POLICY_VERSION,
    decidedAt: now.toISOString(),
    method,
    categories: { ...categories, necessary: true },
  };
  writeStorageItem(storage, CONSENT_STORAGE_KEY, JSON.stringify(record));
  return record;
}

import { useSyncExternalStore } from 'react';
import { safeLocalStorage } from '@/lib/browser-storage';
import {
  categoriesFor,
  readConsent,
  saveConsent,
  type ConsentCategories,
  type ConsentMethod,
  type ConsentRecord,
  type OptionalConsentCategory,
} from '@/domain/consent/consent-record';

export interface ConsentState {
  /** The valid choice, or `null` while the visitor has not chosen (or must choose again). */
  record: ConsentRecord | null;
  /** The visitor asked to review the choice ('Preferenze cookie'). */
  preferencesOpen: boolean;
}

export interface ConsentStore {
  getState(): ConsentState;
  subscribe(listener: () => void): () => void;
  /** Records a one-click choice: accept all, reject all, or the X (= reject). */
  decide(method: Exclude<ConsentMethod, 'customized'>): void;
  /** Records the per-category switches of 'Personalizza'. */
  customize(categories: Omit<ConsentCategories, 'necessary'>): void;
  openPreferences(): void;
  closePreferences(): void;
}

export function createConsentStore(
  storage: Storage | undefined,
  now: () => Date = () => new Date(),
): ConsentStore {
  let state: ConsentState = { record: readConsent(storage, now()), preferencesOpen: false };
  const listeners = new Set<() => void>();
  const setState = (next: ConsentState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const record = (method: ConsentMethod, categories: ConsentCategories) =>
    setState({ record: saveConsent(storage, method, categories, now()), preferencesOpen: false });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    decide: (method) => record(method, categoriesFor(method)),
    customize: (categories) => record('customized', { necessary: true, ...categories }),
    openPreferences: () => setState({ ...state, preferencesOpen: true }),
    closePreferences: () => setState({ ...state, preferencesOpen: false }),
  };
}

/** The visitor's cookie choice for the whole app. */
export const consentStore = createConsentStore(safeLocalStorage());

/** Whether an optional purpose may run right now (false until the visitor says yes). */
export function hasConsent(
  category: OptionalConsentCategory,
  store: ConsentStore = consentStore,
): boolean {
  return store.getState().record?.categories[category] ?? false;
}

/** The consent state, re-rendering on every change. */
export function useConsentState(store: ConsentStore = consentStore): ConsentState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

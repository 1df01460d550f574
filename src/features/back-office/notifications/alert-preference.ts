import { safeLocalStorage } from '@/lib/browser-storage';

/**
 * Whether this admin asked for system notifications and a sound besides the toast (decision
 * 009). A device setting, not personal data: the console's data never goes to the browser's
 * storage, this switch may.
 */
const STORAGE_KEY = 'bottega-del-bun:admin-alerts';

const listeners = new Set<() => void>();

export const alertPreference = {
  /** True when the admin switched sound and system notifications on on this device. */
  get(): boolean {
    return safeLocalStorage()?.getItem(STORAGE_KEY) === 'on';
  },
  set(on: boolean): void {
    safeLocalStorage()?.setItem(STORAGE_KEY, on ? 'on' : 'off');
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

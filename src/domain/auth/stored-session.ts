import { safeLocalStorage } from '@/lib/browser-storage';

// supabase-js keeps the session under `sb-<first label of the API host>-auth-token` (its
// default storageKey); the PKCE verifier key ends in `-code-verifier` and is not matched.
const sessionKeyPattern = /^sb-.+-auth-token$/;

function sessionKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && sessionKeyPattern.test(key)) keys.push(key);
  }
  return keys;
}

/**
 * Whether a session is stored, read synchronously before supabase-js has loaded: while auth is
 * still `loading` the header shows the signed-in layout to someone who is probably signed in,
 * instead of flashing Login and Registrati. A hint for rendering only, never a permission.
 */
export function hasStoredSession(storage: Storage | undefined = safeLocalStorage()): boolean {
  if (!storage) return false;
  try {
    return sessionKeys(storage).length > 0;
  } catch {
    return false;
  }
}

/**
 * Removes the stored session without supabase-js: the last resort of a logout that could not
 * even load the client (spec §4, "if logout fails the local user and session are cleared
 * anyway").
 */
export function clearStoredSession(storage: Storage | undefined = safeLocalStorage()): void {
  if (!storage) return;
  try {
    sessionKeys(storage).forEach((key) => storage.removeItem(key));
  } catch {
    // Storage refused: nothing stored that we could clear.
  }
}

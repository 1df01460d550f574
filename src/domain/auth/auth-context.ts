import type { BusinessRequestData } from '@/domain/auth/business-request-form';
import { createContext, useContext } from 'react';

/** The signed-in user as the app sees it (spec §3). */
export interface AuthUser {
  id: string;
  email: string;
  /** From the user metadata (`data.name` at registration). */
  name: string;
  isLoggedIn: true;
  /** From `rpc('is_admin', { user_id })` after each session; false until checked or on failure. */
  isAdmin: boolean;
}

/** Spec §4: loading first, then authenticated or unauthenticated. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/**
 * What `useAuth()` gives every part of the app. The provider (the auth feature) implements it;
 * the state changes only through supabase-js's auth state listener.
 */
export interface AuthContextValue {
  status: AuthStatus;
  /**
   * The session's status at this moment. `status` is rendered as a transition (decision 017
   * item 24), so for a moment after a sign-out a page can still render 'authenticated': what
   * acts on it at once (sending a signed-in visitor on from /login) asks this too.
   */
  currentStatus(): AuthStatus;
  /** True until the stored session has been read (spec: "loading (initially true)"). */
  loading: boolean;
  user: AuthUser | null;
  isAdmin: boolean;
  /** The last error that is not shown as a toast (spec §8), as Italian text. */
  lastError: string | null;
  clearError(): void;
  /** Password sign-in; errors are toasts. True when the call succeeded (the user follows). */
  login(email: string, password: string): Promise<boolean>;
  /**
   * Sign-up with the name as metadata; true when the confirmation e-mail is on its way. Its
   * link comes back to /conferma-email, then to `redirectAfterConfirmation` (a site path).
   */
  register(
    name: string,
    email: string,
    password: string,
    redirectAfterConfirmation?: string,
    /** A business account asked for at sign-up (decision 015): the bakery checks it later. */
    businessRequest?: BusinessRequestData,
  ): Promise<boolean>;
  /** Signs this device out; a failure still clears the local session (spec §4). */
  logout(): Promise<void>;
  /** Sends the recovery e-mail (link to /reset-password); errors go to `lastError`. */
  requestPasswordReset(email: string): Promise<boolean>;
  /** Sets a new password for the signed-in (or recovering) user; errors go to `lastError`. */
  updatePassword(password: string): Promise<boolean>;
  /**
   * Merges the given fields into the current user's metadata with the spec's toasts (§4);
   * nothing happens without a user. True when saved.
   */
  updateProfile(fields: { name?: string }): Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The signed-in user alone, for components that render many times on a page (a price on every
 * card): the session's first answer (loading → signed out) changes `useAuth()`'s value but not
 * this one, so they do not render again, synchronously, right after the app starts (issue 38).
 * `undefined` outside the provider.
 */
export const AuthUserContext = createContext<AuthUser | null | undefined>(undefined);

/** The auth state; outside the provider it throws the spec's message (§6). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** The signed-in user, or null (also while the session is read); see `AuthUserContext`. */
export function useAuthUser(): AuthUser | null {
  const user = useContext(AuthUserContext);
  if (user === undefined) throw new Error('useAuthUser must be used within an AuthProvider');
  return user;
}

import type { AuthContextValue } from '@/domain/auth/auth-context';
import type { AuthMachineEvent } from '@/domain/auth/auth-machine';
import {
  authMessages,
  loginErrorMessage,
  passwordResetErrorMessage,
  passwordUpdateErrorMessage,
  registrationErrorMessage,
} from '@/domain/auth/auth-messages';
import { authRedirectUrl, confirmationPath, RESET_PASSWORD_PATH } from '@/domain/auth/auth-paths';
import { dismissAuthError, toastError, toastSuccess } from '@/domain/auth/auth-toasts';
import { clearStoredSession } from '@/domain/auth/stored-session';
import { runBeforeSignOut } from '@/domain/auth/user-data';
import { logger } from '@/lib/logger';
import { getSupabase, type ShopSupabaseClient } from '@/lib/supabase';

export type AuthActions = Pick<
  AuthContextValue,
  'login' | 'register' | 'logout' | 'requestPasswordReset' | 'updatePassword' | 'updateProfile'
>;

export interface AuthActionDeps {
  send(event: AuthMachineEvent): void;
  /** Spec §8: errors that are not toasts are kept as text until cleared. */
  setLastError(message: string | null): void;
  isSignedIn(): boolean;
}

/**
 * Spec §7: after a successful registration the admins are told through the
 * `admin-notifications` function. Its failure is only logged and never blocks the sign-up.
 */
function notifyAdminsOfNewUser(
  supabase: ShopSupabaseClient,
  userData: { id: string; name: string; email: string },
): void {
  supabase.functions.invoke('admin-notifications', { body: { type: 'new_user', userData } }).then(
    ({ error }) => {
      if (error) logger.warn('Notifica di nuovo utente non inviata', error);
    },
    (error: unknown) => logger.warn('Notifica di nuovo utente non inviata', error),
  );
}

/**
 * The auth calls of spec §7. None of them sets the user: the session events that supabase-js
 * emits during each call do (spec §4). Login, registration and logout errors are toasts; the
 * password-reset errors are kept as `lastError` (spec §8). A call that throws instead of
 * returning an error gets the "Errore sconosciuto durante …" text.
 */
export function createAuthActions({ send, setLastError, isSignedIn }: AuthActionDeps): AuthActions {
  return {
    async login(email, password) {
      send({ type: 'sign-in-started' });
      try {
        const supabase = await getSupabase();
        const { data, error } = await supabase.auth.signInWithPassword({
          email: email.trim(),
          password,
        });
        if (error) {
          toastError(loginErrorMessage(error));
          return false;
        }
        if (!data.user) {
          toastError(authMessages.userNotFound);
          return false;
        }
        dismissAuthError();
        return true;
      } catch (error) {
        logger.error('Login non riuscito', error);
        toastError(authMessages.unknownLogin);
        return false;
      } finally {
        send({ type: 'sign-in-ended' });
      }
    },

    async register(name, email, password, redirectAfterConfirmation, businessRequest) {
      send({ type: 'sign-in-started' });
      try {
        const supabase = await getSupabase();
        const trimmedName = name.trim();
        const { data, error } = await supabase.auth.signUp({
          email: email.trim(),
          password,
          options: {
            // The database files the business request once the account exists.
            data: {
              name: trimmedName,
              ...(businessRequest ? { business_request: businessRequest } : {}),
            },
            // The way back (e.g. /checkout) rides along the confirmation link.
            emailRedirectTo: authRedirectUrl(
              confirmationPath(redirectAfterConfirmation ?? undefined),
            ),
          },
        });
        if (error) {
          toastError(registrationErrorMessage(error));
          return false;
        }
        const user = data.user;
        if (!user) {
          toastError(authMessages.registrationFailed);
          return false;
        }
        // With confirmations on, GoTrue answers an address that already has an account with a
        // made-up user without identities instead of an error (SUPABASE-API.md §0.1-4).
        if (user.identities?.length === 0) {
          toastError(authMessages.alreadyRegistered);
          return false;
        }
        dismissAuthError();
        notifyAdminsOfNewUser(supabase, {
          id: user.id,
          name: trimmedName,
          email: user.email ?? email.trim(),
        });
        return true;
      } catch (error) {
        logger.error('Registrazione non riuscita', error);
        toastError(authMessages.unknownRegistration);
        return false;
      } finally {
        send({ type: 'sign-in-ended' });
      }
    },

    async logout() {
      try {
        const supabase = await getSupabase();
        // What needs the session one last time (this device's push subscription).
        await runBeforeSignOut();
        // This device only ('local'): a restaurant's kitchen tablet stays signed in when the
        // owner logs out on the phone. The session is removed before the server is asked to
        // revoke it, so a failed request still signs this device out (spec §4).
        const { error } = await supabase.auth.signOut({ scope: 'local' });
        if (error) {
          logger.warn('Logout non confermato dal server', error);
          toastError(authMessages.logoutFailed);
          return;
        }
        toastSuccess(authMessages.loggedOut);
      } catch (error) {
        // The client could not even load: clear the stored session by hand.
        logger.error('Logout non riuscito', error);
        clearStoredSession();
        send({ type: 'session-changed', event: 'SIGNED_OUT', user: null });
        toastError(authMessages.unknownLogout);
      }
    },

    async requestPasswordReset(email) {
      setLastError(null);
      try {
        const supabase = await getSupabase();
        const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
          redirectTo: authRedirectUrl(RESET_PASSWORD_PATH),
        });
        if (error) {
          setLastError(passwordResetErrorMessage(error));
          return false;
        }
        return true;
      } catch (error) {
        logger.error('Richiesta di reset della password non riuscita', error);
        setLastError(authMessages.unknownPasswordReset);
        return false;
      }
    },

    async updatePassword(password) {
      setLastError(null);
      try {
        const supabase = await getSupabase();
        const { error } = await supabase.auth.updateUser({ password });
        if (error) {
          setLastError(passwordUpdateErrorMessage(error));
          return false;
        }
        return true;
      } catch (error) {
        logger.error('Aggiornamento della password non riuscito', error);
        setLastError(authMessages.unknownPasswordUpdate);
        return false;
      }
    },

    async updateProfile(fields) {
      // Spec §4: with no logged-in user nothing happens.
      if (!isSignedIn()) return false;
      try {
        const supabase = await getSupabase();
        // GoTrue merges `data` into user_metadata; USER_UPDATED then refreshes the user here.
        const { error } = await supabase.auth.updateUser({ data: fields });
        if (error) {
          logger.warn('Aggiornamento del profilo non riuscito', error);
          toastError(authMessages.profileUpdateFailed);
          return false;
        }
        toastSuccess(authMessages.profileUpdated);
        return true;
      } catch (error) {
        logger.error('Aggiornamento del profilo non riuscito', error);
        toastError(authMessages.profileUpdateFailed);
        return false;
      }
    },
  };
}

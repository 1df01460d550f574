/**
 * Spec §8: the texts for auth calls that failed without an answer from the auth server. Kept
 * apart from the other messages because the provider (on the first screen) needs only these.
 */
export const unknownAuthErrors = {
  unknownLogin: 'Errore sconosciuto durante il login',
  unknownRegistration: 'Errore sconosciuto durante la registrazione',
  unknownLogout: 'Errore sconosciuto durante il logout',
  unknownPasswordReset: 'Errore sconosciuto durante il reset della password',
  unknownPasswordUpdate: "Errore sconosciuto durante l'aggiornamento della password",
  profileUpdateFailed: "Errore nell'aggiornamento del profilo",
} as const;

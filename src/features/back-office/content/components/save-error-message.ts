import { ApiError } from '@/lib/api-error';

/**
 * The Italian sentence for a failed write: our database functions put one in `hint`; for the
 * rest, what the admin can do about it.
 */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.hint) return error.hint;
    if (error.status === 401 || error.status === 403)
      return 'Non hai i permessi per questa modifica: accedi di nuovo come amministratore.';
    if (error.code === '23514')
      return 'Alcuni valori non sono ammessi dal catalogo: controlla i campi e riprova.';
  }
  if (error instanceof TypeError) return 'Connessione assente: la modifica non è stata salvata.';
  return 'Salvataggio non riuscito. Riprova tra qualche istante.';
}

/** True for the unique-slug violation (PostgreSQL 23505). */
export function isDuplicateError(error: unknown): boolean {
  return error instanceof ApiError && error.code === '23505';
}

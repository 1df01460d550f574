/** What the Network Information API tells about the connection, where the browser has it. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * True when the visitor asked the browser to save data (Save-Data) or the connection is 2G:
 * the automatic picture download after a visit is skipped then. Choosing 'Scarica il catalogo
 * per l'uso offline' still downloads everything: that is an explicit request.
 */
export function shouldSaveData(
  connection: ConnectionHints | undefined = typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: ConnectionHints }).connection,
): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

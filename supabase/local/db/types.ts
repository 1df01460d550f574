/** What the local stack needs from a database: PGlite and node-postgres both implement it. */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows touched by INSERT/UPDATE/DELETE; 0 for reads. */
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  /** One statement with bound parameters ($1, $2 …). Never interpolate values into `sql`. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations, bootstrap scripts). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to an unsubscribe function. Used by realtime. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A PostgreSQL error as both drivers report it (SQLSTATE in `code`). */
export interface PgErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

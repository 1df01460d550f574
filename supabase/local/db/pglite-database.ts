import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Database, QueryResult, Queryable } from './types.ts';

/**
 * PostgreSQL types the stack wants as text rather than JS objects, so PGlite and node-postgres
 * return the same shapes (node-postgres returns these as strings too).
 */
const textParsers = {
  [types.NUMERIC]: (value: string) => value,
  [types.INT8]: (value: string) => value,
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.TIMESTAMP]: (value: string) => value,
  [types.DATE]: (value: string) => value,
};

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params, { parsers: textParsers });
      return {
        rows: result.rows,
        affectedRows: result.affectedRows ?? 0,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

export interface PgliteDatabase extends Database {
  /** The whole data directory as an uncompressed tarball (what `loadDataDir` accepts). */
  dumpDataDir(): Promise<Blob>;
}

export function isPgliteDatabase(db: Database): db is PgliteDatabase {
  return db.kind === 'pglite';
}

/**
 * PGlite (PostgreSQL in WebAssembly): in memory when `dataDir` is undefined, else persisted there.
 * `loadDataDir` starts from a dumped data directory instead of running initdb.
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  loadDataDir?: Blob,
): Promise<PgliteDatabase> {
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // The contrib extensions the migrations create (hosted Supabase has them all): PGlite
    // ships each as a separate import, loaded only when listed here.
    extensions: { pgcrypto, pg_trgm, uuid_ossp },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    // PGlite has one connection; its transaction() runs exclusively, so requests queue up
    // instead of interleaving inside each other's transactions.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload);
      return async () => unlisten();
    },
    dumpDataDir: () => pg.dumpDataDir('none'),
    close: () => pg.close(),
  };
}

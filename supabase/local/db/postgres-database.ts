import pg from 'pg';
import type { Database, QueryResult, Queryable } from './types.ts';

// Keep timestamps and dates as the server's text, like the PGlite adapter does.
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, (value: string) => value);

type PgQueryable = Pick<pg.PoolClient, 'query'>;

function toParam(value: unknown): unknown {
  // node-postgres sends Buffers as bytea; plain Uint8Arrays would be stringified.
  return value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value) : value;
}

function wrap(target: PgQueryable): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query(sql, params.map(toParam));
      return {
        rows: result.rows as Row[],
        affectedRows: result.command === 'SELECT' ? 0 : (result.rowCount ?? 0),
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  };
}

/** A real PostgreSQL server (the `DATABASE_URL` mode), used to prove migrations on the production kind. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 8 });
  // The server may end an idle connection (a restart, a terminated backend, a test database
  // dropped as its stack stops). The pool discards it and opens another when needed; the event
  // must be handled, or node-postgres turns it into an uncaught exception.
  pool.on('error', (error) => {
    console.warn(`[local stack] PostgreSQL closed an idle connection: ${error.message}`);
  });
  const probe = await pool.connect();
  probe.release();
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client is not the pool's to watch: when the server goes away mid-request
      // the query fails (the request answers 5xx) and the client also emits 'error', which
      // must not become an uncaught exception that ends the stack. It is then discarded.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        if (!lost) await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onError);
        client.release(lost ?? undefined);
      }
    },
    async listen(channel, onPayload) {
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      };
      let current: pg.PoolClient | undefined;
      let stopped = false;
      // The LISTEN connection stays checked out, so the pool's error handler never sees it: a
      // server restart would end the whole stack with an uncaught error. It is replaced
      // instead, LISTEN again; notifications sent while it was gone are not replayed (as
      // hosted Realtime does not replay what it missed).
      const connect = async (): Promise<void> => {
        const client = await pool.connect();
        client.on('notification', handler);
        client.on('error', (error) => {
          if (current !== client) return;
          current = undefined;
          client.off('notification', handler);
          client.release(error);
          console.warn(
            `[local stack] realtime lost its LISTEN connection (${error.message}): reconnecting`,
          );
          void reconnect();
        });
        try {
          await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          client.off('notification', handler);
          client.release(error instanceof Error ? error : true);
          throw error;
        }
        current = client;
      };
      const reconnect = async (): Promise<void> => {
        while (!stopped && !current) {
          try {
            await connect();
          } catch {
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }
      };
      await connect();
      return async () => {
        stopped = true;
        const client = current;
        current = undefined;
        if (!client) return;
        client.off('notification', handler);
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}

import type { Database } from '../db/types.ts';

/** Time zone names PostgreSQL knows, read once, to validate `Prefer: timezone=…`. */
export class TimezoneNames {
  private names: Set<string> | undefined;
  private loading: Promise<void> | undefined;

  load(db: Database): Promise<void> {
    this.loading ??= db
      .query<{ name: string }>('select name from pg_timezone_names')
      .then((result) => {
        this.names = new Set(result.rows.map((row) => row.name));
      })
      .catch((error: unknown) => {
        this.loading = undefined;
        throw error;
      });
    return this.loading;
  }

  has(name: string): boolean {
    return this.names?.has(name) ?? false;
  }
}

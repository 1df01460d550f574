import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryPersistOptions } from '@/lib/query-persistence';

function persistedKeys(fill: (client: QueryClient) => void): unknown[] {
  const client = new QueryClient();
  fill(client);
  const { dehydrateOptions } = createQueryPersistOptions(undefined);
  return dehydrate(client, dehydrateOptions).queries.map((query) => query.queryKey);
}

describe('what the query cache writes to storage', () => {
  it('keeps catalogue and user data for the next visit', () => {
    const keys = persistedKeys((client) => {
      client.setQueryData(['products', 'list', {}], []);
      client.setQueryData(['user', 'orders', 'u1'], []);
    });
    expect(keys).toEqual([
      ['products', 'list', {}],
      ['user', 'orders', 'u1'],
    ]);
  });

  it('never writes the admin console’s data (other people’s personal data)', () => {
    const keys = persistedKeys((client) => {
      client.setQueryData(['admin', 'customers', ''], [{ email: 'giulia.rossi@example.com' }]);
      client.setQueryData(['admin', 'content', 'slug'], true);
    });
    expect(keys).toEqual([]);
  });
});

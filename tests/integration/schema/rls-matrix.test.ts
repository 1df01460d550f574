import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicTables } from './public-tables.ts';
import {
  type Actor,
  cases,
  matrixFixtures,
  serviceRead,
  type TableCase,
} from './rls-matrix-cases.ts';
import { becomeBusiness } from '../../support/business-accounts.ts';
import {
  anonClient,
  createCustomer,
  createTestProduct,
  serviceClient,
  signInDemo,
} from './schema-helpers.ts';

// Row level security, table by table: what a visitor (anon), the owner of the rows (customer A, a
// business owner),
// another customer (B) and an admin may select, insert, update and delete, through supabase-js
// and the REST API exactly as the PWA does.
//   select  visible: the target row is returned · hidden: filtered out silently · denied: 42501
//   insert  allowed · denied: 42501 (no grant or WITH CHECK) · conflict: 23505
//   update/delete  allowed: the row changed/vanished · ignored: 0 rows, no error · denied: 42501
// Each mutating operation gets a fresh target row (created with the service role) and its
// effect is read back with the service role.

type SelectOutcome = 'visible' | 'hidden' | 'denied';
type InsertOutcome = 'allowed' | 'denied' | 'conflict';
type ChangeOutcome = 'allowed' | 'ignored' | 'denied';
interface Outcomes {
  select: SelectOutcome;
  insert: InsertOutcome;
  update: ChangeOutcome;
  delete: ChangeOutcome;
}

const actors: Actor[] = ['anon', 'customerA', 'customerB', 'admin'];
const clients = {} as Record<Actor, SupabaseClient>;

function parse(expected: string): Outcomes {
  const [select, insert, update, remove] = expected.split(' ');
  return {
    select: select as SelectOutcome,
    insert: insert as InsertOutcome,
    update: update as ChangeOutcome,
    delete: remove as ChangeOutcome,
  };
}

function isDenied(code: string | undefined, table: string, op: string): boolean {
  if (code === '42501') return true;
  throw new Error(`${op} on ${table} failed with unexpected code ${code}`);
}

async function observe(tc: TableCase, client: SupabaseClient): Promise<Outcomes> {
  const target = await tc.create();
  const selected = await client.from(tc.table).select('*').match(target);
  const select: SelectOutcome =
    selected.error && isDenied(selected.error.code, tc.table, 'select')
      ? 'denied'
      : (selected.data ?? []).length > 0
        ? 'visible'
        : 'hidden';

  const row = await tc.insertRow();
  const inserted = await client.from(tc.table).insert(row);
  let insert: InsertOutcome = 'allowed';
  if (inserted.error?.code === '23505') insert = 'conflict';
  else if (inserted.error && isDenied(inserted.error.code, tc.table, 'insert')) insert = 'denied';
  if (insert === 'allowed') await tc.cleanupInsert?.(row);

  const updateTarget = await tc.create();
  const before = (await serviceRead(tc.table, updateTarget)) ?? {};
  const updated = await client.from(tc.table).update(tc.patch()).match(updateTarget);
  let update: ChangeOutcome;
  if (updated.error && isDenied(updated.error.code, tc.table, 'update')) update = 'denied';
  else
    update = tc.changed(before, (await serviceRead(tc.table, updateTarget)) ?? {})
      ? 'allowed'
      : 'ignored';

  const deleteTarget = await tc.create();
  const deleted = await client.from(tc.table).delete().match(deleteTarget);
  let remove: ChangeOutcome;
  if (deleted.error && isDenied(deleted.error.code, tc.table, 'delete')) remove = 'denied';
  else remove = (await serviceRead(tc.table, deleteTarget)) ? 'ignored' : 'allowed';

  return { select, insert, update, delete: remove };
}

beforeAll(async () => {
  const customerA = await createCustomer('Cliente A');
  // A restaurant the bakery approved: owner of a business account, with its team and requests.
  await becomeBusiness(customerA.client, serviceClient());
  matrixFixtures.customerA = customerA;
  const customerB = await createCustomer('Cliente B');
  const admin = await signInDemo('Amministratore');
  clients.anon = anonClient();
  clients.customerA = customerA.client;
  clients.customerB = customerB.client;
  clients.admin = admin.client;
  matrixFixtures.productId = (await createTestProduct({ stock_quantity: 1000 })).id;
});

describe('row level security matrix', () => {
  it('has a row for every table of the public schema', () => {
    expect(cases.map((tc) => tc.table).sort()).toEqual([...publicTables]);
  });

  describe.each(cases)('$table', (tc) => {
    it.each(actors)('as %s', async (actor) => {
      expect(await observe(tc, clients[actor])).toEqual(parse(tc.expected[actor]));
    });
  });
});
